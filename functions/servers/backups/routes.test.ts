// The backups API over HTTP on the local node, with real server folders and archives in the blob store: a file
// deleted after a backup is back after restoring it, the archive downloads as an attachment, permissions hold per
// sub-user and token scope, and bodies are validated.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import * as t from '#db/schema/index.ts';
import { permissionBit } from '#contracts/servers.ts';
import { scope } from '#contracts/scopes.ts';
import { waitFor } from '#platform/server-nodes/local/driver-testing.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { ownedServer } from './testing.ts';
import { runBackupJobs } from './jobs.ts';

const context = useTestServer({ SERVER_BACKUP_LIMIT: '2' });
const BOTH = scope('SERVER_READ') + scope('SERVER_WRITE');

/** A server installed on the local node (files written, nothing running) and its owner's token. */
async function installedServer() {
  const { db } = context.database;
  const runtime = context.server.runtime;
  const { id, owner } = await ownedServer(db);
  const [row] = await db.select().from(t.servers).where(eq(t.servers.id, id));
  const node = runtime.nodes.nodes.find((candidate) => candidate.id === row!.nodeId)!;
  const driver = await runtime.nodes.driver();
  await driver.install(node, { id, memoryMb: 4096, cpu: 2, diskMb: 32_768, port: row!.port, loader: 'vanilla', gameVersion: '1.20.1', startupFlags: '', properties: { motd: 'Backups' } });
  await waitFor(() => driver.stats(node, id), (stats) => stats.state === 'offline');
  return { id, node, driver, token: await makePat(db, owner.userId, BOTH) };
}

const api = (path: string, token: string, init: RequestInit & { json?: unknown } = {}) => request(context.server.url, `/v3/servers/${path}`, { ...init, token });

