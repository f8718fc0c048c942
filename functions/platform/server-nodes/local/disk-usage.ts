// The bytes a server's directory holds, for its stats: a walk bounded in entries (a huge world answers with what was
// counted so far) and remembered for a few seconds, since the panel asks every couple of seconds.
import { lstat, opendir } from 'node:fs/promises';
import { join } from 'node:path';

const MAX_ENTRIES = 200_000;

async function walk(root: string): Promise<number> {
  let bytes = 0;
  let entries = 0;
  const pending = [root];
  while (pending.length > 0 && entries < MAX_ENTRIES) {
    const directory = pending.pop()!;
    const listing = await opendir(directory).catch(() => null);
    if (!listing) continue;
    for await (const entry of listing) {
      if (++entries > MAX_ENTRIES) break;
      const path = join(directory, entry.name);
      // Links are counted as themselves, never followed: they could lead anywhere, or in a circle.
      if (entry.isDirectory()) pending.push(path);
      else bytes += await lstat(path).then((info) => info.size, () => 0);
    }
  }
  return bytes;
}

export function createDiskUsage(cacheMs = 5000, now = () => Date.now()) {
  const cache = new Map<string, { at: number; bytes: Promise<number> }>();
  return {
    of(directory: string): Promise<number> {
      const hit = cache.get(directory);
      if (hit && now() - hit.at < cacheMs) return hit.bytes;
      const bytes = walk(directory);
      cache.set(directory, { at: now(), bytes });
      return bytes;
    },
    forget(directory: string) {
      cache.delete(directory);
    },
  };
}
