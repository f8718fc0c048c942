// Test support: a real S3-compatible server (s3rver, signatures checked) on a random port, and Kiln's S3 blob store
// over one bucket of it.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { BlobStore } from '#platform/blobs/port.ts';
import { createS3BlobStore } from '#platform/blobs/s3.ts';

export interface TestBucket {
  store: BlobStore;
  /** Where the store spools streamed uploads. */
  spoolDirectory: string;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'kiln'): Promise<TestBucket> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'kiln-s3rver-')), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  const spoolDirectory = mkdtempSync(join(tmpdir(), 'kiln-s3-spool-'));
  const store = createS3BlobStore({
    endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', spoolDirectory,
  });
  return { store, spoolDirectory, close: () => server.close() };
}
