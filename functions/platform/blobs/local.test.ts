// The local blob store: atomic, verified writes that a crash cannot truncate; listing, guarded deletion, abandoned writes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from './local.ts';
import { assertSafeKey, type BlobStore } from './port.ts';

let root: string;
let store: BlobStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kiln-blob-store-'));
  store = createLocalBlobStore(root);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const bytesOf = (size: number, seed = 1) => Uint8Array.from({ length: size }, (_, index) => (index * seed + seed) % 251);
const DAY = 24 * 60 * 60 * 1000;

/** Every name below the root, the store's partial files included. */
const namesOnDisk = () => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();

function plant(key: string, bytes: Uint8Array, modified?: Date) {
  const path = join(root, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  if (modified) utimesSync(path, modified, modified);
  return path;
}

async function read(key: string): Promise<Uint8Array | null> {
  const blob = await store.get(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
}

/** A stream that sends `first`, then waits for `resume()` and sends `rest`, or errors when `fail()` is called. */
function pausedStream(first: Uint8Array, rest: Uint8Array) {
  let release!: (outcome: 'resume' | 'fail') => void;
  const gate = new Promise<'resume' | 'fail'>((resolve) => (release = resolve));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      sent += 1;
      if (sent === 1) return controller.enqueue(first);
      if ((await gate) === 'fail') return controller.error(new Error('connection reset'));
      controller.enqueue(rest);
      controller.close();
    },
  });
  return { body, resume: () => release('resume'), fail: () => release('fail') };
}

