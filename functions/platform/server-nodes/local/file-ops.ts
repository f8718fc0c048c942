// Browsing and rearranging a server's folder on the local node: listing, creating folders, moving, deleting and
// opening files, every path confined to the server's folder the way server-files.ts confines reads and writes.
import type { Dirent } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { NodeError, type FileEntry, type FileStream } from '../port.ts';
import { assertNoEscape, isMissing, lexicalPath } from './server-files.ts';

/** How many entries are stat'ed at once: enough to keep the disk busy, few enough not to exhaust file handles. */
const STAT_BATCH = 64;

const code = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** `assertNoEscape`, with a path running through a file refused as the person's mistake rather than a failure. */
export async function assertInside(root: string, target: string): Promise<void> {
  try {
    await assertNoEscape(root, target);
  } catch (error) {
    if (code(error) === 'ENOTDIR') throw new NodeError('Part of that path is a file, not a folder.', 'conflict');
    throw error;
  }
}

/** The folder's absolute path; `''` is the server's folder itself. */
export async function confinedFolder(root: string, directory: string): Promise<string> {
  if (directory === '' || directory === '/') return root;
  const target = lexicalPath(root, directory);
  await assertInside(root, target);
  return target;
}

/**
 * A path whose last part is acted on itself (renamed, deleted), never followed: only the folders leading to it must
 * stay inside, so a link pointing out can still be moved or deleted without anything outside being touched.
 */
async function confinedEntry(root: string, path: string): Promise<string> {
  const target = lexicalPath(root, path);
  await assertInside(root, dirname(target));
  return target;
}

function kindOf(entry: Dirent): FileEntry['kind'] {
  if (entry.isSymbolicLink()) return 'link';
  return entry.isDirectory() ? 'directory' : 'file';
}

export async function listFolder(root: string, directory: string): Promise<FileEntry[]> {
  const folder = await confinedFolder(root, directory);
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) throw new NodeError('That folder does not exist.', 'not_found');
    if (code(error) === 'ENOTDIR') throw new NodeError('That path is a file, not a folder.', 'invalid');
    throw error;
  }
  const listed: FileEntry[] = [];
  for (let start = 0; start < entries.length; start += STAT_BATCH) {
    const batch = await Promise.all(
      entries.slice(start, start + STAT_BATCH).map(async (entry): Promise<FileEntry | null> => {
        // lstat: a link is described, never followed. An entry deleted since readdir is left out.
        const info = await lstat(join(folder, entry.name)).catch(() => null);
        if (!info) return null;
        const kind = kindOf(entry);
        return { name: entry.name, kind, size: kind === 'file' ? info.size : 0, modified: Math.floor(info.mtimeMs) };
      }),
    );
    for (const entry of batch) if (entry) listed.push(entry);
  }
  return listed;
}

export async function makeFolder(root: string, path: string): Promise<void> {
  const target = lexicalPath(root, path);
  await assertInside(root, target);
  try {
    await mkdir(target, { recursive: true });
  } catch (error) {
    if (code(error) === 'EEXIST' || code(error) === 'ENOTDIR') throw new NodeError('A file already has that name.', 'conflict');
    throw error;
  }
}

export async function moveEntry(root: string, from: string, to: string): Promise<void> {
  const source = await confinedEntry(root, from);
  const target = lexicalPath(root, to);
  await assertInside(root, target);
  if (target === source || target.startsWith(`${source}${sep}`)) throw new NodeError('A folder cannot be moved into itself.', 'invalid');
  if (!(await lstat(source).catch(() => null))) throw new NodeError('That file does not exist.', 'not_found');
  if (await lstat(target).catch(() => null)) throw new NodeError('Something with that name already exists there.', 'conflict');
  try {
    await mkdir(dirname(target), { recursive: true });
    await rename(source, target);
  } catch (error) {
    if (code(error) === 'EEXIST' || code(error) === 'ENOTEMPTY') throw new NodeError('Something with that name already exists there.', 'conflict');
    if (code(error) === 'ENOTDIR') throw new NodeError('Part of the new path is a file, not a folder.', 'conflict');
    if (code(error) === 'EINVAL') throw new NodeError('A folder cannot be moved into itself.', 'invalid');
    throw error;
  }
}

/** Every path is checked before anything is deleted, so one refused path deletes nothing. */
export async function deleteEntries(root: string, paths: string[]): Promise<void> {
  const targets = await Promise.all(paths.map((path) => confinedEntry(root, path)));
  // rm does not follow links: deleting a link removes the link, whatever it points at.
  for (const target of targets) await rm(target, { recursive: true, force: true });
}

export async function openEntry(root: string, path: string): Promise<FileStream | null> {
  const target = lexicalPath(root, path);
  await assertInside(root, target);
  const handle = await open(target, 'r').catch((error: unknown) => {
    if (isMissing(error)) return null;
    if (code(error) === 'EISDIR') throw new NodeError('That path is a folder, not a file.', 'invalid');
    throw error;
  });
  if (!handle) return null;
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    throw new NodeError(info.isDirectory() ? 'That path is a folder, not a file.' : 'That file cannot be downloaded.', 'invalid');
  }
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return { body, size: info.size };
}