describe('a backup and its restore on the local node', () => {
  it('brings back a file deleted after the backup, and downloads the archive', async () => {
    const { id, node, driver, token } = await installedServer();
    await driver.writeFile(node, id, 'notes.txt', 'remember the diamonds');

    const created = await api(`${id}/backups`, token, { method: 'POST', json: { name: 'Safe' } });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ name: 'Safe', state: 'queued' });
    await runBackupJobs(context.server.runtime);
    const listed = await api(`${id}/backups`, token);
    expect(listed.body).toMatchObject({ limit: 2, busy: false, auto: { interval_hours: null, next: null }, backups: [{ id: created.body.id, state: 'ready' }] });
    expect(listed.body.backups[0].size_bytes).toBeGreaterThan(0);

    await driver.deleteFiles(node, id, ['notes.txt']);
    expect(await driver.readFile(node, id, 'notes.txt', 1000)).toBeNull();
    const restoring = await api(`${id}/backups/${created.body.id}/restore`, token, { method: 'POST' });
    expect(restoring.status).toBe(202);
    expect(restoring.body.state).toBe('restoring');
    expect((await api(`${id}/backups`, token, { method: 'POST', json: {} })).status).toBe(409);
    await runBackupJobs(context.server.runtime);
    expect(await driver.readFile(node, id, 'notes.txt', 1000)).toBe('remember the diamonds');

    const link = await api(`${id}/backups/${created.body.id}/download`, token, { method: 'POST' });
    expect(link.status).toBe(200);
    const archive = await fetch(link.body.url.replace(context.server.runtime.config.publicUrl, context.server.url));
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''safe.tar.gz");
    const bytes = new Uint8Array(await archive.arrayBuffer());
    const tar = gunzipSync(bytes).toString('latin1');
    expect(tar).toContain('notes.txt');
    expect(tar).toContain('remember the diamonds');
    // A download that broke off carries on where it stopped.
    const rest = await fetch(link.body.url.replace(context.server.runtime.config.publicUrl, context.server.url), { headers: { range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(bytes.subarray(100));
    expect((await fetch(`${context.server.url}/v3/servers/${id}/backups/${created.body.id}/archive?token=${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('a restore while the server runs', () => {
  it('stops the server, restores, and starts it again', async () => {
    const { id, node, driver, token } = await installedServer();
    await driver.writeFile(node, id, 'motd.txt', 'first');
    const backup = await api(`${id}/backups`, token, { method: 'POST', json: { name: 'Running' } });
    await runBackupJobs(context.server.runtime);
    await driver.writeFile(node, id, 'motd.txt', 'second');
    await driver.power(node, id, 'start');
    await waitFor(() => driver.stats(node, id), (stats) => stats.state === 'running', 60_000);

    expect((await api(`${id}/backups/${backup.body.id}/restore`, token, { method: 'POST' })).status).toBe(202);
    await runBackupJobs(context.server.runtime);
    expect(await driver.readFile(node, id, 'motd.txt', 100)).toBe('first');
    expect((await api(`${id}/backups`, token)).body.backups[0].state).toBe('ready');
    await waitFor(() => driver.stats(node, id), (stats) => stats.state === 'running', 60_000);
    await driver.power(node, id, 'kill');
  }, 120_000);
});

describe('the backups API', () => {
  it('answers a sub-user without the backups permission as the policy does, and a stranger with a 404', async () => {
    const { db } = context.database;
    const { id } = await ownedServer(db);
    const member = await makeUser(db);
    await db.insert(t.serverSubusers).values({ serverId: id, userId: member.id, permissions: permissionBit('files'), created: new Date() });
    const memberToken = await makePat(db, member.id, BOTH);
    const listed = await api(`${id}/backups`, memberToken);
    expect(listed.status).toBe(401);
    expect(listed.body).toEqual({ error: 'auth_error', description: 'You do not have the backups permission on this server' });
    const stranger = await makePat(db, (await makeUser(db)).id, BOTH);
    expect((await api(`${id}/backups`, stranger)).status).toBe(404);

    await db.update(t.serverSubusers).set({ permissions: permissionBit('backups') }).where(eq(t.serverSubusers.userId, member.id));
    expect((await api(`${id}/backups`, memberToken)).status).toBe(200);
    const readOnly = await makePat(db, member.id, scope('SERVER_READ'));
    expect((await api(`${id}/backups`, readOnly, { method: 'POST', json: {} })).body).toEqual({ error: 'auth_error', description: 'The token does not have the SERVER_WRITE scope' });
  });

  it('validates names, changes, automatic intervals and download tokens', async () => {
    const { db } = context.database;
    const { id, owner } = await ownedServer(db);
    const token = await makePat(db, owner.userId, BOTH);
    expect((await api(`${id}/backups`, token, { method: 'POST', json: { name: '   ' } })).body.error).toBe('request_error');
    expect((await api(`${id}/backups`, token, { method: 'POST', json: { name: 'x'.repeat(65) } })).status).toBe(400);
    expect((await api(`${id}/backups/auto`, token, { method: 'PUT', json: { interval_hours: 5 } })).status).toBe(400);
    const auto = await api(`${id}/backups/auto`, token, { method: 'PUT', json: { interval_hours: 24 } });
    expect(auto.status).toBe(200);
    expect(auto.body.interval_hours).toBe(24);
    const backup = await api(`${id}/backups`, token, { method: 'POST', json: {} });
    expect(backup.body.name).toMatch(/^Backup \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect((await api(`${id}/backups/${backup.body.id}`, token, { method: 'PATCH', json: {} })).status).toBe(400);
    expect((await api(`${id}/backups/nope`, token, { method: 'DELETE' })).status).toBe(404);
    // Still queued: nothing else happens to the server's backups until it has run.
    expect((await api(`${id}/backups/${backup.body.id}`, token, { method: 'DELETE' })).status).toBe(409);
    expect((await api(`${id}/backups/${backup.body.id}/archive`, token)).status).toBe(400);
  });
});
