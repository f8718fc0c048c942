// Restoring a backup over a server's folder so that a crash at any moment leaves the folder either as it was or fully
// restored: the backup is unpacked beside it, marked complete, then swapped in by renames; recovery finishes or undoes
// a restore a crash interrupted.
//
// Everything of one restore lives in `<root>/.kiln-node/restore-<id>/` (the node's own folder: on the same file
// system as the server's, so the swap is made of renames, and out of the owner's reach):
//   staging/   the backup being unpacked
//   complete   written and flushed once staging/ holds the whole backup
//   previous/  the server's folder `<root>/<id>`, moved aside by the swap
// Steps: (1) unpack into staging/; (2) write `complete`; (3) rename <root>/<id> to previous/ (skipped when the server
// has no folder); (4) rename staging/ to <root>/<id>; (5) delete the restore folder.
// What recovery finds after a crash, and what it does:
//   no restore folder                               nothing was under way
//   no `complete`                                   crashed in (1)–(2), or late in (5) once (4) was done: staging/ is
//                                                   deleted; should the server's folder be missing, previous/ is put
//                                                   back (cannot happen by the steps, but keeps the world if it does)
//   `complete`, staging/ there, server folder there  crashed before (3): do (3)–(5)
//   `complete`, staging/ there, server folder gone   crashed between (3) and (4): do (4)–(5)
//   `complete`, staging/ gone                        crashed in (5): finish (5)
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, opendir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Layout } from './layout.ts';

const PREFIX = 'restore-';
const RESTORE_FOLDER = /^restore-[A-Za-z0-9]{1,64}$/;

interface RestorePaths {
  server: string;
  folder: string;
  staging: string;
  complete: string;
  previous: string;
}

function pathsOf(layout: Layout, id: string): RestorePaths {
  const server = layout.serverDirectory(id);
  const folder = join(layout.nodeFolder, `${PREFIX}${id}`);
  return { server, folder, staging: join(folder, 'staging'), complete: join(folder, 'complete'), previous: join(folder, 'previous') };
}

/** A rename or a new file is durable only once its directory is flushed. */
function flushDirectory(path: string) {
  const handle = openSync(path, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/** The marker must not reach the disk before the files it vouches for, or a power cut could swap in empty files. */
async function flushTree(root: string) {
  for await (const entry of await opendir(root, { recursive: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const handle = await open(join(entry.parentPath, entry.name), 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  flushDirectory(root);
}

function markComplete(paths: RestorePaths) {
  const handle = openSync(paths.complete, 'wx');
  try {
    writeSync(handle, 'complete\n');
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  flushDirectory(paths.folder);
}

/** Steps (3) and (4), from wherever a crash stopped them; synchronous, so nothing in this process runs in between. */
function swapIn(paths: RestorePaths) {
  if (existsSync(paths.staging)) {
    if (existsSync(paths.server) && !existsSync(paths.previous)) renameSync(paths.server, paths.previous);
    renameSync(paths.staging, paths.server);
    flushDirectory(paths.folder);
    flushDirectory(dirname(paths.server));
  }
}

/**
 * Replaces the server's folder by what `unpack` writes into the (empty) folder it is given. On failure the server's
 * folder is untouched and nothing of the attempt is left.
 */
export async function restoreFolder(layout: Layout, id: string, unpack: (target: string) => Promise<void>): Promise<void> {
  const paths = pathsOf(layout, id);
  // A failed attempt cleaned up after itself and a crashed one was recovered when the driver was built: anything
  // here now is a leftover nothing else owns.
  await rm(paths.folder, { recursive: true, force: true });
  await mkdir(paths.staging, { recursive: true });
  try {
    await unpack(paths.staging);
    await flushTree(paths.staging);
    markComplete(paths);
  } catch (error) {
    await rm(paths.folder, { recursive: true, force: true });
    throw error;
  }
  swapIn(paths);
  await rm(paths.folder, { recursive: true, force: true });
}

/** Finishes or undoes every restore a crash interrupted (see the states above); run before any server starts. */
export function recoverRestores(layout: Layout): void {
  const names = existsSync(layout.nodeFolder) ? readdirSync(layout.nodeFolder).filter((name) => RESTORE_FOLDER.test(name)) : [];
  for (const name of names) {
    const paths = pathsOf(layout, name.slice(PREFIX.length));
    if (existsSync(paths.complete)) swapIn(paths);
    else {
      rmSync(paths.staging, { recursive: true, force: true });
      if (!existsSync(paths.server) && existsSync(paths.previous)) {
        mkdirSync(dirname(paths.server), { recursive: true });
        renameSync(paths.previous, paths.server);
      }
    }
    rmSync(paths.folder, { recursive: true, force: true });
  }
}
