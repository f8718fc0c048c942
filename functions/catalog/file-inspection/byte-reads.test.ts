// Reading a stored upload range by range gives what reading it in memory gives: the same directory, the same entries,
// the same refusals; gathered headers that straddle the store's chunks (or each other) come out whole.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { blobSource, readFromSource, readInMemory, type ByteReads } from '#lib/zip/byte-reads.ts';
import { craftZip, deflated } from './crafted-zips.ts';
import { packArchive } from './archive.ts';

const blobs = createLocalBlobStore(mkdtempSync(join(tmpdir(), 'kiln-byte-reads-')));
const WANTED = new Map([['fabric.mod.json', 1024 * 1024]]);
const pack = (size: number) => packArchive(size, WANTED, 'a.jar');

async function stored(bytes: Uint8Array) {
  const key = `uploads/${crypto.randomUUID()}`;
  await blobs.put(key, bytes);
  return blobSource(blobs, key, bytes.length);
}

/** What reading the bytes in memory gives, or the refusal it throws. */
function inMemory<T>(reads: (size: number) => ByteReads<T>, bytes: Uint8Array): T | string {
  try {
    return readInMemory(reads, bytes);
  } catch (error) {
    return (error as Error).message;
  }
}

let big: Uint8Array;
beforeAll(() => {
  // Thousands of entries, spread over several MiB: local headers fall on every side of the store's 64 KiB chunks.
  const files: Record<string, Uint8Array> = { 'fabric.mod.json': strToU8('{"schemaVersion":1,"id":"a","version":"1"}') };
  for (let i = 0; i < 3000; i++) files[`assets/a/${i}.bin`] = new Uint8Array(997 + (i % 13)).fill(i % 251);
  big = zipSync(files, { level: 0 });
});

describe('readFromSource over a stored blob', () => {
  it('reads the same directory and wanted entries as reading in memory', async () => {
    const fromBlob = await readFromSource(pack, await stored(big));
    expect(fromBlob).toEqual(readInMemory(pack, big));
    expect(fromBlob.count).toBe(3001);
    expect(new TextDecoder().decode(fromBlob.entries[0]!.data)).toContain('"id":"a"');
  });

  it('refuses what reading in memory refuses, with the same words', async () => {
    const shared = craftZip([deflated('fabric.mod.json', '{}'), { ...deflated('quilt.mod.json', '{}'), sharesWith: 0 }]);
    const outside = craftZip([{ ...deflated('fabric.mod.json', '{}'), offsetShift: 1 << 20 }]);
    for (const bytes of [shared, outside, strToU8('not a zip at all')]) {
      const refusal = await readFromSource(pack, await stored(bytes)).then(() => 'read', (error: Error) => error.message);
      expect(refusal).toBe(inMemory(pack, bytes));
      expect(refusal).toMatch(/is not a valid zip archive/);
    }
  });

  it('gathers ranges that straddle chunks and overlap each other', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 256);
    const source = await stored(bytes);
    const offsets = [0, 10, 65_530, 65_536, 131_070, 299_970];
    const gathered = await source.read({ offsets, length: 30 });
    expect([...gathered]).toEqual(offsets.flatMap((offset) => [...bytes.subarray(offset, offset + 30)]));
  });
});
