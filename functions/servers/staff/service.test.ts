// The staff servers list and suspensions: staff see every server with its owner and its node's state (a node that
// does not answer is "connection lost"), filtered by state and search; admins suspend with a reason the owner sees,
// which stops the server and is kept in the owner's billing audit log; nobody else may.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { UserRole } from '#contracts/enums.ts';
import { createSession } from '#access';
import { randomId } from '#lib/ids.ts';
import type { NodeDriver, NodeServerState } from '#platform/server-nodes/port.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { staffServerList } from './service.ts';

const context = useTestServer();
const states = new Map<string, NodeServerState>();
const unreachable = new Set<string>();
const powered: string[] = [];

/** A node that reports the state each test sets, or does not answer for the servers in `unreachable`. */
const fakeNode = {
  kind: 'local',
  stats: async (_node: unknown, serverId: string) => {
    if (unreachable.has(serverId)) throw new Error('node unreachable');
    return { state: states.get(serverId) ?? 'offline', cpuPercent: 0, memoryBytes: 0, memoryLimitBytes: 0, diskBytes: 0, uptimeMs: 0 };
  },
  power: async (_node: unknown, serverId: string, action: string) => {
    if (unreachable.has(serverId)) throw new Error('node unreachable');
    powered.push(`${serverId}:${action}`);
  },
  close: async () => undefined,
} as unknown as NodeDriver;

beforeAll(() => {
  context.server.runtime.nodes.driver = async () => fakeNode;
});

let port = 33_000;

async function person(role: UserRole = 'developer', username?: string) {
  const user = await makeUser(context.database.db, { role, ...(username ? { username } : {}) });
  const token = (await createSession(context.database.db, user.id, {})).token;
  const api = (path: string, init: RequestInit & { json?: unknown } = {}) => request(context.server.url, path, { ...init, token });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(context.server.url + path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, cookie: `kiln_session=${token}` } });
  return { user, api, post };
}

async function serverOf(ownerId: string, name = 'Staff server', state: NodeServerState = 'offline') {
  const id = randomId();
  await context.database.db.insert(t.servers).values({
    id, ownerId, name, plan: 'medium', ramMb: 6144, cpu: 3, storageMb: 49_152, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', wantsRunning: state === 'running', created: new Date(),
  });
  states.set(id, state);
  return id;
}

const serverRecord = async (id: string) => (await context.database.db.select().from(t.servers).where(eq(t.servers.id, id)))[0]!;
const auditOf = (userId: string) => context.database.db.select().from(t.billingAuditLog).where(eq(t.billingAuditLog.userId, userId));

