// Buying where there is no room: the regions answer what is left, and a purchase that does not fit is sent back to the
// buy page's review step with the out-of-stock error, before anything is charged.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { createSession } from '#access';
import { makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { randomId } from '#lib/ids.ts';
import { reconcileServers } from '../provision/service.ts';

// The smallest memory a local node may have: one 2 GB server fits, the 4 GB Small plan never does.
const context = useTestServer({ LOCAL_NODE_MEMORY_MB: '2048' });

async function buyer() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  const cookie = { cookie: `kiln_session=${session.token}` };
  const post = Object.assign((fields: Record<string, string>) => postForm(context.server.url, '/_internal/servers/purchase', fields, cookie), {
    to: (path: string, fields: Record<string, string>) => postForm(context.server.url, path, fields, cookie),
  });
  return { user, post };
}

const fields = (ramMb: number, region: string, number = '4242424242424242') => ({
  ram_mb: String(ramMb), interval: 'monthly', region, idempotency_key: crypto.randomUUID(),
  payment_method: 'new', number, exp_month: '12', exp_year: '2034', cvc: '123',
});
const freeIn = async (region: string) =>
  (await request<{ id: string; free_ram_mb: number }[]>(context.server.url, '/v3/servers/regions')).body.find((entry) => entry.id === region)!.free_ram_mb;

async function chargesOf(userId: string) {
  return context.database.db.select().from(t.ledger).where(eq(t.ledger.userId, userId));
}

describe('stock', () => {
  it('lists each region with the memory a new server can still get there', async () => {
    const regions = await request<{ id: string; free_ram_mb: number; ping_url: string }[]>(context.server.url, '/v3/servers/regions');
    expect(regions.status).toBe(200);
    expect(regions.body.map((region) => [region.id, region.free_ram_mb])).toEqual([['north-america', 2048], ['western-europe', 2048], ['central-europe', 2048]]);
    expect(regions.body[0]!.ping_url).toMatch(/\/_internal\/servers\/ping$/);
  });

  it('sends a plan larger than any node has left back to review with out_of_stock, charging nothing', async () => {
    const { user, post } = await buyer();
    const response = await post(fields(4096, 'western-europe'));
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!, context.server.url);
    expect(back.pathname).toBe('/servers/buy');
    expect(Object.fromEntries(back.searchParams)).toEqual({ ram: '4096', interval: 'monthly', region: 'western-europe', step: 'review', payment_method: 'new', error: 'out_of_stock' });
    expect(await chargesOf(user.id)).toEqual([]);
    expect(await context.database.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, user.id))).toEqual([]);
  });

  it('holds no memory for a purchase whose first payment was abandoned, and the reconcile job removes its record', async () => {
    const { user, post } = await buyer();
    // This card asks the bank to confirm: the server is recorded, waiting for its first payment, and holds its memory.
    const response = await post(fields(2048, 'north-america', '4000002500003155'));
    const confirm = new URL(response.headers.get('location')!, context.server.url);
    expect(confirm.pathname).toBe('/settings/billing/authenticate');
    const [server] = await context.database.db.select().from(t.servers).where(eq(t.servers.ownerId, user.id));
    expect(server!.status).toBe('pending_payment');
    expect(await freeIn('north-america')).toBe(0);

    const cancelled = await post.to(`/_internal/billing/charges/${confirm.searchParams.get('charge')}/authenticate`, { outcome: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(await freeIn('north-america')).toBe(2048);
    await reconcileServers(context.server.runtime);
    const [after] = await context.database.db.select().from(t.servers).where(eq(t.servers.id, server!.id));
    expect(after!.status).toBe('deleted');
    expect(await freeIn('north-america')).toBe(2048);
  });

  it('counts the servers already sold: a full region refuses even the smallest plan', async () => {
    const owner = await makeUser(context.database.db);
    await context.database.db.insert(t.servers).values({
      id: randomId(), ownerId: owner.id, name: 'Small server', plan: 'custom', ramMb: 2048, cpu: 2, storageMb: 16384, swapMb: 512,
      region: 'central-europe', nodeId: 'local-central-europe', port: 25631, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(),
    });
    const regions = await request<{ id: string; free_ram_mb: number }[]>(context.server.url, '/v3/servers/regions');
    expect(regions.body.find((region) => region.id === 'central-europe')!.free_ram_mb).toBe(0);

    const { user, post } = await buyer();
    const response = await post(fields(2048, 'central-europe'));
    expect(new URL(response.headers.get('location')!, context.server.url).searchParams.get('error')).toBe('out_of_stock');
    expect(await chargesOf(user.id)).toEqual([]);
  });
});
