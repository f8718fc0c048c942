// The authorization matrix's rows for Kiln Servers: a server's owner may do everything, admins too (support); anyone
// else finds no server. Reads need SERVER_READ, changes SERVER_WRITE; the owner alone manages sub-users.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import { waitFor } from '#platform/server-nodes/local/driver-testing.ts';
import type { Route } from './matrix-route.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

/** One counter for every server fixture of the matrix: a port is unique per node. */
let port = 20_000;

/** An installed server record of the owner's on the first local node (staff-suspended when a reason is given); nothing runs for it. */
export const withServer = async (w: World, owner: User, staffSuspension: string | null = null): Promise<Vars> => {
  const id = randomId();
  await w.db.insert(t.servers).values({
    id, ownerId: owner.id, name: 'Matrix server', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', staffSuspension, created: new Date(),
  });
  return { server: id };
};

/** The same, installed on the local node (its files written, nothing running), for routes that reach the node. */
export const withInstalledServer = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withServer(w, owner);
  const [row] = await w.db.select().from(t.servers).where(eq(t.servers.id, vars.server!));
  const node = w.runtime.nodes.nodes.find((candidate) => candidate.id === row!.nodeId)!;
  const driver = await w.runtime.nodes.driver();
  await driver.install(node, {
    id: row!.id, memoryMb: row!.ramMb, cpu: row!.cpu, diskMb: row!.storageMb, port: row!.port, loader: 'vanilla', gameVersion: '1.20.1', startupFlags: '', properties: { motd: 'Matrix' },
  });
  await waitFor(() => driver.stats(node, row!.id), (stats) => stats.state === 'offline');
  return vars;
};

export const withInvitee = async (w: World, owner: User): Promise<Vars> => ({ ...(await withServer(w, owner)), invitee: (await w.user()).username });

export const withSubuser = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withServer(w, owner);
  const member = await w.user();
  await w.db.insert(t.serverSubusers).values({ serverId: vars.server!, userId: member.id, permissions: 1, created: new Date() });
  return { ...vars, member: member.id };
};

const purchase = { ram_mb: '4096', interval: 'monthly', region: 'central-europe', payment_method: 'new', number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2035', cvc: '123' };

export const SERVER_ROUTES: Route[] = [
  // Each click key charges once: a fresh one per call, so every caller's purchase is its own.
  { method: 'POST', path: () => '/_internal/servers/purchase', scope: ['SESSION_ACCESS'], body: () => ({ form: { ...purchase, idempotency_key: crypto.randomUUID().replaceAll('-', '') } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'GET', path: () => '/v3/servers', scope: ['SERVER_READ'], ok: 200, stranger: 'ok' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}`, scope: ['SERVER_READ'], setup: withServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/servers/${v.server}`, scope: ['SERVER_WRITE'], setup: withServer, body: () => ({ json: { name: 'Renamed by the matrix' } }), ok: 204, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/stats`, scope: ['SERVER_READ'], setup: withServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/console/ticket`, scope: ['SERVER_WRITE'], setup: withServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/servers/${v.server}/preferences`, scope: ['SERVER_WRITE'], setup: withServer, body: () => ({ json: { ram_as_number: true } }), ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/subdomain/matrix-world`, scope: ['SERVER_READ'], setup: withServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/subusers`, scope: ['SERVER_READ'], setup: withServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/subusers`, scope: ['SERVER_WRITE'], setup: withInvitee, body: (v) => ({ json: { username: v.invitee, permissions: ['console'] } }), ok: 201, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/servers/${v.server}/subusers/${v.member}`, scope: ['SERVER_WRITE'], setup: withSubuser, body: () => ({ json: { permissions: ['console', 'files'] } }), ok: 204, stranger: 404, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v3/servers/${v.server}/subusers/${v.member}`, scope: ['SERVER_WRITE'], setup: withSubuser, ok: 204, stranger: 404, staff: 'admin' },

  // Routes that reach the node: the server is installed there and stopped.
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/power`, scope: ['SERVER_WRITE'], setup: withInstalledServer, body: () => ({ json: { action: 'kill' } }), ok: 204, stranger: 404, staff: 'admin' },
  // A stopped server takes no commands: the request passes authorization and is refused by the node.
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/command`, scope: ['SERVER_WRITE'], setup: withInstalledServer, body: () => ({ json: { command: 'list' } }), ok: 409, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/console/recent`, scope: ['SERVER_READ'], setup: withInstalledServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/properties`, scope: ['SERVER_READ'], setup: withInstalledServer, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/servers/${v.server}/properties`, scope: ['SERVER_WRITE'], setup: withInstalledServer, body: () => ({ json: { motd: 'Edited by the matrix' } }), ok: 204, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/servers/${v.server}/startup`, scope: ['SERVER_WRITE'], setup: withInstalledServer, body: () => ({ json: { flags: '-Dmatrix=1' } }), ok: 204, stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/reinstall`, scope: ['SERVER_WRITE'], setup: withInstalledServer, body: () => ({ json: { loader: 'vanilla', game_version: '1.20.1', confirm: true } }), ok: 204, stranger: 404, staff: 'admin' },
  // This test server offers no subdomains: authorized callers are told so.
  { method: 'PUT', path: (v) => `/v3/servers/${v.server}/subdomain`, scope: ['SERVER_WRITE'], setup: withServer, body: () => ({ json: { subdomain: 'matrix-world' } }), ok: 400, stranger: 404, staff: 'admin' },
];

/** A paid server: its owner's active Small subscription and a saved card, so a plan change can be charged. */
const withPaidServer = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withServer(w, owner);
  const now = new Date();
  const subscription = randomId();
  await w.db.insert(t.subscriptions).values({ id: subscription, userId: owner.id, productId: 'hosting-4096', interval: 'monthly', currency: 'USD', status: 'active', periodStart: now, periodEnd: new Date(now.getTime() + 30 * 86_400_000), created: now });
  await w.db.update(t.servers).set({ subscriptionId: subscription }).where(eq(t.servers.id, vars.server!));
  return vars;
};

// A smaller plan waits for the renewal: nothing is charged or restarted, so every caller may ask it of a fresh server.
export const SERVER_PLAN_ROUTES: Route[] = [
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/plan`, scope: ['SERVER_WRITE'], setup: withPaidServer, body: () => ({ json: { ram_mb: 2048, idempotency_key: crypto.randomUUID().replaceAll('-', '') } }), ok: 200, stranger: 404, moderator: 404, admin: 401 },
  { method: 'POST', path: (v) => `/_internal/servers/${v.server}/plan`, scope: ['SERVER_WRITE'], setup: withPaidServer, body: () => ({ form: { ram_mb: '2048', idempotency_key: crypto.randomUUID().replaceAll('-', '') } }), ok: 303, anonymous: 'signin', stranger: 404, moderator: 404, admin: 401 },
];
