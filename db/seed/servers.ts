// Demo Kiln Servers: the player owns one Small server in North America, paid monthly, installed on the local node at
// the first start and stopped until someone presses Start in its panel.
import { eq } from 'drizzle-orm';
import { hostingTier } from '#contracts/billing-catalog.ts';
import { hostingProductId, NAMED_PLANS } from '#contracts/servers.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { IdFactory } from './idgen.ts';
import { DAY_MS, Random } from './random.ts';

/** Where the server goes: the id and first port of the demo region's node, from the configured nodes. */
export interface DemoNode {
  id: string;
  region: string;
  port: number;
}

export async function seedServers(db: Db, options: { seed: string; now: Date; node: DemoNode }): Promise<void> {
  const [player] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.player.username));
  if (!player) return;
  const ids = new IdFactory(Random.fromSeed(options.seed, 'servers'));
  const small = NAMED_PLANS.find((plan) => plan.id === 'small')!;
  const tier = hostingTier(small.ramMb);
  const start = new Date(options.now.getTime() - 5 * DAY_MS);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const subscriptionId = ids.next();
  const chargeId = ids.next();
  const productId = hostingProductId(tier.ramMb);
  await db.transaction(async (tx) => {
    await tx.insert(t.subscriptions).values({ id: subscriptionId, userId: player.id, productId, interval: 'monthly', currency: 'USD', status: 'active', periodStart: start, periodEnd: end, created: start });
    await tx.insert(t.ledger).values({
      id: chargeId, userId: player.id, kind: 'charge', subscriptionId, productId, interval: 'monthly', amount: tier.usd.monthly, currency: 'USD',
      status: 'succeeded', providerPaymentId: `pi_sbx_seed_${chargeId}`, created: start,
    });
    await tx.insert(t.servers).values({
      id: ids.next(), ownerId: player.id, name: 'Small server', subscriptionId, plan: small.id, ramMb: tier.ramMb, cpu: tier.cpu, storageMb: tier.storageMb,
      swapMb: tier.swapMb, region: options.node.region, nodeId: options.node.id, port: options.node.port, loader: 'vanilla', gameVersion: '1.20.1',
      status: 'pending_payment', wantsRunning: false, created: start,
    });
  });
}
