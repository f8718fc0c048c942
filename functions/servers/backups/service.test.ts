// The backup service against a node that keeps files in memory: the state machine from queued to ready or failed,
// one create or restore at a time, rolling with locked backups kept, the limit, reinstall's backup, boot recovery,
// automatic backups on the runtime's clock, and download links that expire and cannot be forged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { ApiError } from '#contracts/errors.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { reinstallServer } from '../options/service.ts';
import { createBackup, deleteBackup, listBackups, restoreBackup, updateBackupInfo } from './service.ts';
import { recoverBackups, runBackupJobs } from './jobs.ts';
import { setAutoBackups } from './auto.ts';
import { openBackupArchive, prepareBackupDownload } from './download.ts';
import { memoryNode, ownedServer, type MemoryNode } from './testing.ts';

let database: TestDatabase;
let runtime: Runtime;
let node: MemoryNode;
let now = Date.parse('2026-11-01T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kiln-data-')), BLOB_DIR: mkdtempSync(join(tmpdir(), 'kiln-blobs-')), DATABASE_URL: database.url, SERVER_BACKUP_LIMIT: '3',
  });
  runtime = assembleRuntime(config, database.db);
  runtime.clock = { now: () => new Date(now) };
});
afterAll(() => database.dispose());
beforeEach(() => {
  node = memoryNode();
  runtime.nodes.driver = async () => node.driver;
  now += HOUR;
});

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ApiError ? { code: error.code, description: error.message } : error));
const stateOf = async (serverId: string, viewer: Viewer) => (await listBackups(runtime, viewer, serverId)).backups.map((backup) => `${backup.name}:${backup.state}`);

describe('creating and restoring', () => {
  it('queues a backup, runs it in the job, and restores it over files changed since', async () => {
    const { id, owner } = await ownedServer(database.db);
    node.files.set(id, { 'world/level.dat': 'v1' });
    const queued = await createBackup(runtime, owner, id, 'Before the update');
    expect(queued).toMatchObject({ name: 'Before the update', state: 'queued', automated: false, locked: false, completed: null, size_bytes: null });
    expect((await listBackups(runtime, owner, id)).busy).toBe(true);

    await runBackupJobs(runtime);
    const [ready] = (await listBackups(runtime, owner, id)).backups;
    expect(ready).toMatchObject({ id: queued.id, state: 'ready', size_bytes: 24, completed: new Date(now).toISOString() });

    node.files.set(id, {});
    node.states.set(id, 'running');
    expect((await restoreBackup(runtime, owner, id, queued.id)).state).toBe('restoring');
    await runBackupJobs(runtime);
    expect(node.files.get(id)).toEqual({ 'world/level.dat': 'v1' });
    // Stopped for the restore, and started again as it was running before.
    expect(node.powered).toEqual([`${id}:stop`, `${id}:start`]);
    expect(await stateOf(id, owner)).toEqual(['Before the update:ready']);
  });

  it('names an unnamed backup after the time, newest first', async () => {
    const { id, owner } = await ownedServer(database.db);
    await createBackup(runtime, owner, id);
    await runBackupJobs(runtime);
    now += 60_000;
    await createBackup(runtime, owner, id);
    const names = (await listBackups(runtime, owner, id)).backups.map((backup) => backup.name);
    expect(names).toEqual([`Backup ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')} UTC`, `Backup ${new Date(now - 60_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`]);
  });

  it('shows a failed create as failed, keeps no partial archive and does not count it', async () => {
    const { id, owner } = await ownedServer(database.db);
    node.fail.create = true;
    const backup = await createBackup(runtime, owner, id, 'Doomed');
    await runBackupJobs(runtime);
    expect(await stateOf(id, owner)).toEqual(['Doomed:create_failed']);
    const [row] = await database.db.select().from(t.serverBackups).where(eq(t.serverBackups.id, backup.id));
    expect(row!.errorDetail).toBe('The disk is full');
    expect(await runtime.blobs.head(row!.blobKey)).toBeNull();
    node.fail.create = false;
    for (const name of ['One', 'Two', 'Three']) {
      await createBackup(runtime, owner, id, name);
      await runBackupJobs(runtime);
    }
    expect(await stateOf(id, owner)).toHaveLength(4);
  });

  it('leaves the files as they were when a restore fails, and starts the server again', async () => {
    const { id, owner } = await ownedServer(database.db);
    node.files.set(id, { a: '1' });
    const backup = await createBackup(runtime, owner, id, 'Good');
    await runBackupJobs(runtime);
    node.files.set(id, { a: '2' });
    node.states.set(id, 'running');
    node.fail.restore = true;
    await restoreBackup(runtime, owner, id, backup.id);
    await runBackupJobs(runtime);
    expect(await stateOf(id, owner)).toEqual(['Good:restore_failed']);
    expect(node.files.get(id)).toEqual({ a: '2' });
    expect(node.states.get(id)).toBe('running');
    node.fail.restore = false;
    await restoreBackup(runtime, owner, id, backup.id);
    await runBackupJobs(runtime);
    expect(node.files.get(id)).toEqual({ a: '1' });
  });

  it('stops a running server for a backup when its owner turned backups while running off', async () => {
    const { id, owner } = await ownedServer(database.db, { preferences: JSON.stringify({ backup_while_running: false }) });
    node.states.set(id, 'running');
    await createBackup(runtime, owner, id, 'Quiet');
    await runBackupJobs(runtime);
    expect(node.powered).toEqual([`${id}:stop`, `${id}:start`]);
  });
});

