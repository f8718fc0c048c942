// Buying a server: a hosting plan's subscription through billing, and the server record it pays for, placed on a
// node of the chosen region with room for it. A succeeded payment installs it at once; a payment that finishes later
// (authentication, a webhook) is picked up by the reconcile pass.
import { z } from 'zod';
import { ApiError, badRequest } from '#contracts/errors.ts';
import { hostingTiers } from '#contracts/billing-catalog.ts';
import { hostingProductId, NAMED_PLANS, planOfRam, purchaseForm } from '#contracts/servers.ts';
import { subscribeToProduct, type PaymentOutcome } from '#billing';
import { isUniqueViolation } from '#lib/db-errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '../runtime.ts';
import { insertServer, serverBySubscription } from '../records/queries.ts';
import { OUT_OF_STOCK, placeServer, regionStock } from '../placement.ts';
import { reconcileServer } from '../provision/service.ts';
import { DEFAULT_GAME_VERSION, DEFAULT_LOADER } from '../provision/spec.ts';

export type PurchaseInput = z.infer<typeof purchaseForm>;

const HOSTING_CURRENCY = 'USD';
const PLACEMENT_TRIES = 3;

export function serverName(ramMb: number): string {
  return `${NAMED_PLANS.find((plan) => plan.ramMb === ramMb)?.name ?? 'Custom'} server`;
}

export async function purchaseServer(runtime: Runtime, userId: string, locale: string | null, input: PurchaseInput): Promise<{ outcome: PaymentOutcome; serverId: string | null }> {
  const tier = hostingTiers().find((candidate) => candidate.ramMb === input.ram_mb);
  if (!tier) throw badRequest('There is no plan of that size');
  let serverId: string | null = null;
  const outcome = await subscribeToProduct(runtime, userId, locale, hostingProductId(tier.ramMb), {
    interval: input.interval, currency: HOSTING_CURRENCY, clientKey: input.idempotency_key, paymentMethodId: input.payment_method,
    card: { number: input.number, exp_month: input.exp_month, exp_year: input.exp_year, cvc: input.cvc },
  }, {
    guard: async () => {
      const stock = (await regionStock(runtime)).find((region) => region.id === input.region);
      if (!stock || stock.freeMb < tier.ramMb) throw new ApiError('conflict', OUT_OF_STOCK);
    },
    onCreated: async (subscriptionId) => {
      const id = randomId();
      for (let attempt = 1; ; attempt++) {
        try {
          // Placement and the record are one transaction: a port is never handed out twice.
          await runtime.db.transaction(async (tx) => {
            const { node, port } = await placeServer(runtime, tx, input.region, tier.ramMb);
            await insertServer(tx, {
              id, ownerId: userId, name: serverName(tier.ramMb), subscriptionId, plan: planOfRam(tier.ramMb), ramMb: tier.ramMb, cpu: tier.cpu,
              storageMb: tier.storageMb, swapMb: tier.swapMb, region: input.region, nodeId: node.id, port, loader: DEFAULT_LOADER,
              gameVersion: DEFAULT_GAME_VERSION, status: 'pending_payment', wantsRunning: false, created: runtime.clock.now(),
            });
          });
          serverId = id;
          return;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= PLACEMENT_TRIES) throw error;
        }
      }
    },
  });
  // A repeated click answers the first one's outcome: its server is the one its subscription pays for.
  if (!serverId && outcome.charge?.subscriptionId) serverId = (await serverBySubscription(runtime.db, outcome.charge.subscriptionId))?.id ?? null;
  if (outcome.status === 'succeeded' && serverId) {
    await reconcileServer(runtime, serverId).catch((error: unknown) => console.error(`Installing server ${serverId}: ${String(error)}`));
  }
  return { outcome, serverId };
}