describe('suspending a server', () => {
  it('stops it, shows the reason to its owner, and keeps the action in the owner’s audit log', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner.user.id, 'Busy server', 'running');
    expect((await admin.api(`/v3/servers/${server}/suspend`, { method: 'POST', json: { reason: 'Mining cryptocurrency' } })).status).toBe(204);
    expect(powered).toContain(`${server}:stop`);
    expect(await serverRecord(server)).toMatchObject({ staffSuspension: 'Mining cryptocurrency', wantsRunning: false });
    const seen = await owner.api(`/v3/servers/${server}`);
    expect(seen.body).toMatchObject({ state: 'suspended', suspension: { reasons: ['staff'], staff_reason: 'Mining cryptocurrency' } });
    expect((await owner.api(`/v3/servers/${server}/power`, { method: 'POST', json: { action: 'start' } })).status).toBe(409);

    expect((await admin.api(`/v3/servers/${server}/unsuspend`, { method: 'POST' })).status).toBe(204);
    expect((await owner.api(`/v3/servers/${server}`)).body).toMatchObject({ suspension: null });
    expect((await admin.api(`/v3/servers/${server}/unsuspend`, { method: 'POST' })).status).toBe(409);
    expect((await auditOf(owner.user.id)).map((row) => [row.action, row.staffId, row.details])).toEqual(expect.arrayContaining([
      ['server_suspend', admin.user.id, { server, name: 'Busy server', reason: 'Mining cryptocurrency' }],
      ['server_unsuspend', admin.user.id, { server, name: 'Busy server', reason: 'Mining cryptocurrency' }],
    ]));
  });

  it('suspends even when the node does not answer', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner.user.id);
    unreachable.add(server);
    expect((await admin.api(`/v3/servers/${server}/suspend`, { method: 'POST', json: { reason: 'Abuse' } })).status).toBe(204);
    expect((await serverRecord(server)).staffSuspension).toBe('Abuse');
  });

  it('is only for admins: the owner, a moderator and a stranger find nothing', async () => {
    const owner = await person();
    const server = await serverOf(owner.user.id);
    for (const who of [owner, await person('moderator'), await person()]) {
      expect((await who.api(`/v3/servers/${server}/suspend`, { method: 'POST', json: { reason: 'No' } })).status).toBe(404);
      expect((await who.post(`/_internal/servers/${server}/suspend`, { reason: 'No' })).status).toBe(404);
    }
    expect((await serverRecord(server)).staffSuspension).toBeNull();
    const admin = await person('admin');
    expect((await admin.api(`/v3/servers/${server}/suspend`, { method: 'POST', json: { reason: ' ' } })).status).toBe(400);
    expect((await admin.api('/v3/servers/NoSuchServer/suspend', { method: 'POST', json: { reason: 'Gone' } })).status).toBe(404);
  });

  it('works from the staff list’s forms, going back to the list', async () => {
    const admin = await person('admin');
    const server = await serverOf((await person()).user.id);
    const suspended = await admin.post(`/_internal/servers/${server}/suspend`, { reason: 'Spam' });
    expect(suspended.headers.get('location')).toBe(`/servers/admin?notice=suspended&server=${server}`);
    expect((await admin.post(`/_internal/servers/${server}/suspend`, { reason: '' })).headers.get('location')).toBe(`/servers/admin?error=reason&server=${server}`);
    expect((await serverRecord(server)).staffSuspension).toBe('Spam');
    const lifted = await admin.post(`/_internal/servers/${server}/unsuspend`, {});
    expect(lifted.headers.get('location')).toBe(`/servers/admin?notice=unsuspended&server=${server}`);
    expect((await serverRecord(server)).staffSuspension).toBeNull();
  });
});

describe('the staff servers list', () => {
  const viewerOf = (user: { id: string; role: UserRole }) => ({ userId: user.id, role: user.role, scopes: ALL_SCOPES, via: 'session' as const });

  it('lists every server with its owner and its node’s state; a silent node is "connection lost"', async () => {
    const owner = await person('developer', `owner${randomId().toLowerCase()}`);
    const running = await serverOf(owner.user.id, 'Running one', 'running');
    const silent = await serverOf(owner.user.id, 'Silent one');
    unreachable.add(silent);
    const listed = await staffServerList(context.server.runtime, viewerOf({ id: (await person('moderator')).user.id, role: 'moderator' }));
    expect(listed.find((entry) => entry.id === running)).toMatchObject({
      name: 'Running one', owner: { id: owner.user.id, username: owner.user.username }, plan: 'medium', node: 'local-north-america', region: 'north-america',
      state: 'running', subscriptionStatus: null, staffSuspension: null,
    });
    expect(listed.find((entry) => entry.id === silent)?.state).toBe('connection_lost');
  });

  it('filters by state and by part of the owner’s username or the server’s name', async () => {
    const owner = await person('developer', `needle${randomId().toLowerCase()}`);
    const admin = { id: (await person('admin')).user.id, role: 'admin' as const };
    const running = await serverOf(owner.user.id, 'Haystack', 'running');
    const crashed = await serverOf((await person()).user.id, 'Crashed NEEDLE world', 'crashed');
    const byOwner = await staffServerList(context.server.runtime, viewerOf(admin), { q: owner.user.username.slice(0, 10).toUpperCase() });
    expect(byOwner.map((entry) => entry.id)).toEqual([running]);
    const byName = await staffServerList(context.server.runtime, viewerOf(admin), { q: 'needle world' });
    expect(byName.map((entry) => entry.id)).toEqual([crashed]);
    const byState = await staffServerList(context.server.runtime, viewerOf(admin), { state: 'crashed' });
    expect(byState.map((entry) => entry.id)).toContain(crashed);
    expect(byState.every((entry) => entry.state === 'crashed')).toBe(true);
  });

  it('is a 404 to anyone who is not staff', async () => {
    const player = await person();
    await expect(staffServerList(context.server.runtime, viewerOf({ id: player.user.id, role: 'developer' }))).rejects.toMatchObject({ code: 'not_found' });
  });
});
