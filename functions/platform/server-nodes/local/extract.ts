// Extracting a `.zip` or `.tar.gz` of a server on the local node, all or nothing: the headers are checked first
// (nothing is written for a refused archive), the entries are streamed into a staging folder inside the server's
// folder while their real inflated bytes are counted against the limit, and only a complete unpacking is moved into
// place; whatever fails leaves the server's files as they were.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { archiveFormat, checkArchive, readArchive, tooLarge, type ArchiveFormat } from '../archive-entries.ts';
import { NodeError, type ArchiveLimits } from '../port.ts';
import { byteBudget } from '../upload-limit.ts';
import { assertInside, confinedFolder } from './file-ops.ts';
import { lexicalPath } from './server-files.ts';

/**
 * Staging folders start with this, inside the server's folder so that moving out of them is a rename; the pid of the
 * process extracting follows, so that one left by a process that died mid-extraction can be told apart and removed.
 */
const STAGING_PREFIX = '.kiln-extract-';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes staging folders of extractions whose process is gone (killed while extracting). */
async function sweepStaging(root: string): Promise<void> {
  for (const name of await readdir(root)) {
    const pid = Number(/^\.kiln-extract-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) await rm(join(root, name), { recursive: true, force: true });
  }
}

export async function extractInto(root: string, path: string, into: string, limits: ArchiveLimits): Promise<{ entries: number; bytes: number }> {
  const archive = lexicalPath(root, path);
  await assertInside(root, archive);
  const destination = await confinedFolder(root, into);
  const format = archiveFormat(path);
  const info = await stat(archive).catch(() => null);
  if (!info) throw new NodeError('That archive does not exist.', 'not_found');
  if (!info.isFile()) throw new NodeError('That path is a folder, not an archive.', 'invalid');
  const totals = await checkArchive(archive, format, limits);

  await sweepStaging(root);
  const staging = join(root, `${STAGING_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  const existed = await lstat(destination).then(() => true, () => false);
  try {
    await unpack(archive, format, staging, limits);
    await mkdir(destination, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' || error.code === 'ENOTDIR' ? new NodeError('A file already has the name of the folder to extract into.', 'conflict') : error;
    });
    const moves: [string, string][] = [];
    await planMoves(staging, destination, destination, moves);
    for (const [from, to] of moves) await rename(from, to);
    return totals;
  } catch (error) {
    // Only a folder this extraction made, and only while it is still empty.
    if (!existed) await rmdir(destination).catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function unpack(archive: string, format: ArchiveFormat, staging: string, limits: ArchiveLimits): Promise<void> {
  // Counted as inflated, whatever the headers said: a lying size stops here at the limit.
  const inflated = byteBudget(limits.maxInflatedBytes, () => tooLarge(limits.maxInflatedBytes));
  await readArchive(archive, format, true, limits.maxEntries, async (entry, open) => {
    // No links are ever written into staging, so joining the checked relative path cannot leave it.
    const target = join(staging, ...entry.path.split('/'));
    if (entry.kind === 'directory' || !open) return void (await mkdir(target, { recursive: true }));
    await mkdir(dirname(target), { recursive: true });
    await pipeline(await open(), inflated.counter(), createWriteStream(target, { flags: 'wx' }));
  });
}

/**
 * Lists the renames that put the staged tree into `to`: new names move whole, files replace files, folders merge.
 * Read-only, so a clash found here leaves the destination untouched.
 */
async function planMoves(from: string, to: string, destination: string, moves: [string, string][]): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    const shown = relative(destination, target);
    const existing = await lstat(target).catch(() => null);
    if (!existing) moves.push([source, target]);
    else if (existing.isSymbolicLink()) throw new NodeError(`“${shown}” is a link in the server's folder: the archive may not write through it.`, 'invalid');
    else if (entry.isDirectory() && existing.isDirectory()) await planMoves(source, target, destination, moves);
    else if (entry.isFile() && existing.isFile()) moves.push([source, target]);
    else throw new NodeError(`“${shown}” already exists as a ${existing.isDirectory() ? 'folder' : 'file'}.`, 'conflict');
  }
}