describe('one thing at a time', () => {
  it('refuses every other backup action and a reinstall while a backup is queued', async () => {
    const { id, owner } = await ownedServer(database.db);
    const first = await createBackup(runtime, owner, id, 'First');
    await runBackupJobs(runtime);
    await createBackup(runtime, owner, id, 'Second');
    const busy = { code: 'conflict', description: 'A backup is being created or restored on this server: wait for it to finish.' };
    expect(await refusal(createBackup(runtime, owner, id, 'Third'))).toEqual(busy);
    expect(await refusal(restoreBackup(runtime, owner, id, first.id))).toEqual(busy);
    expect(await refusal(deleteBackup(runtime, owner, id, first.id))).toEqual(busy);
    expect(await refusal(updateBackupInfo(runtime, owner, id, first.id, { locked: true }))).toEqual(busy);
    expect(await refusal(prepareBackupDownload(runtime, owner, id, first.id))).toEqual(busy);
    expect(await refusal(reinstallServer(runtime, owner, id, 'vanilla', '1.20.1'))).toEqual(busy);
    await runBackupJobs(runtime);
    expect(await refusal(updateBackupInfo(runtime, owner, id, first.id, { locked: true }))).toBeNull();
  });

  it('keeps a locked backup until it is unlocked, and deletes the archive with it', async () => {
    const { id, owner } = await ownedServer(database.db);
    const backup = await createBackup(runtime, owner, id, 'Keep');
    await runBackupJobs(runtime);
    expect(await updateBackupInfo(runtime, owner, id, backup.id, { locked: true, name: 'Keep forever' })).toMatchObject({ locked: true, name: 'Keep forever' });
    expect(await refusal(deleteBackup(runtime, owner, id, backup.id))).toEqual({ code: 'conflict', description: 'This backup is locked: unlock it before deleting it.' });
    await updateBackupInfo(runtime, owner, id, backup.id, { locked: false });
    const [row] = await database.db.select().from(t.serverBackups).where(eq(t.serverBackups.id, backup.id));
    await deleteBackup(runtime, owner, id, backup.id);
    expect(await stateOf(id, owner)).toEqual([]);
    expect(await runtime.blobs.head(row!.blobKey)).toBeNull();
    expect(await refusal(deleteBackup(runtime, owner, id, backup.id))).toMatchObject({ code: 'not_found' });
  });
});

