// What a person's subscriptions entitle them to, for the desktop app: Kiln Plus (its app shows no ads) and until when.
import { PLUS_PRODUCT, type SubscriptionStatus } from '#contracts/billing.ts';
import type { Runtime } from '#access';
import { billingNow } from '../clock.ts';
import { hasPerks } from '../overview/service.ts';
import { userSubscriptionsOf } from '../subscriptions/queries.ts';

export interface Entitlements {
  plus: { status: SubscriptionStatus; until: Date } | null;
}

export async function entitlements(runtime: Runtime, userId: string): Promise<Entitlements> {
  const now = await billingNow(runtime);
  const subs = await userSubscriptionsOf(runtime.db, userId, PLUS_PRODUCT, ['active', 'past_due', 'cancelled']);
  const plus = subs.find((sub) => hasPerks(sub, now));
  return { plus: plus ? { status: plus.status, until: plus.periodEnd } : null };
}
