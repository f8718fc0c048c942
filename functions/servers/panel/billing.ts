// A server's subscription as its billing options page shows it, and the owner's actions on it (cancel at the period's
// end, resubscribe before it ends, retry a failed renewal), done through billing with the owner's own account.
import { cancelAtPeriodEnd, priceOf, resubscribe, retryRenewal, subscriptionsByIds, type PaymentOutcome } from '#billing';
import { hostingTiers } from '#contracts/billing-catalog.ts';
import { hostingProductId, ramOfProduct } from '#contracts/servers.ts';
import { nodeFreeMb } from '../placement.ts';
import { notFound } from '#contracts/errors.ts';
import type { Interval } from '#contracts/billing-catalog.ts';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { serverAccess, serverPayerAccess } from '../access/policy.ts';

export interface ServerBilling {
  status: string;
  interval: Interval;
  /** What the next renewal charges (minor units, USD), at the interval it renews with. */
  price: number | null;
  currency: string;
  periodEnd: string;
  /** When a failed renewal is tried again by itself, if it will be. */
  nextAttempt: string | null;
  /** The owner acts on the subscription; others with the options permission only read it. */
  mayChange: boolean;
  /** Every plan size at the subscription's interval; a bigger one fits only where the server's node has room. */
  plans: { ramMb: number; price: number | null; inStock: boolean; current: boolean }[];
  /** A smaller plan asked for, which the next renewal moves the server to. */
  nextRamMb: number | null;
}

export async function serverBilling(runtime: Runtime, viewer: Viewer, serverId: string): Promise<ServerBilling | null> {
  const { row, isOwner } = await serverAccess(runtime, viewer, serverId, 'options', false);
  if (!row.subscriptionId) return null;
  const [sub] = await subscriptionsByIds(runtime.db, [row.subscriptionId]);
  if (!sub) return null;
  const interval = (sub.nextInterval ?? sub.interval) as Interval;
  const free = await nodeFreeMb(runtime, row.nodeId);
  const plans = hostingTiers().map((tier) => ({
    ramMb: tier.ramMb, price: priceOf(hostingProductId(tier.ramMb), interval, sub.currency), current: tier.ramMb === row.ramMb,
    inStock: tier.ramMb <= row.ramMb || tier.ramMb - row.ramMb <= free,
  }));
  return {
    status: sub.status, interval, price: priceOf(sub.nextProductId ?? sub.productId, interval, sub.currency), currency: sub.currency, periodEnd: sub.periodEnd.toISOString(),
    nextAttempt: sub.nextAttemptAt?.toISOString() ?? null, mayChange: isOwner, plans, nextRamMb: sub.nextProductId ? ramOfProduct(sub.nextProductId) : null,
  };
}

/** The subscription of a server the viewer owns: money is the owner's alone, so staff support does not reach it here. */
async function ownedSubscription(runtime: Runtime, viewer: Viewer, serverId: string): Promise<{ ownerId: string; subscriptionId: string }> {
  const { row } = await serverPayerAccess(runtime, viewer, serverId, 'subscription');
  if (!row.subscriptionId) throw notFound('This server has no subscription');
  return { ownerId: row.ownerId, subscriptionId: row.subscriptionId };
}

export async function cancelServerSubscription(runtime: Runtime, viewer: Viewer, serverId: string): Promise<void> {
  const { ownerId, subscriptionId } = await ownedSubscription(runtime, viewer, serverId);
  await cancelAtPeriodEnd(runtime, ownerId, subscriptionId);
}

export async function resubscribeServer(runtime: Runtime, viewer: Viewer, serverId: string): Promise<void> {
  const { ownerId, subscriptionId } = await ownedSubscription(runtime, viewer, serverId);
  await resubscribe(runtime, ownerId, subscriptionId);
}

export async function retryServerPayment(runtime: Runtime, viewer: Viewer, serverId: string, clientKey: string): Promise<PaymentOutcome> {
  const { ownerId, subscriptionId } = await ownedSubscription(runtime, viewer, serverId);
  return retryRenewal(runtime, ownerId, subscriptionId, clientKey);
}
