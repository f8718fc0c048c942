// Test support for local backups: a folder's whole tree as comparable data, so "byte-identical" is one assertion.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every entry below `root` by relative path: `dir`, `link -> target`, or a file's sha1 and size. */
export function folderSnapshot(root: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  const walk = (directory: string) => {
    for (const name of readdirSync(directory).sort()) {
      const path = join(directory, name);
      const key = relative(root, path);
      const info = lstatSync(path);
      if (info.isSymbolicLink()) snapshot[key] = `link -> ${readlinkSync(path)}`;
      else if (info.isDirectory()) {
        snapshot[key] = 'dir';
        walk(path);
      } else snapshot[key] = `${createHash('sha1').update(readFileSync(path)).digest('hex')} ${info.size}`;
    }
  };
  walk(root);
  return snapshot;
}
