// platformStatus: every component answers on a healthy runtime, and a failing one is reported, not thrown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#config';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { stopSearchIndexer } from '../search/service.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { platformStatus, STATUS_COMPONENTS } from './service.ts';

let database: TestDatabase;
let runtime: Runtime;

beforeAll(async () => {
  database = await createTestDatabase();
  const blobDir = mkdtempSync(join(tmpdir(), 'kiln-status-'));
  runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: blobDir }), database.db);
});
afterAll(async () => {
  await stopSearchIndexer(runtime);
  database.dispose();
});

describe('platformStatus', () => {
  it('reports every component operational with its latency', async () => {
    const status = await platformStatus(runtime);
    expect(status.map((component) => component.id)).toEqual([...STATUS_COMPONENTS]);
    for (const component of status) {
      expect(component.operational, component.id).toBe(true);
      expect(component.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports a broken file store as an outage while the others stay operational', async () => {
    const broken: Runtime = { ...runtime, blobs: { ...runtime.blobs, head: () => Promise.reject(new Error('disk gone')) } };
    const status = Object.fromEntries((await platformStatus(broken)).map((component) => [component.id, component.operational]));
    expect(status).toEqual({ database: true, search: true, files: false });
  });
});
