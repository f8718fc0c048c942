// The panel's form posts over HTTP against a node that keeps files in memory: properties round-trip through the
// node's file (unknown values kept), power reaches the node, permissions hold per sub-user, sub-users are managed by
// the owner, and a server's subscription is cancelled and resumed from its billing page.
import { describe, expect, it, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '#access';
import { randomId } from '#lib/ids.ts';
import { makeUser } from '#testing/factory.ts';
import { postForm } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { permissionBit } from '#contracts/servers.ts';
import type { NodeDriver } from '#platform/server-nodes/port.ts';

const context = useTestServer();
const files = new Map<string, string>();
const powered: string[] = [];

/** Only what these forms reach: files, power, plan updates and the support check; the rest is never called here. */
const memoryNode = {
  kind: 'local',
  supports: (loader: string) => (loader === 'vanilla' ? null : `${loader} servers need a Wings node`),
  readFile: async (_node: unknown, serverId: string, path: string) => files.get(`${serverId}/${path}`) ?? null,
  writeFile: async (_node: unknown, serverId: string, path: string, content: string) => void files.set(`${serverId}/${path}`, content),
  power: async (_node: unknown, serverId: string, action: string) => void powered.push(`${serverId}:${action}`),
  update: async () => undefined,
  close: async () => undefined,
  stats: async () => ({ state: 'offline', cpuPercent: 0, memoryBytes: 0, memoryLimitBytes: 0, diskBytes: 0, uptimeMs: 0 }),
} as unknown as NodeDriver;

beforeAll(() => {
  context.server.runtime.nodes.driver = async () => memoryNode;
});

let port = 30_000;

async function person() {
  const user = await makeUser(context.database.db, {});
  const cookie = `kiln_session=${(await createSession(context.database.db, user.id, {})).token}`;
  const post = (path: string, fields: Record<string, string> | URLSearchParams) =>
    fetch(context.server.url + path, {
      method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, cookie },
    });
  return { user, post };
}

async function serverOf(ownerId: string, subscriptionId: string | null = null) {
  const id = randomId();
  await context.database.db.insert(t.servers).values({
    id, ownerId, name: 'Form server', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(), subscriptionId,
  });
  return id;
}

const where = (response: Response) => {
  const url = new URL(response.headers.get('location')!, context.server.url);
  return url.pathname + url.search;
};

describe('the properties form', () => {
  it('writes what changed into the node\'s file, keeps unknown values the form left empty, and other lines as they were', async () => {
    const { user, post } = await person();
    const id = await serverOf(user.id);
    files.set(`${id}/server.properties`, '#Minecraft server properties\nmotd=Hi\ngamemode=survival\nmax-players=lots\npvp=false\nlevel-name=world\n');
    const fields = new URLSearchParams([['motd', 'A new day'], ['gamemode', 'creative'], ['max-players', ''], ['pvp', 'false'], ['pvp', 'true'], ['difficulty', 'hard']]);
    const response = await post(`/_internal/servers/${id}/properties`, fields);
    expect(response.status).toBe(303);
    expect(where(response)).toBe(`/servers/manage/${id}/options/properties?notice=saved`);
    expect(files.get(`${id}/server.properties`)).toBe('#Minecraft server properties\nmotd=A new day\ngamemode=creative\nmax-players=lots\npvp=true\nlevel-name=world\ndifficulty=hard\n');
  });

  it('sends an invalid value back as an error and leaves the file alone', async () => {
    const { user, post } = await person();
    const id = await serverOf(user.id);
    files.set(`${id}/server.properties`, 'view-distance=10\n');
    const response = await post(`/_internal/servers/${id}/properties`, { 'view-distance': '99' });
    expect(where(response)).toBe(`/servers/manage/${id}/options/properties?error=invalid`);
    expect(files.get(`${id}/server.properties`)).toBe('view-distance=10\n');
  });
});

