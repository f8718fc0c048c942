// SQL over subscriptions; no decisions.
import { and, asc, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { UNSTARTED_STATUSES, type SubscriptionStatus } from '#contracts/billing.ts';
import type { DbOrTx } from '../ledger/queries.ts';

export type SubscriptionRow = typeof t.subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof t.subscriptions.$inferInsert;

export async function subscription(db: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, id));
  return row ?? null;
}

/** A person's subscriptions that were ever paid for (not those whose first payment never went through), newest first. */
export async function userSubscriptions(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(t.subscriptions)
    .where(and(eq(t.subscriptions.userId, userId), notInArray(t.subscriptions.status, [...UNSTARTED_STATUSES])))
    .orderBy(desc(t.subscriptions.created), desc(t.subscriptions.id));
}

export async function userSubscriptionsOf(db: DbOrTx, userId: string, productId: string, statuses: readonly SubscriptionStatus[]): Promise<SubscriptionRow[]> {
  return db.select().from(t.subscriptions)
    .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.productId, productId), inArray(t.subscriptions.status, [...statuses])));
}

export async function insertSubscription(db: DbOrTx, row: NewSubscriptionRow): Promise<void> {
  await db.insert(t.subscriptions).values(row);
}

export async function updateSubscription(db: DbOrTx, id: string, values: Partial<NewSubscriptionRow>): Promise<void> {
  await db.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, id));
}

/** Active subscriptions whose paid period is over: due for renewal. */
export async function dueRenewals(db: DbOrTx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db.select().from(t.subscriptions)
    .where(and(eq(t.subscriptions.status, 'active'), lte(t.subscriptions.periodEnd, now)))
    .orderBy(asc(t.subscriptions.periodEnd)).limit(limit);
}

/** Failed renewals whose next try on the schedule has come. */
export async function dueRetries(db: DbOrTx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db.select().from(t.subscriptions)
    .where(and(eq(t.subscriptions.status, 'past_due'), lte(t.subscriptions.nextAttemptAt, now)))
    .orderBy(asc(t.subscriptions.nextAttemptAt)).limit(limit);
}

/** Cancelled subscriptions whose paid period is over: their perks end now. */
export async function dueExpiries(db: DbOrTx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db.select().from(t.subscriptions)
    .where(and(eq(t.subscriptions.status, 'cancelled'), lte(t.subscriptions.periodEnd, now)))
    .limit(limit);
}

export async function subscriptionsByIds(db: DbOrTx, ids: readonly string[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(t.subscriptions).where(inArray(t.subscriptions.id, [...ids]));
}
