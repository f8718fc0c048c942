// Changing a server's plan from its billing options: a bigger plan needs room on the server's node (else the
// out-of-stock warning) and is charged now for the rest of the period, then applied; a smaller one is applied at the
// next renewal. Only the owner changes what they pay for.
import { ApiError, badRequest } from '#contracts/errors.ts';
import { hostingTiers } from '#contracts/billing-catalog.ts';
import { hostingProductId } from '#contracts/servers.ts';
import { changeProduct, subscriptionsByIds, type ProductChange } from '#billing';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { serverPayerAccess } from '../access/policy.ts';
import { serverRow } from '../records/queries.ts';
import { nodeHasRoomFor, OUT_OF_STOCK } from '../placement.ts';
import { applyPlan } from './apply.ts';

export async function changePlan(runtime: Runtime, viewer: Viewer, serverId: string, ramMb: number, clientKey: string): Promise<ProductChange> {
  const { row } = await serverPayerAccess(runtime, viewer, serverId, 'plan');
  const tier = hostingTiers().find((candidate) => candidate.ramMb === ramMb);
  if (!tier) throw badRequest('There is no plan of that size');
  if (!row.subscriptionId) throw new ApiError('conflict', 'This server has no subscription to change.');
  if (row.status !== 'ready') throw new ApiError('conflict', 'The server is being installed or already changing plan.');
  const [sub] = await subscriptionsByIds(runtime.db, [row.subscriptionId]);
  const upgrading = tier.ramMb > row.ramMb;
  if (upgrading && sub?.productId !== hostingProductId(tier.ramMb) && !(await nodeHasRoomFor(runtime, row.nodeId, tier.ramMb - row.ramMb))) {
    throw new ApiError('conflict', OUT_OF_STOCK);
  }
  const change = await changeProduct(runtime, row.ownerId, row.subscriptionId, hostingProductId(tier.ramMb), clientKey);
  if (change.status === 'succeeded' || change.status === 'switched') {
    const fresh = await serverRow(runtime.db, row.id);
    if (fresh && fresh.ramMb !== tier.ramMb) await applyPlan(runtime, fresh, tier.ramMb);
  }
  return change;
}