describe('power and permissions', () => {
  it('passes the owner\'s power button to the node and comes back to the panel', async () => {
    const { user, post } = await person();
    const id = await serverOf(user.id);
    const response = await post(`/_internal/servers/${id}/power`, { action: 'stop' });
    expect(where(response)).toBe(`/servers/manage/${id}?notice=power_stop`);
    expect(powered).toContain(`${id}:stop`);
  });

  it('refuses a sub-user what their permissions leave out, hides the server from strangers, and sends visitors to sign in', async () => {
    const owner = await person();
    const id = await serverOf(owner.user.id);
    const member = await person();
    await context.database.db.insert(t.serverSubusers).values({ serverId: id, userId: member.user.id, permissions: permissionBit('files'), created: new Date() });
    expect(where(await member.post(`/_internal/servers/${id}/rename`, { name: 'Mine now' }))).toBe(`/servers/manage/${id}/options/?error=forbidden`);
    expect(where(await member.post(`/_internal/servers/${id}/power`, { action: 'kill' }))).toBe(`/servers/manage/${id}?error=forbidden`);
    expect((await (await person()).post(`/_internal/servers/${id}/rename`, { name: 'Stranger' })).status).toBe(404);
    const visitor = await postForm(context.server.url, `/_internal/servers/${id}/rename`, { name: 'Visitor' });
    expect(where(visitor)).toBe(`/auth/sign-in?redirect=${encodeURIComponent(`/servers/manage/${id}/options/`)}`);
    const [row] = await context.database.db.select().from(t.servers).where(eq(t.servers.id, id));
    expect(row!.name).toBe('Form server');
  });

  it('saves preferences from checkboxes: an unticked box turns its preference off', async () => {
    const { user, post } = await person();
    const id = await serverOf(user.id);
    expect(where(await post(`/_internal/servers/${id}/preferences`, { ram_as_number: 'on' }))).toBe(`/servers/manage/${id}/options/preferences?notice=saved`);
    const [row] = await context.database.db.select().from(t.servers).where(eq(t.servers.id, id));
    expect(JSON.parse(row!.preferences)).toEqual({ auto_restart: false, ram_as_number: true, backup_while_running: false });
  });

  it('refuses a loader the node cannot run, with nothing reinstalled', async () => {
    const { user, post } = await person();
    const id = await serverOf(user.id);
    expect(where(await post(`/_internal/servers/${id}/reinstall`, { loader: 'paper', game_version: '1.20.1', confirm: 'yes' }))).toBe(`/servers/manage/${id}/options/loader?error=invalid`);
    const [row] = await context.database.db.select().from(t.servers).where(eq(t.servers.id, id));
    expect(row).toMatchObject({ loader: 'vanilla', status: 'ready' });
  });
});

describe('sub-users', () => {
  it('invites by username with the ticked permissions, changes them, and lets the sub-user leave', async () => {
    const owner = await person();
    const id = await serverOf(owner.user.id);
    const friend = await person();
    const invite = new URLSearchParams([['username', friend.user.username], ['permissions', 'console'], ['permissions', 'options']]);
    expect(where(await owner.post(`/_internal/servers/${id}/subusers`, invite))).toBe(`/servers/manage/${id}/options/?notice=invited`);
    const bits = async () => (await context.database.db.select().from(t.serverSubusers)
      .where(and(eq(t.serverSubusers.serverId, id), eq(t.serverSubusers.userId, friend.user.id))))[0]?.permissions;
    expect(await bits()).toBe(permissionBit('console') | permissionBit('options'));
    expect(where(await owner.post(`/_internal/servers/${id}/subusers`, { username: 'nobody-by-this-name' }))).toBe(`/servers/manage/${id}/options/?error=not_found`);
    await owner.post(`/_internal/servers/${id}/subusers/${friend.user.id}`, { permissions: 'files' });
    expect(await bits()).toBe(permissionBit('files'));
    expect(where(await friend.post(`/_internal/servers/${id}/subusers/${friend.user.id}/remove`, {}))).toBe('/servers/manage?notice=left');
    expect(await bits()).toBeUndefined();
  });
});

describe('billing from the panel', () => {
  it('cancels the server\'s subscription at the period\'s end and resumes it, for the owner only', async () => {
    const owner = await person();
    const subscriptionId = randomId();
    const now = new Date();
    await context.database.db.insert(t.subscriptions).values({
      id: subscriptionId, userId: owner.user.id, productId: 'hosting-4096', interval: 'monthly', currency: 'USD', status: 'active',
      periodStart: now, periodEnd: new Date(now.getTime() + 20 * 86_400_000), created: now,
    });
    const id = await serverOf(owner.user.id, subscriptionId);
    const status = async () => (await context.database.db.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscriptionId)))[0]!.status;
    const member = await person();
    await context.database.db.insert(t.serverSubusers).values({ serverId: id, userId: member.user.id, permissions: permissionBit('options'), created: new Date() });
    expect(where(await member.post(`/_internal/servers/${id}/billing/cancel`, {}))).toBe(`/servers/manage/${id}/options/billing?error=forbidden`);
    expect(await status()).toBe('active');
    expect(where(await owner.post(`/_internal/servers/${id}/billing/cancel`, {}))).toBe(`/servers/manage/${id}/options/billing?notice=cancelled`);
    expect(await status()).toBe('cancelled');
    expect(where(await owner.post(`/_internal/servers/${id}/billing/resubscribe`, {}))).toBe(`/servers/manage/${id}/options/billing?notice=resubscribed`);
    expect(await status()).toBe('active');
  });
});
