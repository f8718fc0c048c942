// The server each of a person's hosting subscriptions pays for, so billing pages can link a subscription to its panel
// (billing sits below servers and cannot ask itself). Only the person's own live servers are named.
import type { Runtime } from '../runtime.ts';
import { ownServersOfSubscriptions } from './queries.ts';

/** Subscription id → server id, for the subscriptions among `subscriptionIds` that pay for a server `userId` owns. */
export async function serverIdsBySubscription(runtime: Runtime, userId: string, subscriptionIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await ownServersOfSubscriptions(runtime.db, userId, subscriptionIds);
  return new Map(rows.map((row) => [row.subscriptionId, row.id]));
}
