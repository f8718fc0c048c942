// Changing a server's plan: a bigger one is charged now for the rest of the period and applied at once, one that
// does not fit on the server's node is out of stock, and a smaller one waits for the renewal, charged at its price.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { advanceSandboxClock, runBillingJobs } from '#billing';
import { createSession } from '#access';
import { makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { freePort, waitFor } from '#platform/server-nodes/local/driver-testing.ts';
import { reconcileServers } from '../provision/service.ts';

const base = await freePort();
const context = useTestServer({ SERVER_PORTS: `${base}-${base + 2}`, LOCAL_NODE_MEMORY_MB: '8192' });
const key = () => crypto.randomUUID().replaceAll('-', '');

async function ownerOfSmallServer() {
  const user = await makeUser(context.database.db, {});
  const token = (await createSession(context.database.db, user.id, {})).token;
  const bought = await postForm(context.server.url, '/_internal/servers/purchase', {
    ram_mb: '4096', interval: 'monthly', region: 'western-europe', idempotency_key: key(), payment_method: 'new', number: '4242424242424242', exp_month: '12', exp_year: '2035', cvc: '123',
  }, { cookie: `kiln_session=${token}` });
  const id = new URL(bought.headers.get('location')!, context.server.url).pathname.split('/').at(-1)!;
  const server = async () => (await context.database.db.select().from(t.servers).where(eq(t.servers.id, id)))[0]!;
  await waitFor(async () => {
    await reconcileServers(context.server.runtime);
    return (await server()).status;
  }, (status) => status === 'ready');
  const plan = (ramMb: number, idempotencyKey = key()) => request(context.server.url, `/v3/servers/${id}/plan`, { method: 'POST', token, json: { ram_mb: ramMb, idempotency_key: idempotencyKey } });
  const charges = () => context.database.db.select().from(t.ledger).where(eq(t.ledger.userId, user.id));
  return { id, plan, server, charges };
}

describe('changing plan', () => {
  it('upgrades at once for the prorated difference, refuses what the node cannot hold, and downgrades at the renewal', async () => {
    const { plan, server, charges } = await ownerOfSmallServer();
    const upgradeKey = key();
    const upgraded = await plan(6144, upgradeKey);
    expect(upgraded.body).toMatchObject({ status: 'succeeded' });
    // Bought a moment ago: nearly the whole month is left, so nearly the whole difference (18 − 12 dollars) is charged.
    const upgradeCharge = (await charges()).find((row) => row.id === upgraded.body.charge_id)!;
    expect(upgradeCharge).toMatchObject({ productId: 'hosting-6144', status: 'succeeded' });
    expect(upgradeCharge.amount).toBeGreaterThan(590);
    expect(upgradeCharge.amount).toBeLessThanOrEqual(600);
    expect(await server()).toMatchObject({ ramMb: 6144, plan: 'medium', status: 'ready', upgradeRamMb: null });
    // The same click again charges nothing more.
    expect((await plan(6144, upgradeKey)).body).toMatchObject({ status: 'succeeded', charge_id: upgraded.body.charge_id });

    // 6 GB of the node's 8 GB are sold: 4 GB more do not fit.
    const tooBig = await plan(10_240);
    expect(tooBig.status).toBe(409);
    expect(tooBig.body.description).toMatch(/out of stock/);

    const downgraded = await plan(2048);
    expect(downgraded.body).toMatchObject({ status: 'scheduled' });
    expect(await server()).toMatchObject({ ramMb: 6144 });
    await advanceSandboxClock(context.server.runtime.db, 32);
    await runBillingJobs(context.server.runtime);
    await reconcileServers(context.server.runtime);
    expect(await server()).toMatchObject({ ramMb: 2048, plan: 'custom', storageMb: expect.any(Number), status: 'ready' });
    const renewal = (await charges()).filter((row) => row.productId === 'hosting-2048');
    expect(renewal).toEqual([expect.objectContaining({ amount: 600, status: 'succeeded' })]);
  });
});
