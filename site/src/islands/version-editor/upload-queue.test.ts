import { describe, expect, it } from 'vitest';
import { startable } from './upload-queue.ts';
import type { UploadStatus } from './types.ts';

const entries = (...statuses: UploadStatus[]) => statuses.map((status, i) => ({ key: String(i), status }));

describe('startable', () => {
  it('starts the oldest queued files up to three at a time', () => {
    expect(startable(entries('queued', 'queued', 'queued', 'queued', 'queued'))).toEqual(['0', '1', '2']);
  });

  it('counts transfers already running against the limit', () => {
    expect(startable(entries('uploading', 'done', 'uploading', 'queued', 'queued'))).toEqual(['3']);
    expect(startable(entries('uploading', 'uploading', 'uploading', 'queued'))).toEqual([]);
  });

  it('ignores finished and failed files', () => {
    expect(startable(entries('done', 'failed', 'queued'))).toEqual(['2']);
  });
});
