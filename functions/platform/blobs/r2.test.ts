// The R2 blob store against the R2 bucket binding of Cloudflare's local runtime (workerd, through wrangler's platform
// proxy): single puts and multipart streams, refused bytes, ranges, listing, moving, guarded deletion.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import type { BlobStore } from './port.ts';
import { createR2BlobStore, type R2BucketLike } from './r2.ts';

let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ BLOBS: R2BucketLike }>>>;
let bucket: R2BucketLike;
let store: BlobStore;

beforeAll(async () => {
  const directory = mkdtempSync(join(tmpdir(), 'kiln-r2-'));
  const configPath = join(directory, 'wrangler.json');
  writeFileSync(configPath, JSON.stringify({ name: 'kiln-r2-test', compatibility_date: '2026-10-01', r2_buckets: [{ binding: 'BLOBS', bucket_name: 'kiln' }] }));
  proxy = await getPlatformProxy<{ BLOBS: R2BucketLike }>({ configPath, persist: { path: join(directory, 'state') }, remoteBindings: false, envFiles: [] });
  bucket = proxy.env.BLOBS;
  store = createR2BlobStore(bucket);
}, 120_000);
afterAll(() => proxy?.dispose());

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const bytesOf = (size: number, seed = 1) => Uint8Array.from({ length: size }, (_, index) => (index * seed + seed) % 251);
/** A stream in uneven chunks, so parts are cut across chunk boundaries. */
const streamOf = (bytes: Uint8Array, chunk = 1_000_003) => new ReadableStream<Uint8Array>({
  start(controller) {
    for (let offset = 0; offset < bytes.length; offset += chunk) controller.enqueue(bytes.slice(offset, offset + chunk));
    controller.close();
  },
});
const read = async (key: string, range?: { offset: number; length: number }) => {
  const blob = await store.get(key, range);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
};

describe('the R2 blob store', () => {
  it('stores bytes and small streams in one put, and reads them whole and by range', async () => {
    const bytes = bytesOf(300_000, 7);
    await store.put('files/ab/one', bytes, { sha1: sha1(bytes) });
    await store.put('files/ab/two', streamOf(bytes, 4096), { sha1: sha1(bytes), size: bytes.length });
    expect(await read('files/ab/one')).toEqual(bytes);
    expect(await read('files/ab/two')).toEqual(bytes);
    expect(await read('files/ab/two', { offset: 1000, length: 500 })).toEqual(bytes.slice(1000, 1500));
    expect(await store.head('files/ab/two')).toEqual({ size: bytes.length });
    expect(await store.get('files/ab/missing')).toBeNull();
  });

  it('sends a stream larger than a part as a multipart upload, whole and checked', async () => {
    const bytes = bytesOf(20 * 1024 * 1024 + 12_345, 3);
    await store.put('backups/big.tar.gz', streamOf(bytes), { sha1: sha1(bytes) });
    expect(await store.head('backups/big.tar.gz')).toEqual({ size: bytes.length });
    expect(await read('backups/big.tar.gz', { offset: 8 * 1024 * 1024 - 10, length: 20 })).toEqual(bytes.slice(8 * 1024 * 1024 - 10, 8 * 1024 * 1024 + 10));
    expect(sha1((await read('backups/big.tar.gz'))!)).toBe(sha1(bytes));
  }, 60_000);

  it('refuses bytes that are not the ones announced and keeps what was there', async () => {
    const bytes = bytesOf(10_000, 5);
    await store.put('files/cd/kept', bytes);
    await expect(store.put('files/cd/kept', bytesOf(10_000, 6), { sha1: sha1(bytes) })).rejects.toThrow(/not the bytes announced/);
    await expect(store.put('files/cd/kept', streamOf(bytesOf(9 * 1024 * 1024, 6)), { sha1: sha1(bytes) })).rejects.toThrow(/not the bytes announced/);
    await expect(store.put('files/cd/kept', streamOf(bytes), { size: 10 })).rejects.toThrow(/not the bytes announced/);
    expect(await read('files/cd/kept')).toEqual(bytes);
  }, 60_000);

  it('moves an upload to its content address and lists keys in order after a key', async () => {
    const bytes = bytesOf(50_000, 11);
    await store.put('uploads/u1', bytes);
    await store.move('uploads/u1', 'list/b', { sha1: sha1(bytes), size: bytes.length });
    expect(await store.head('uploads/u1')).toBeNull();
    expect(await read('list/b')).toEqual(bytes);
    await store.put('list/a', bytesOf(10));
    await store.put('list/c', bytesOf(10));
    const keys = (await store.list({ after: 'list/a', limit: 2 })).map((entry) => entry.key);
    expect(keys).toEqual(['list/b', 'list/c']);
  });

  it('deletes a blob only when it was stored before the given time', async () => {
    await store.put('sweep/one', bytesOf(10));
    const stored = new Date();
    expect(await store.deleteUnlessStoredSince('sweep/one', new Date(stored.getTime() - 60_000))).toBe(false);
    expect(await store.deleteUnlessStoredSince('sweep/one', new Date(stored.getTime() + 60_000))).toBe(true);
    expect(await store.head('sweep/one')).toBeNull();
    expect(await store.deleteUnlessStoredSince('sweep/one', new Date())).toBe(false);
    expect(await store.removeAbandonedWrites(new Date(), 10)).toBe(0);
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(store.put('../escape', bytesOf(1))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.get('/absolute')).rejects.toThrow(/Unsafe blob key/);
  });
});
