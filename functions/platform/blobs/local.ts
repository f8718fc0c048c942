// BlobStore adapter over a local directory (the embedded default): a write lands whole or not at all, even when the
// process dies mid-write, and an existing blob is trusted only when its bytes are the ones being stored.
import { createReadStream } from 'node:fs';
import { link, mkdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { isMissing, partialFiles, partialPathOf, sha1OfFile, syncDirectory, walkBlobs, writeAtomically } from './local-files.ts';
import { assertSafeKey, type BlobEntry, type BlobRange, type BlobStore } from './port.ts';

/** Renews the blob at `path` when it holds exactly these bytes; false when it does not (or vanished meanwhile). */
async function renewIfHolding(path: string, sha1: string, size: number | undefined): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || (size !== undefined && info.size !== size)) return false;
  if ((await sha1OfFile(path)) !== sha1) return false;
  const now = new Date();
  return utimes(path, now, now).then(() => true, (error: unknown) => {
    if (isMissing(error)) return false;
    throw error;
  });
}

export function createLocalBlobStore(directory: string): BlobStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes, options = {}) {
      const path = pathOf(key);
      const size = bytes instanceof Uint8Array ? bytes.byteLength : options.size;
      if (options.sha1 !== undefined && (await renewIfHolding(path, options.sha1, size))) {
        if (!(bytes instanceof Uint8Array)) await bytes.cancel();
        return;
      }
      await writeAtomically(path, bytes, { sha1: options.sha1, size: options.size });
    },
    async move(from, to, { sha1, size }) {
      const [source, target] = [pathOf(from), pathOf(to)];
      if (await renewIfHolding(target, sha1, size)) {
        await rm(source, { force: true });
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
      await syncDirectory(dirname(target));
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
    async list({ after, limit }) {
      if (after !== undefined) assertSafeKey(after);
      const entries: BlobEntry[] = [];
      for await (const entry of walkBlobs(root, [], after?.split('/') ?? null)) {
        if (entries.length >= limit) break;
        entries.push(entry);
      }
      return entries;
    },
    async deleteUnlessStoredSince(key, since) {
      const path = pathOf(key);
      // Moved aside first: a put that renews the blob from now on finds it gone and writes it again.
      const aside = partialPathOf(path);
      try {
        await rename(path, aside);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      if ((await stat(aside)).mtime >= since) {
        await link(aside, path).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
        await rm(aside, { force: true });
        return false;
      }
      await rm(aside, { force: true });
      await syncDirectory(dirname(path));
      return true;
    },
    async removeAbandonedWrites(before, limit) {
      let removed = 0;
      for await (const path of partialFiles(root)) {
        if (removed >= limit) break;
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
