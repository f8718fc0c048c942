// Backups on the local node through the driver: the archive in the blob store holds the server's files (not its
// links, not what is ignored), a restore brings the folder back exactly, and archives Kiln did not make are refused
// without touching the server.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { Header, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local.ts';
import type { BlobStore } from '../../blobs/port.ts';
import type { BackupTarget, ServerSpec } from '../port.ts';
import { folderSnapshot } from './backup-testing.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('backups');
const outside = nodeDirectory('backups-outside');
const store = createLocalBlobStore(nodeDirectory('backups-store'));
const driver = createLocalNodeDriver({ directory });
let spec: ServerSpec;
let serverDirectory: string;

const target = (id: string, extra: Partial<BackupTarget> = {}): BackupTarget => ({ id, key: `backups/${id}.tar.gz`, store, ...extra });

async function entriesOf(key: string): Promise<string[]> {
  const blob = await store.get(key);
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = list({ onReadEntry: (entry) => void names.push(`${entry.type} ${entry.path}`) });
    parser.on('error', reject).on('close', resolve);
    Readable.fromWeb(blob!.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(parser);
  });
  return names.sort();
}

/** A `.tar.gz` of raw entries, as something other than Kiln could make it. */
function handMadeArchive(entries: { path: string; type: 'File' | 'SymbolicLink' | 'Link'; body?: string; linkpath?: string }[]): Uint8Array {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const block = Buffer.alloc(512);
    new Header({ path: entry.path, type: entry.type, size: body.length, mode: 0o644, mtime: new Date(0), linkpath: entry.linkpath }).encode(block, 0);
    blocks.push(block, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const leftoverRestores = () => readdirSync(join(directory, '.kiln-node')).filter((name) => name.startsWith('restore-'));

beforeAll(async () => {
  spec = await testSpec();
  serverDirectory = join(directory, spec.id);
  await driver.install(NODE, spec);
  await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
  writeFileSync(join(outside, 'secret.txt'), 'not yours');
});
afterAll(async () => {
  await driver.close();
  removeNodeDirectories();
});

describe('backups on the local node', () => {
  it('archives the folder into the store and restores it exactly, deleting what came after', async () => {
    mkdirSync(join(serverDirectory, 'world/region'), { recursive: true });
    mkdirSync(join(serverDirectory, 'empty-folder'));
    writeFileSync(join(serverDirectory, 'world/level.dat'), Buffer.from([0, 1, 2, 250, 251, 252]));
    writeFileSync(join(serverDirectory, 'world/region/r.0.0.mca'), Buffer.alloc(300_000, 7));
    const before = folderSnapshot(serverDirectory);

    const outcome = await driver.createBackup(NODE, spec.id, target('first'));
    expect(outcome).toEqual({ status: 'done', sizeBytes: (await store.head('backups/first.tar.gz'))!.size });
    expect(await entriesOf('backups/first.tar.gz')).toEqual(expect.arrayContaining(['File world/level.dat', 'File world/region/r.0.0.mca', 'Directory empty-folder/']));

    rmSync(join(serverDirectory, 'world/level.dat'));
    writeFileSync(join(serverDirectory, 'world/region/r.0.0.mca'), 'overwritten');
    writeFileSync(join(serverDirectory, 'added-later.txt'), 'gone after the restore');
    expect(await driver.restoreBackup(NODE, spec.id, target('first'))).toEqual({ status: 'done', sizeBytes: outcome.status === 'done' ? outcome.sizeBytes : -1 });

    expect(folderSnapshot(serverDirectory)).toEqual(before);
    expect(leftoverRestores()).toEqual([]);
    expect((await driver.recentConsole(NODE, spec.id, 5)).map((line) => line.text)).toContain('[Kiln] The server’s files were restored from a backup.');
  });

  it('leaves out ignored paths and symbolic links, and archives hard-linked files as files', async () => {
    mkdirSync(join(serverDirectory, 'cache'), { recursive: true });
    writeFileSync(join(serverDirectory, 'cache/big.bin'), 'skip me');
    writeFileSync(join(serverDirectory, 'cache/keep.txt'), 'keep me');
    writeFileSync(join(serverDirectory, 'original.txt'), 'shared bytes');
    linkSync(join(serverDirectory, 'original.txt'), join(serverDirectory, 'second-name.txt'));
    symlinkSync(join(outside, 'secret.txt'), join(serverDirectory, 'leak.txt'));
    symlinkSync(outside, join(serverDirectory, 'elsewhere'));

    await driver.createBackup(NODE, spec.id, target('ignoring', { ignore: ['cache/big.bin', 'logs', './empty-folder/'] }));
    const entries = await entriesOf('backups/ignoring.tar.gz');
    expect(entries).toEqual(expect.arrayContaining(['File cache/keep.txt', 'File original.txt', 'File second-name.txt']));
    expect(entries.filter((entry) => /big\.bin|logs|empty-folder|leak|elsewhere/.test(entry) || !/^(File|Directory) /.test(entry))).toEqual([]);

    await driver.restoreBackup(NODE, spec.id, target('ignoring'));
    expect(readFileSync(join(serverDirectory, 'second-name.txt'), 'utf8')).toBe('shared bytes');
    expect(existsSync(join(serverDirectory, 'leak.txt'))).toBe(false);
    expect(existsSync(join(serverDirectory, 'cache/big.bin'))).toBe(false);
  });

  it('refuses archives with paths leaving the folder or with links, leaving the server as it was', async () => {
    const before = folderSnapshot(serverDirectory);
    const hostile = [
      [{ path: 'fine.txt', type: 'File', body: 'ok' }, { path: '../escaped.txt', type: 'File', body: 'out' }],
      [{ path: '/tmp/absolute.txt', type: 'File', body: 'out' }],
      [{ path: 'leak.txt', type: 'SymbolicLink', linkpath: join(outside, 'secret.txt') }],
      [{ path: 'fine.txt', type: 'File', body: 'ok' }, { path: 'hard.txt', type: 'Link', linkpath: 'fine.txt' }],
    ] as const;
    for (const [index, entries] of hostile.entries()) {
      await store.put(`backups/hostile-${index}.tar.gz`, handMadeArchive([...entries]));
      await expect(driver.restoreBackup(NODE, spec.id, target(`hostile-${index}`))).rejects.toMatchObject({ reason: 'invalid' });
      expect(folderSnapshot(serverDirectory)).toEqual(before);
      expect(leftoverRestores()).toEqual([]);
    }
    expect(existsSync(join(directory, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(directory, '.kiln-node/escaped.txt'))).toBe(false);
    expect(existsSync('/tmp/absolute.txt')).toBe(false);
  });

  it('refuses a missing archive, deletes archives, and leaves downloads to Kiln', async () => {
    await expect(driver.restoreBackup(NODE, spec.id, target('never-made'))).rejects.toMatchObject({ reason: 'not_found' });
    await driver.createBackup(NODE, spec.id, target('doomed'));
    await driver.deleteBackup(NODE, spec.id, target('doomed'));
    expect(await store.head('backups/doomed.tar.gz')).toBeNull();
    expect(await driver.backupDownloadUrl(NODE, spec.id, target('first'), 60_000)).toBeNull();
  });

  it('keeps the server from starting while a restore runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const archive = (await store.get('backups/first.tar.gz'))!;
    const slowStore: BlobStore = {
      ...store,
      get: async () => ({
        size: archive.size,
        body: archive.body.pipeThrough(new TransformStream({ transform: async (chunk, controller) => {
          await held;
          controller.enqueue(chunk);
        } })),
      }),
    };
    const restoring = driver.restoreBackup(NODE, spec.id, target('first', { store: slowStore }));
    await waitFor(() => leftoverRestores().length, (count) => count === 1);
    await expect(driver.power(NODE, spec.id, 'start')).rejects.toMatchObject({ reason: 'conflict', message: 'A backup is being restored to this server.' });
    await expect(driver.restoreBackup(NODE, spec.id, target('first'))).rejects.toMatchObject({ reason: 'conflict' });
    release();
    await restoring;
    expect(leftoverRestores()).toEqual([]);
  });

  it('refuses to restore over a running server', { timeout: 30_000 }, async () => {
    await driver.power(NODE, spec.id, 'start');
    await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'running');
    await expect(driver.restoreBackup(NODE, spec.id, target('first'))).rejects.toMatchObject({ reason: 'conflict', message: 'Stop the server before restoring a backup.' });
    await driver.power(NODE, spec.id, 'stop');
  });
});
