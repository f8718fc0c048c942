// File-system steps of the local blob store: durable atomic writes, hashing, and walking the directory in key order.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BlobEntry } from './port.ts';

/** A write in progress is named `.<name>.<random>.partial` beside its blob: no key names it, so no reader finds it. */
const PARTIAL_NAME = /^\..+\.partial$/;

export const partialPathOf = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.partial`);

export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The sha1 (hex) of a stored file, or null when it is gone. */
export async function sha1OfFile(path: string): Promise<string | null> {
  const hash = createHash('sha1');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  return hash.digest('hex');
}

async function* chunksOf(bytes: Uint8Array | ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (bytes instanceof Uint8Array) yield bytes;
  else yield* bytes;
}

/**
 * Writes the bytes under a partial name in the blob's directory, flushes them to disk, checks them against what the
 * caller announced, and only then renames them into place, so `path` holds the old bytes or all of the new ones.
 * The directories that gained a name are flushed too, so the rename survives a power cut. On any failure the
 * partial file is removed; a crash leaves it for `removeAbandonedWrites`.
 */
export async function writeAtomically(path: string, bytes: Uint8Array | ReadableStream<Uint8Array>, expected: { sha1?: string; size?: number }): Promise<void> {
  const directory = dirname(path);
  const created = await mkdir(directory, { recursive: true });
  const partial = partialPathOf(path);
  const hash = createHash('sha1');
  let size = 0;
  async function* hashed() {
    for await (const chunk of chunksOf(bytes)) {
      hash.update(chunk);
      size += chunk.byteLength;
      yield chunk;
    }
  }
  try {
    const handle = await open(partial, 'wx');
    try {
      await handle.writeFile(hashed());
      await handle.sync();
    } finally {
      await handle.close();
    }
    const sha1 = hash.digest('hex');
    if ((expected.sha1 !== undefined && sha1 !== expected.sha1) || (expected.size !== undefined && size !== expected.size)) {
      throw new Error(`Refused to store ${basename(path)}: got ${size} bytes with sha1 ${sha1}, not the bytes announced`);
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const top = created ? dirname(created) : directory;
  for (let dir = directory; ; dir = dirname(dir)) {
    await syncDirectory(dir);
    if (dir === top) break;
  }
}

/** Blobs under `directory` in key order; `bound` is the rest of the `after` key while the walk is still on its path. */
export async function* walkBlobs(directory: string, prefix: string[], bound: string[] | null): AsyncGenerator<BlobEntry> {
  const entries = (await readdir(directory, { withFileTypes: true }).catch(() => []))
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const [first, ...rest] = bound ?? [];
  for (const entry of entries) {
    if (first !== undefined && entry.name < first) continue;
    const onPath = entry.name === first;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* walkBlobs(path, [...prefix, entry.name], onPath ? rest : null);
    } else if (entry.isFile() && !onPath) {
      const info = await stat(path).catch(() => null);
      if (info) yield { key: [...prefix, entry.name].join('/'), size: info.size, modified: info.mtime };
    }
  }
}

/** Paths of the partial files anywhere under `root`. */
export async function* partialFiles(root: string): AsyncGenerator<string> {
  const directory = await opendir(root, { recursive: true }).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!directory) return;
  for await (const entry of directory) {
    if (entry.isFile() && PARTIAL_NAME.test(entry.name)) yield join(entry.parentPath, entry.name);
  }
}
