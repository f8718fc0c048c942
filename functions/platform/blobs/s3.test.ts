// The S3 blob store against a real S3-compatible server (s3rver, on a random port, signatures checked): verified
// atomic writes of bytes and streams, ranges, listing, moving to a content address, guarded deletion, spool clean-up,
// and presigned multipart uploads and downloads made by another client.
import { createHash } from 'node:crypto';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './port.ts';
import { startTestBucket, type TestBucket } from '#testing/s3-bucket.ts';

let bucket: TestBucket;
let store: BlobStore;
let spool: string;

beforeAll(async () => {
  bucket = await startTestBucket();
  ({ store, spoolDirectory: spool } = bucket);
});
afterAll(() => bucket.close());

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const bytesOf = (size: number, seed = 1) => Uint8Array.from({ length: size }, (_, index) => (index * seed + seed) % 251);
const streamOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
const read = async (key: string) => {
  const blob = await store.get(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
};

describe('the S3 blob store', () => {
  it('stores bytes and streams, refuses bytes that are not the ones announced, and reads ranges', async () => {
    const bytes = bytesOf(300_000, 7);
    await store.put('files/ab/one', bytes, { sha1: sha1(bytes) });
    await store.put('files/ab/two', streamOf(bytes), { sha1: sha1(bytes), size: bytes.length });
    expect(await read('files/ab/one')).toEqual(bytes);
    expect(await read('files/ab/two')).toEqual(bytes);
    expect((await store.head('files/ab/two'))?.size).toBe(bytes.length);
    const part = await store.get('files/ab/one', { offset: 1000, length: 50 });
    expect(new Uint8Array(await new Response(part!.body).arrayBuffer())).toEqual(bytes.subarray(1000, 1050));

    await expect(store.put('files/ab/bad', streamOf(bytes), { sha1: sha1(bytesOf(10)) })).rejects.toThrow(/not the bytes announced/);
    await expect(store.put('files/ab/bad', bytes, { size: 5 })).rejects.toThrow(/not the bytes announced/);
    expect(await store.head('files/ab/bad')).toBeNull();
    expect(await readdir(spool)).toEqual([]);
    expect(await store.get('files/none')).toBeNull();
  });

  it('renews a blob stored again with the same bytes, and replaces one that held other bytes', async () => {
    const bytes = bytesOf(2048, 3);
    await store.put('files/cd/same', bytes, { sha1: sha1(bytes) });
    const first = (await store.list({ limit: 100 })).find((entry) => entry.key === 'files/cd/same')!.modified;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await store.put('files/cd/same', streamOf(bytes), { sha1: sha1(bytes), size: bytes.length });
    const renewed = (await store.list({ limit: 100 })).find((entry) => entry.key === 'files/cd/same')!.modified;
    expect(renewed.getTime()).toBeGreaterThan(first.getTime());

    await store.put('files/cd/other', bytesOf(10));
    await store.put('files/cd/other', bytes, { sha1: sha1(bytes) });
    expect(await read('files/cd/other')).toEqual(bytes);
  });

  it('moves an upload to its content address, lists in key order after a key, and deletes only blobs not stored since', async () => {
    const bytes = bytesOf(5000, 11);
    await store.put('uploads/u1', streamOf(bytes));
    await store.move('uploads/u1', 'files/ef/moved', { sha1: sha1(bytes), size: bytes.length });
    expect(await read('files/ef/moved')).toEqual(bytes);
    expect(await store.head('uploads/u1')).toBeNull();

    const keys = (await store.list({ after: 'files/ab/two', limit: 100 })).map((entry) => entry.key);
    expect(keys[0]! > 'files/ab/two').toBe(true);
    expect(keys).toContain('files/ef/moved');
    expect(keys).toEqual([...keys].sort());

    expect(await store.deleteUnlessStoredSince('files/ef/moved', new Date(Date.now() - 60_000))).toBe(false);
    expect(await store.deleteUnlessStoredSince('files/ef/moved', new Date(Date.now() + 60_000))).toBe(true);
    expect(await store.head('files/ef/moved')).toBeNull();
    await store.delete('files/ef/moved');
  });

  it('removes spool files a crash left behind, and only old ones', async () => {
    const old = join(spool, 'crashed.spool');
    writeFileSync(old, 'partial');
    utimesSync(old, new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));
    writeFileSync(join(spool, 'fresh.spool'), 'in progress');
    expect(await store.removeAbandonedWrites(new Date(Date.now() - 3_600_000), 10)).toBe(1);
    expect(await readdir(spool)).toEqual(['fresh.spool']);
  });
});

describe('presigned links of the S3 blob store', () => {
  const key = 'server-backups/s1/b1.tar.gz';

  it('lets another client upload a blob in parts and download it; the blob exists only once the upload completes', async () => {
    const bytes = bytesOf(25_000, 13);
    const { uploadId, urls } = await store.presign!.startUpload(key, bytes.length, 10_000, 600, 'application/x-gzip');
    expect(urls).toHaveLength(3);
    const parts = [];
    for (const [index, url] of urls.entries()) {
      const response = await fetch(url, { method: 'PUT', body: bytes.subarray(index * 10_000, (index + 1) * 10_000) });
      expect(response.status).toBe(200);
      parts.push({ partNumber: index + 1, etag: response.headers.get('etag')! });
    }
    expect(await store.head(key)).toBeNull();
    await store.presign!.completeUpload(key, uploadId, parts.reverse());
    expect(await read(key)).toEqual(bytes);

    const download = await fetch(await store.presign!.downloadUrl(key, 60));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-gzip');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('gives one link for an empty blob, refuses unsafe keys and impossible sizes and lifetimes; the link expires', async () => {
    expect((await store.presign!.startUpload('server-backups/s1/empty.tar.gz', 0, 10_000, 60)).urls).toHaveLength(1);
    await expect(store.presign!.startUpload('../escape', 10, 10, 60)).rejects.toThrow(/Unsafe blob key/);
    await expect(store.presign!.downloadUrl('.hidden/x', 60)).rejects.toThrow(/Unsafe blob key/);
    await expect(store.presign!.startUpload(key, 10_001, 1, 60)).rejects.toThrow(/more than S3 takes/);
    await expect(store.presign!.downloadUrl(key, 8 * 24 * 3600)).rejects.toThrow(/7 days/);

    const url = new URL(await store.presign!.downloadUrl(key, 60));
    url.searchParams.set('X-Amz-Date', '20200101T000000Z');
    expect((await fetch(url)).status).toBe(403);
  });
});
