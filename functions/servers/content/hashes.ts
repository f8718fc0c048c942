// The sha1 of each content file, read by streaming it from the node. Remembered per process by path, size and
// modification time, so refreshing the Content page re-hashes only what changed.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FileEntry } from '#platform/server-nodes/port.ts';
import type { FileScope } from '../files/scope.ts';

const remembered = new LRUCache<string, string>({ max: 20_000 });
/** Files hashed at once: enough to overlap the node's latency without flooding it. */
const PARALLEL = 4;

async function sha1Of(scope: FileScope, path: string): Promise<string | null> {
  const file = await scope.driver.openFile(scope.node, scope.row.id, path);
  if (!file) return null;
  const hash = createHash('sha1');
  for await (const chunk of file.body) hash.update(chunk);
  return hash.digest('hex');
}

/** Each file's sha1 by its path; a file gone between listing and hashing is left out. */
export async function hashFiles(scope: FileScope, files: { path: string; entry: FileEntry }[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const queue = files.slice();
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const key = `${scope.row.id}/${next.path}:${next.entry.size}:${next.entry.modified}`;
      const hash = remembered.get(key) ?? (await sha1Of(scope, next.path));
      if (!hash) continue;
      remembered.set(key, hash);
      hashes.set(next.path, hash);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return hashes;
}
