// SQL over withdrawals (payout rows) and tax forms; no decisions.
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../ledger/post.ts';

export type PayoutRow = typeof t.payouts.$inferSelect;

export async function payoutOf(db: DbOrTx, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(t.payouts).where(eq(t.payouts.id, id));
  return row ?? null;
}

export async function payoutsOf(db: DbOrTx, userId: string, limit = 200): Promise<PayoutRow[]> {
  return db.select().from(t.payouts).where(eq(t.payouts.userId, userId)).orderBy(desc(t.payouts.created), desc(t.payouts.id)).limit(limit);
}

/** Moves an in-transit payout on; false when something else (the job, a cancel) got there first. */
export async function finishPayout(db: DbOrTx, id: string, values: Pick<PayoutRow, 'status' | 'updated'> & { failureReason?: string | null }): Promise<boolean> {
  const rows = await db.update(t.payouts).set(values).where(and(eq(t.payouts.id, id), eq(t.payouts.status, 'in-transit'))).returning({ id: t.payouts.id });
  return rows.length === 1;
}

export async function setPlatformId(db: DbOrTx, id: string, platformId: string): Promise<void> {
  await db.update(t.payouts).set({ platformId }).where(and(eq(t.payouts.id, id), isNull(t.payouts.platformId)));
}

export async function inTransit(db: DbOrTx, limit: number): Promise<PayoutRow[]> {
  return db.select().from(t.payouts).where(eq(t.payouts.status, 'in-transit')).orderBy(t.payouts.created).limit(limit);
}

/** What a creator withdrew (or is withdrawing) since a moment, and before another if given: the tax-form threshold, the totals. */
export async function withdrawnBetween(db: DbOrTx, userId: string, from: Date, to?: Date): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${t.payouts.amount}), 0)` }).from(t.payouts)
    .where(and(eq(t.payouts.userId, userId), inArray(t.payouts.status, ['in-transit', 'success']), gte(t.payouts.created, from), to ? lt(t.payouts.created, to) : undefined));
  return Number(row?.total ?? 0);
}

export async function taxFormOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(t.taxForms).where(eq(t.taxForms.userId, userId));
  return row ?? null;
}

export async function saveTaxForm(db: DbOrTx, userId: string, formType: (typeof t.taxForms.$inferInsert)['formType'], completed: Date): Promise<void> {
  await db.insert(t.taxForms).values({ userId, formType, completed }).onConflictDoUpdate({ target: t.taxForms.userId, set: { formType, completed } });
}

export async function userContact(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: t.users.email, username: t.users.username }).from(t.users).where(eq(t.users.id, userId));
  return row ?? null;
}
