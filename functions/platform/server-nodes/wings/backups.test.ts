// Contract tests of the Wings driver's backups against the fake Wings daemon: the routes, bodies and UUIDs Wings
// expects, the reports it sends the panel when a create or restore ends, and one-time signed download links.
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local.ts';
import type { BackupTarget, NodeDriver, NodeRef } from '../port.ts';
import { createWingsNodeDriver } from './driver.ts';
import { fakeArchiveBytes } from './fake-wings-backups.ts';
import type { FakeWings } from './fake-wings.ts';
import { createInstallTracker } from './install-tracker.ts';
import { serverIdOfWingsUuid, wingsUuidOf } from './server-uuid.ts';
import { NODE_TOKEN as TOKEN, startWingsWithPanel, type WingsWithPanel } from './testing.ts';

const SERVER_ID = 'Bk3dE5gH';
const serverUuid = wingsUuidOf(SERVER_ID)!;
// A local store cannot presign links, so Wings' `wings` adapter keeps the archive on the node: the store must stay empty.
const storeDirectory = mkdtempSync(join(tmpdir(), 'kiln-wings-backups-'));
const store = createLocalBlobStore(storeDirectory);
const target = (id: string, ignore?: string[]): BackupTarget => ({ id, key: `backups/${id}.tar.gz`, store, ignore });

let wings: WingsWithPanel;
let fake: FakeWings;
let driver: NodeDriver;
let node: NodeRef;
const reports: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];

beforeAll(async () => {
  const panel = new Hono().post('/api/remote/backups/*', async (c) => {
    reports.push({ path: c.req.path, body: await c.req.json(), auth: c.req.header('authorization') });
    return c.body(null, 204);
  });
  wings = await startWingsWithPanel(panel);
  ({ fake, driver, node } = wings);
});

beforeEach(() => {
  reports.length = 0;
  fake.servers.set(serverUuid, {
    state: 'offline', suspended: false, configuration: {}, installScript: null, console: [],
    files: new Map([['server.properties', 'motd=Backed up'], ['world/level.dat', 'level 1'], ['logs/latest.log', 'noise']]),
  });
});

afterAll(async () => {
  await wings.close();
  rmSync(storeDirectory, { recursive: true, force: true });
});

