// kill -9 during a backup or a restore on the local node: a killed backup leaves no archive (only a leftover the store
// cleans up), and after a killed restore the next start of the node leaves the server's folder exactly as it was or
// exactly as the backup, with nothing of the restore left.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local.ts';
import type { ServerSpec } from '../port.ts';
import { folderSnapshot } from './backup-testing.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'backup-crash-child.ts');
const directory = nodeDirectory('backup-crash');
const storeDirectory = nodeDirectory('backup-crash-store');
const store = createLocalBlobStore(storeDirectory);
let spec: ServerSpec;
let serverDirectory: string;
/** The folder when the backup `backups/before.tar.gz` was taken, and as it is now (changed since). */
let atBackup: Record<string, string>;
let current: Record<string, string>;

/** Several megabytes that do not compress, so the archive is many chunks long. */
function plantWorld(version: string) {
  mkdirSync(join(serverDirectory, 'world/region'), { recursive: true });
  for (let index = 0; index < 4; index++) writeFileSync(join(serverDirectory, `world/region/r.${index}.0.mca`), randomBytes(1024 * 1024));
  writeFileSync(join(serverDirectory, 'world/level.dat'), `level ${version}`);
  writeFileSync(join(serverDirectory, `only-in-${version}.txt`), version);
}

/** Runs the child on the operation, waits until `midway` holds, kills it with SIGKILL and waits for it to be gone. */
async function killMidway(mode: 'backup' | 'restore', key: string, midway: () => boolean): Promise<void> {
  const child = spawn(process.execPath, ['--no-warnings', CHILD, mode, directory, storeDirectory, spec.id, key], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  await waitFor(() => [...lines], (seen) => seen.includes('begun') || seen.includes('finished'));
  await waitFor(midway, Boolean);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  expect(lines).toEqual(['begun']);
}

const partialFiles = () => readdirSync(storeDirectory, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.partial'));
const restoreFolders = () => readdirSync(join(directory, '.kiln-node')).filter((name) => name.startsWith('restore-'));

beforeAll(async () => {
  const driver = createLocalNodeDriver({ directory });
  spec = await testSpec();
  serverDirectory = join(directory, spec.id);
  await driver.install(NODE, spec);
  await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
  plantWorld('backup');
  await driver.createBackup(NODE, spec.id, { id: 'before', key: 'backups/before.tar.gz', store });
  atBackup = folderSnapshot(serverDirectory);
  plantWorld('current');
  current = folderSnapshot(serverDirectory);
  // The children are the node now; this process's driver is built again below, as a restarted Kiln would.
  await driver.close();
});
afterAll(removeNodeDirectories);

describe('kill -9 during backups on the local node', () => {
  it('leaves no archive when killed mid-backup, and the leftover write is cleaned up', { timeout: 30_000 }, async () => {
    await killMidway('backup', 'backups/killed.tar.gz', () => partialFiles().some((name) => statSync(join(storeDirectory, name)).size > 0));
    expect(await store.head('backups/killed.tar.gz')).toBeNull();
    expect((await store.list({ limit: 10 })).map((entry) => entry.key)).toEqual(['backups/before.tar.gz']);
    expect(await store.removeAbandonedWrites(new Date(Date.now() + 1000), 10)).toBe(1);
    expect(partialFiles()).toEqual([]);
    expect(folderSnapshot(serverDirectory)).toEqual(current);
  });

  it('leaves the folder as it was when killed mid-restore, once the node starts again', { timeout: 30_000 }, async () => {
    const staging = join(directory, '.kiln-node', `restore-${spec.id}`, 'staging');
    await killMidway('restore', 'backups/before.tar.gz', () => existsSync(staging) && readdirSync(staging, { recursive: true }).length > 0);
    expect(restoreFolders()).toEqual([`restore-${spec.id}`]);

    const restarted = createLocalNodeDriver({ directory });
    try {
      expect(folderSnapshot(serverDirectory)).toEqual(current);
      expect(restoreFolders()).toEqual([]);
      // The same restore, uninterrupted, gives exactly the backup.
      await restarted.restoreBackup(NODE, spec.id, { id: 'before', key: 'backups/before.tar.gz', store });
      expect(folderSnapshot(serverDirectory)).toEqual(atBackup);
    } finally {
      await restarted.close();
    }
  });
});