describe('the limit', () => {
  it('rolls automatic backups past the limit, oldest first, never a locked one', async () => {
    const { id, owner } = await ownedServer(database.db);
    await setAutoBackups(runtime, owner, id, 1);
    const names: string[] = [];
    for (let round = 0; round < 5; round++) {
      now += HOUR;
      names.push(`Automatic backup ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
      expect((await runBackupJobs(runtime)).queued).toBe(1);
      if (round === 0) {
        const [oldest] = (await listBackups(runtime, owner, id)).backups;
        await updateBackupInfo(runtime, owner, id, oldest!.id, { locked: true });
      }
    }
    const list = await listBackups(runtime, owner, id);
    expect(list.backups.map((backup) => backup.name)).toEqual([names[4], names[3], names[0]]);
    expect(list.backups.every((backup) => backup.automated)).toBe(true);
    expect(list.backups[2]!.locked).toBe(true);
    expect(list.auto).toEqual({ interval_hours: 1, next: new Date(now + HOUR).toISOString() });
    expect(await setAutoBackups(runtime, owner, id, null)).toEqual({ interval_hours: null, next: null });
  });

  it('refuses a manual backup at the limit with nothing to roll, and skips an automatic one', async () => {
    const { id, owner } = await ownedServer(database.db);
    for (const name of ['One', 'Two', 'Three']) {
      await createBackup(runtime, owner, id, name);
      await runBackupJobs(runtime);
    }
    expect(await refusal(createBackup(runtime, owner, id, 'Four'))).toEqual({
      code: 'limit_reached', description: 'This server has reached its limit of 3 backups and none can make room: delete a backup, or unlock an automatic one.',
    });
    await setAutoBackups(runtime, owner, id, 3);
    now += 3 * HOUR;
    expect((await runBackupJobs(runtime)).queued).toBe(0);
    expect(await stateOf(id, owner)).toEqual(['Three:ready', 'Two:ready', 'One:ready']);
    expect((await listBackups(runtime, owner, id)).auto.next).toBe(new Date(now + 3 * HOUR).toISOString());
    await setAutoBackups(runtime, owner, id, null);
  });

  it('rolls as many automatic backups as a lowered limit needs', async () => {
    const { id, owner } = await ownedServer(database.db);
    await setAutoBackups(runtime, owner, id, 1);
    for (let round = 0; round < 3; round++) {
      now += HOUR;
      await runBackupJobs(runtime);
    }
    await setAutoBackups(runtime, owner, id, null);
    runtime.config.SERVER_BACKUP_LIMIT = 2;
    try {
      await createBackup(runtime, owner, id, 'Manual');
      const names = (await listBackups(runtime, owner, id)).backups.map((backup) => backup.name);
      expect(names).toEqual(['Manual', `Automatic backup ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')} UTC`]);
    } finally {
      runtime.config.SERVER_BACKUP_LIMIT = 3;
    }
  });

  it('takes a backup before a reinstall, and blocks the reinstall at the limit', async () => {
    const { id, owner } = await ownedServer(database.db);
    node.files.set(id, { world: 'mine' });
    await reinstallServer(runtime, owner, id, 'vanilla', '1.20.1');
    expect(await stateOf(id, owner)).toEqual(['Before reinstall:ready']);
    expect(node.files.get(id)).toEqual({});

    await database.db.update(t.servers).set({ status: 'ready' }).where(eq(t.servers.id, id));
    const [auto] = (await listBackups(runtime, owner, id)).backups;
    await updateBackupInfo(runtime, owner, id, auto!.id, { locked: true });
    for (const name of ['One', 'Two']) {
      await createBackup(runtime, owner, id, name);
      await runBackupJobs(runtime);
    }
    expect(await refusal(reinstallServer(runtime, owner, id, 'vanilla', '1.20.1'))).toMatchObject({ code: 'limit_reached' });
    const [row] = await database.db.select().from(t.servers).where(eq(t.servers.id, id));
    expect(row!.status).toBe('ready');
  });
});

describe('a restart of Kiln', () => {
  it('marks work a crash cut short as failed, deletes a partial archive, and runs what was only queued', async () => {
    const { id, owner } = await ownedServer(database.db);
    const started = new Date(now);
    const rows = [
      { name: 'Creating', state: 'creating' as const, started },
      { name: 'Restoring', state: 'restoring' as const, started },
      { name: 'Preparing', state: 'preparing_download' as const, started: null },
      { name: 'Queued', state: 'queued' as const, started: null },
    ];
    for (const [index, row] of rows.entries()) {
      await database.db.insert(t.serverBackups).values({ id: `crash${index}${id}`.slice(0, 11), serverId: id, blobKey: `server-backups/${id}/crash${index}.tar.gz`, created: new Date(now - (4 - index) * 1000), ...row });
    }
    await runtime.blobs.put(`server-backups/${id}/crash0.tar.gz`, new Uint8Array([1, 2, 3]));
    expect(await recoverBackups(runtime)).toBe(3);
    expect(await runtime.blobs.head(`server-backups/${id}/crash0.tar.gz`)).toBeNull();
    expect(await stateOf(id, owner)).toEqual(['Queued:queued', 'Preparing:download_failed', 'Restoring:restore_failed', 'Creating:create_failed']);
    await runBackupJobs(runtime);
    expect((await stateOf(id, owner))[0]).toBe('Queued:ready');
  });
});

describe('downloads', () => {
  it('gives a link that streams the archive until it expires, and nothing for a forged token', async () => {
    const { id, owner } = await ownedServer(database.db);
    node.files.set(id, { 'ops.json': '[]' });
    const backup = await createBackup(runtime, owner, id, 'Mine');
    await runBackupJobs(runtime);
    const link = await prepareBackupDownload(runtime, owner, id, backup.id);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/v3/servers/${id}/backups/${backup.id}/archive`);
    expect(link.expires).toBe(new Date(now + 10 * 60_000).toISOString());
    const token = url.searchParams.get('token')!;
    const archive = await openBackupArchive(runtime, id, backup.id, token);
    if (archive.kind !== 'bytes') throw new Error('The whole archive was expected');
    expect(archive.filename).toBe('mine.tar.gz');
    expect(await new Response(archive.body).text()).toBe('{"ops.json":"[]"}');
    const resumed = await openBackupArchive(runtime, id, backup.id, token, 'bytes=2-');
    expect(resumed).toMatchObject({ kind: 'bytes', size: 17, range: { start: 2, end: 16 } });
    expect(await new Response(resumed.kind === 'bytes' ? resumed.body : null).text()).toBe('ops.json":"[]"}');
    expect(await openBackupArchive(runtime, id, backup.id, token, 'bytes=17-')).toEqual({ kind: 'unsatisfiable', size: 17 });

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await refusal(openBackupArchive(runtime, id, backup.id, forged))).toMatchObject({ code: 'not_found' });
    expect(await refusal(openBackupArchive(runtime, id, 'elsewhere1', token))).toMatchObject({ code: 'not_found' });
    now += 10 * 60_000 + 1;
    expect(await refusal(openBackupArchive(runtime, id, backup.id, token))).toEqual({ code: 'not_found', description: 'This download link is not valid or has expired: prepare a new one.' });
  });

  it('shows a link the node could not prepare as failed, and a retry clears it', async () => {
    const { id, owner } = await ownedServer(database.db);
    const backup = await createBackup(runtime, owner, id, 'Far away');
    await runBackupJobs(runtime);
    node.fail.download = true;
    expect(await refusal(prepareBackupDownload(runtime, owner, id, backup.id))).toEqual({ code: 'service_unavailable', description: 'Failed to prepare download' });
    expect(await stateOf(id, owner)).toEqual(['Far away:download_failed']);
    node.fail.download = false;
    await prepareBackupDownload(runtime, owner, id, backup.id);
    expect(await stateOf(id, owner)).toEqual(['Far away:ready']);
  });
});