describe('backups on a Wings node', () => {
  it('creates a backup under the UUID of Kiln’s id, leaving out what is ignored; Wings reports the end to the panel', async () => {
    expect(await driver.createBackup(node, SERVER_ID, target('Bu1Ld5xQ', ['logs']))).toEqual({ status: 'started' });
    await fake.backupsSettled();
    const backupUuid = wingsUuidOf('Bu1Ld5xQ')!;
    expect(fake.backups.get(backupUuid)).toEqual({
      serverUuid, ignore: 'logs', files: new Map([['server.properties', 'motd=Backed up'], ['world/level.dat', 'level 1']]),
    });
    expect(reports).toEqual([{
      path: `/api/remote/backups/${backupUuid}`,
      auth: `Bearer node-1-id.${TOKEN}`,
      body: { successful: true, checksum: expect.stringMatching(/^[0-9a-f]{40}$/), checksum_type: 'sha1', size: expect.any(Number), parts: [] },
    }]);
    expect(serverIdOfWingsUuid(backupUuid)).toBe('Bu1Ld5xQ');
    expect(await store.list({ limit: 1 })).toEqual([]);
  });

  it('restores over the emptied folder once the server is stopped, and Wings reports the end', async () => {
    await driver.createBackup(node, SERVER_ID, target('Re5t0rEd'));
    fake.servers.get(serverUuid)!.files.set('world/level.dat', 'level 2');
    fake.servers.get(serverUuid)!.files.set('added-later.txt', 'gone after the restore');
    await fake.backupsSettled();
    reports.length = 0;

    expect(await driver.restoreBackup(node, SERVER_ID, target('Re5t0rEd'))).toEqual({ status: 'started' });
    await fake.backupsSettled();
    expect(fake.servers.get(serverUuid)!.files).toEqual(new Map([['server.properties', 'motd=Backed up'], ['world/level.dat', 'level 1'], ['logs/latest.log', 'noise']]));
    expect(reports).toEqual([{ path: `/api/remote/backups/${wingsUuidOf('Re5t0rEd')}/restore`, auth: `Bearer node-1-id.${TOKEN}`, body: { successful: true } }]);
  });

  it('refuses to restore over a running server without asking Wings to empty it', async () => {
    await driver.createBackup(node, SERVER_ID, target('Run1nG00'));
    fake.servers.get(serverUuid)!.state = 'running';
    await expect(driver.restoreBackup(node, SERVER_ID, target('Run1nG00'))).rejects.toMatchObject({ reason: 'conflict', message: 'Stop the server before restoring a backup.' });
    expect(fake.servers.get(serverUuid)!.files.size).toBe(3);
  });

  it('deletes a backup, and deleting one the node no longer has succeeds', async () => {
    await driver.createBackup(node, SERVER_ID, target('De1eTe00'));
    await driver.deleteBackup(node, SERVER_ID, target('De1eTe00'));
    expect(fake.backups.has(wingsUuidOf('De1eTe00')!)).toBe(false);
    await expect(driver.deleteBackup(node, SERVER_ID, target('De1eTe00'))).resolves.toBeUndefined();
  });

  it('gives a one-time download link signed with the node token, naming the server and the backup', async () => {
    await driver.createBackup(node, SERVER_ID, target('DownL0aD'));
    const url = (await driver.backupDownloadUrl(node, SERVER_ID, target('DownL0aD'), 15 * 60_000))!;
    expect(url.startsWith(`${fake.url}/download/backup?token=`)).toBe(true);
    const claims = decodeJwt(new URL(url).searchParams.get('token')!);
    expect(claims).toMatchObject({ server_uuid: serverUuid, backup_uuid: wingsUuidOf('DownL0aD'), scope: 'backup-download', unique_id: expect.any(String), user_uuid: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(new Uint8Array(fakeArchiveBytes(fake.backups.get(wingsUuidOf('DownL0aD')!)!)));
    expect((await fetch(url)).status).toBe(404);
    const another = (await driver.backupDownloadUrl(node, SERVER_ID, target('DownL0aD'), 60_000))!;
    expect((await fetch(another)).status).toBe(200);
  });

  it('does not let a link for one backup download another server’s, nor a forged one', async () => {
    const other = wingsUuidOf('OtHer5rv')!;
    fake.servers.set(other, { ...fake.servers.get(serverUuid)!, files: new Map([['secret.txt', 'theirs']]) });
    await driver.createBackup(node, 'OtHer5rv', target('TheIrs00'));
    const mine = (await driver.backupDownloadUrl(node, SERVER_ID, target('TheIrs00'), 60_000))!;
    expect((await fetch(mine)).status).toBe(404);
    const forged = createWingsNodeDriver({ panelUrl: 'http://kiln.test', installs: createInstallTracker() });
    const wrongKey = (await forged.backupDownloadUrl({ ...node, token: 'not-the-node-token' }, 'OtHer5rv', target('TheIrs00'), 60_000))!;
    expect((await fetch(wrongKey)).ok).toBe(false);
  });

  it('maps Wings’ refusals and ids it cannot take to node errors', async () => {
    await expect(driver.createBackup(node, SERVER_ID, target('not-base62!'))).rejects.toMatchObject({ reason: 'invalid' });
    await expect(driver.createBackup(node, 'Gh0st000', target('Bu1Ld5xQ'))).rejects.toMatchObject({ reason: 'not_found' });
    await expect(driver.createBackup({ ...node, token: 'wrong' }, SERVER_ID, target('Bu1Ld5xQ'))).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
