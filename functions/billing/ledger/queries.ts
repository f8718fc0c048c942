// SQL over the money ledger and the creator pool's daily Plus share; no decisions.
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db } from '#access';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type LedgerRow = typeof t.ledger.$inferSelect;
export type NewLedgerRow = typeof t.ledger.$inferInsert;

export async function insertLedgerRow(db: DbOrTx, row: NewLedgerRow): Promise<void> {
  await db.insert(t.ledger).values(row);
}

export async function ledgerRow(db: DbOrTx, id: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(t.ledger).where(eq(t.ledger.id, id));
  return row ?? null;
}

export async function ledgerRowByKey(db: DbOrTx, idempotencyKey: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(t.ledger).where(eq(t.ledger.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export async function updateLedgerRow(db: DbOrTx, id: string, values: Partial<NewLedgerRow>): Promise<void> {
  await db.update(t.ledger).set(values).where(eq(t.ledger.id, id));
}

export async function userLedger(db: DbOrTx, userId: string): Promise<LedgerRow[]> {
  return db.select().from(t.ledger).where(eq(t.ledger.userId, userId)).orderBy(desc(t.ledger.created), desc(t.ledger.id));
}

/** Unspent credit in a currency: credit granted minus credit spent (spending rows are negative). */
export async function creditBalance(db: DbOrTx, userId: string, currency: string): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${t.ledger.amount}), 0)` }).from(t.ledger)
    .where(and(eq(t.ledger.userId, userId), eq(t.ledger.kind, 'credit'), eq(t.ledger.currency, currency), eq(t.ledger.status, 'succeeded')));
  return Number(row?.total ?? 0);
}

/** Adds (or, for a refund, takes back) a Plus payment and its creator share to the day it happened. */
export async function addPlusRevenue(db: DbOrTx, day: string, currency: string, revenue: number, creatorShare: number): Promise<void> {
  await db.insert(t.plusRevenueDays).values({ day, currency, revenue, creatorShare }).onConflictDoUpdate({
    target: [t.plusRevenueDays.day, t.plusRevenueDays.currency],
    set: { revenue: sql`${t.plusRevenueDays.revenue} + ${revenue}`, creatorShare: sql`${t.plusRevenueDays.creatorShare} + ${creatorShare}` },
  });
}

/**
 * First payments of subscriptions not begun yet that wait for their person (the bank's authentication): a person's
 * own, or everyone's begun before `before`.
 */
export async function firstPaymentsAwaiting(db: DbOrTx, where: { userId?: string; before?: Date }, limit: number): Promise<LedgerRow[]> {
  const rows = await db.select({ ledger: t.ledger }).from(t.ledger)
    .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.ledger.subscriptionId))
    .where(and(
      eq(t.ledger.kind, 'charge'), eq(t.ledger.status, 'processing'), isNotNull(t.ledger.providerPaymentId), eq(t.subscriptions.status, 'incomplete'),
      where.userId ? eq(t.ledger.userId, where.userId) : undefined, where.before ? lt(t.ledger.created, where.before) : undefined,
    ))
    .orderBy(t.ledger.created)
    .limit(limit);
  return rows.map((row) => row.ledger);
}