/** Resolves once the write of a blob named `name` has put a file on disk. */
async function writeStarted(name: string): Promise<void> {
  while (!namesOnDisk().some((path) => path.includes(name))) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('put', () => {
  it('replaces a pre-existing truncated blob instead of trusting it', async () => {
    const full = bytesOf(64 * 1024);
    plant('files/ab/whole', full.subarray(0, 1024));
    await store.put('files/ab/whole', full, { sha1: sha1(full) });
    expect(await read('files/ab/whole')).toEqual(full);

    plant('files/ab/unverified', full.subarray(0, 1024));
    await store.put('files/ab/unverified', full);
    expect(await read('files/ab/unverified')).toEqual(full);
  });

  it('replaces an existing blob of the right size but other bytes', async () => {
    const full = bytesOf(4096);
    plant('files/ab/same-size', bytesOf(4096, 7));
    await store.put('files/ab/same-size', full, { sha1: sha1(full) });
    expect(await read('files/ab/same-size')).toEqual(full);
  });

  it('leaves no blob and no partial file when the stream fails mid-way', async () => {
    const stream = pausedStream(bytesOf(1000), bytesOf(1000, 3));
    const writing = store.put('files/cd/broken', stream.body);
    await writeStarted('broken');
    stream.fail();
    await expect(writing).rejects.toThrow('connection reset');
    expect(await store.head('files/cd/broken')).toBeNull();
    expect(namesOnDisk().filter((name) => name.includes('broken'))).toEqual([]);
  });

  it('shows readers the old blob or nothing until the whole write is on disk', async () => {
    const old = bytesOf(500, 5);
    plant('files/cd/old', old);
    const first = bytesOf(1000);
    const rest = bytesOf(1000, 3);
    const fresh = pausedStream(first, rest);
    const replacing = store.put('files/cd/new', fresh.body);
    const overwrite = pausedStream(first, rest);
    const overwriting = store.put('files/cd/old', overwrite.body);
    await writeStarted('new');

    expect(await store.head('files/cd/new')).toBeNull();
    expect(await read('files/cd/old')).toEqual(old);
    expect((await store.list({ limit: 10 })).map((entry) => entry.key)).toEqual(['files/cd/old']);

    fresh.resume();
    overwrite.resume();
    await Promise.all([replacing, overwriting]);
    const whole = new Uint8Array([...first, ...rest]);
    expect(await read('files/cd/new')).toEqual(whole);
    expect(await read('files/cd/old')).toEqual(whole);
  });

  it('refuses bytes that differ from the announced sha1 or size, keeping the blob that was there', async () => {
    const old = bytesOf(300);
    plant('files/ef/kept', old);
    await expect(store.put('files/ef/kept', bytesOf(300, 9), { sha1: sha1(bytesOf(300, 2)) })).rejects.toThrow(/not the bytes announced/);
    const short = new Blob([bytesOf(100)]).stream();
    await expect(store.put('files/ef/kept', short, { size: 200 })).rejects.toThrow(/not the bytes announced/);
    expect(await read('files/ef/kept')).toEqual(old);
    expect(namesOnDisk().filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('keeps a blob that already holds the bytes, renewing when it was stored', async () => {
    const bytes = bytesOf(2048);
    const longAgo = new Date(Date.now() - 10 * DAY);
    const path = plant('files/ef/same', bytes, longAgo);
    const inode = statSync(path).ino;
    await store.put('files/ef/same', bytes, { sha1: sha1(bytes) });
    expect(statSync(path).ino).toBe(inode);
    expect(statSync(path).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect(readFileSync(path)).toEqual(Buffer.from(bytes));
  });
});

describe('list', () => {
  it('lists blobs in key order from a cursor, without writes in progress', async () => {
    for (const key of ['images/a.png', 'files/ab/2', 'files/ab/1', 'files/b/1', 'status-probe', 'files/ab/10']) plant(key, bytesOf(3));
    plant('files/ab/.1.123.partial', bytesOf(3));
    const all = await store.list({ limit: 100 });
    expect(all.map((entry) => entry.key)).toEqual(['files/ab/1', 'files/ab/10', 'files/ab/2', 'files/b/1', 'images/a.png', 'status-probe']);
    expect(all[0]).toEqual({ key: 'files/ab/1', size: 3, modified: expect.any(Date) });

    expect((await store.list({ limit: 2 })).map((entry) => entry.key)).toEqual(['files/ab/1', 'files/ab/10']);
    expect((await store.list({ after: 'files/ab/10', limit: 2 })).map((entry) => entry.key)).toEqual(['files/ab/2', 'files/b/1']);
    expect((await store.list({ after: 'files/ab/3', limit: 5 })).map((entry) => entry.key)).toEqual(['files/b/1', 'images/a.png', 'status-probe']);
    expect(await store.list({ after: 'status-probe', limit: 5 })).toEqual([]);
  });

  it('lists nothing from a store that never stored anything', async () => {
    expect(await createLocalBlobStore(join(root, 'never-made')).list({ limit: 5 })).toEqual([]);
  });
});

describe('deleteUnlessStoredSince', () => {
  it('deletes a blob stored before the cutoff and keeps one stored (or stored again) after it', async () => {
    const cutoff = new Date(Date.now() - DAY);
    plant('files/aa/old', bytesOf(10), new Date(Date.now() - 2 * DAY));
    plant('files/aa/fresh', bytesOf(10));
    const renewed = bytesOf(20);
    plant('files/aa/renewed', renewed, new Date(Date.now() - 2 * DAY));
    await store.put('files/aa/renewed', renewed, { sha1: sha1(renewed) });

    expect(await store.deleteUnlessStoredSince('files/aa/old', cutoff)).toBe(true);
    expect(await store.deleteUnlessStoredSince('files/aa/fresh', cutoff)).toBe(false);
    expect(await store.deleteUnlessStoredSince('files/aa/renewed', cutoff)).toBe(false);
    expect(await store.deleteUnlessStoredSince('files/aa/missing', cutoff)).toBe(false);
    expect(namesOnDisk()).toEqual(['files', 'files/aa', 'files/aa/fresh', 'files/aa/renewed']);
    expect(await read('files/aa/renewed')).toEqual(renewed);
  });
});

describe('removeAbandonedWrites', () => {
  it('removes partial files older than the cutoff, at most `limit` of them', async () => {
    const old = new Date(Date.now() - 2 * DAY);
    plant('files/aa/.x.1.partial', bytesOf(5), old);
    plant('files/bb/.y.2.partial', bytesOf(5), old);
    plant('files/cc/.z.3.partial', bytesOf(5));
    plant('files/cc/blob', bytesOf(5), old);
    const cutoff = new Date(Date.now() - DAY);
    expect(await store.removeAbandonedWrites(cutoff, 1)).toBe(1);
    expect(await store.removeAbandonedWrites(cutoff, 10)).toBe(1);
    expect(namesOnDisk().filter((name) => !['files', 'files/aa', 'files/bb', 'files/cc'].includes(name)))
      .toEqual(['files/cc/.z.3.partial', 'files/cc/blob']);
  });
});

describe('keys', () => {
  it('refuses keys that climb out of the store or name the store’s own partial files', () => {
    for (const key of ['', '/abs', 'a//b', 'a/../b', '..', 'files/ab/.x.partial', '.hidden']) expect(() => assertSafeKey(key)).toThrow(/Unsafe/);
    expect(() => assertSafeKey('images/project/a1/icon.v2.png')).not.toThrow();
  });
});

describe('move', () => {
  it('moves an upload to its content address, keeps a blob that already holds the bytes, and replaces one that does not', async () => {
    const bytes = bytesOf(5000, 3);
    await store.put('uploads/one', bytes);
    await store.move('uploads/one', 'files/ab/x', { sha1: sha1(bytes), size: bytes.length });
    expect(await read('files/ab/x')).toEqual(bytes);
    expect(await store.head('uploads/one')).toBeNull();

    const old = new Date(Date.now() - DAY);
    const kept = plant('files/ab/y', bytes, old);
    await store.put('uploads/two', bytes);
    await store.move('uploads/two', 'files/ab/y', { sha1: sha1(bytes), size: bytes.length });
    expect(statSync(kept).mtime.getTime()).toBeGreaterThan(old.getTime());
    expect(await store.head('uploads/two')).toBeNull();

    plant('files/ab/z', bytes.subarray(0, 100));
    await store.put('uploads/three', bytes);
    await store.move('uploads/three', 'files/ab/z', { sha1: sha1(bytes), size: bytes.length });
    expect(await read('files/ab/z')).toEqual(bytes);
    expect(namesOnDisk().filter((name) => name.includes('partial'))).toEqual([]);
  });
});
