// BlobStore adapter over a local directory (the embedded default).
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey, type BlobRange, type BlobStore } from './port.ts';

export function createLocalBlobStore(directory: string): BlobStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key, range?: BlobRange) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const options = range ? { start: range.offset, end: range.offset + range.length - 1 } : {};
      const stream = Readable.toWeb(createReadStream(path, options)) as ReadableStream<Uint8Array>;
      return { body: stream, size: range ? range.length : info.size };
    },
    async head(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
