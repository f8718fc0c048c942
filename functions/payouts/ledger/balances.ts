// Reading creators' money from the ledger: available, pending with the days it frees up, lifetime earnings, and the
// movements behind them for the transfers page and /v3/payout/history.
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from './post.ts';

export interface PendingRelease {
  /** The UTC day the money becomes available. */
  day: string;
  amount: number;
}

export interface Balance {
  available: number;
  pending: number;
  releases: PendingRelease[];
  /** Everything ever credited, pending or not. */
  lifetime: number;
  /** Money on its way to a provider. */
  inTransit: number;
}

const sumOf = (column: typeof t.payoutEntries.amount) => sql<number>`coalesce(sum(${column}), 0)`;

export async function balanceOf(db: DbOrTx, userId: string): Promise<Balance> {
  const [row] = await db.select({ available: t.payoutBalances.available }).from(t.payoutBalances).where(eq(t.payoutBalances.userId, userId));
  const accounts = await db.select({ account: t.payoutEntries.account, total: sumOf(t.payoutEntries.amount) }).from(t.payoutEntries)
    .where(and(eq(t.payoutEntries.userId, userId), inArray(t.payoutEntries.account, ['pending', 'in_transit']))).groupBy(t.payoutEntries.account);
  const [earned] = await db.select({ total: sumOf(t.payoutEntries.amount) }).from(t.payoutEntries)
    .innerJoin(t.payoutMovements, eq(t.payoutMovements.id, t.payoutEntries.movementId))
    .where(and(eq(t.payoutEntries.userId, userId), eq(t.payoutEntries.account, 'pending'), eq(t.payoutMovements.kind, 'revenue')));
  const releaseDay = sql<string>`strftime('%Y-%m-%d', ${t.payoutMovements.releaseAt} / 1000, 'unixepoch')`;
  const releases = await db.select({ day: releaseDay, amount: sumOf(t.payoutEntries.amount) }).from(t.payoutEntries)
    .innerJoin(t.payoutMovements, eq(t.payoutMovements.id, t.payoutEntries.movementId))
    .where(and(eq(t.payoutEntries.userId, userId), eq(t.payoutEntries.account, 'pending'), isNotNull(t.payoutMovements.releaseAt)))
    .groupBy(releaseDay).orderBy(asc(releaseDay));
  const total = (account: string) => Number(accounts.find((entry) => entry.account === account)?.total ?? 0);
  return {
    available: row?.available ?? 0,
    pending: total('pending'),
    releases: releases.map((release) => ({ day: release.day, amount: Number(release.amount) })),
    lifetime: Number(earned?.total ?? 0),
    inTransit: total('in_transit'),
  };
}

export interface RevenueDay {
  day: string;
  amount: number;
}

/** A creator's revenue per earning day (newest first), for the revenue chart and the transfers page. */
export async function revenueDays(db: DbOrTx, userId: string, limit: number): Promise<RevenueDay[]> {
  const rows = await db.select({ day: t.payoutMovements.day, amount: sumOf(t.payoutEntries.amount) }).from(t.payoutEntries)
    .innerJoin(t.payoutMovements, eq(t.payoutMovements.id, t.payoutEntries.movementId))
    .where(and(eq(t.payoutEntries.userId, userId), eq(t.payoutEntries.account, 'pending'), eq(t.payoutMovements.kind, 'revenue'), isNotNull(t.payoutMovements.day)))
    .groupBy(t.payoutMovements.day).orderBy(desc(t.payoutMovements.day)).limit(limit);
  return rows.map((row) => ({ day: row.day!, amount: Number(row.amount) }));
}

/** Revenue movements whose hold is over at `now`. */
export async function dueReleases(db: DbOrTx, now: Date, limit: number) {
  return db.select({ id: t.payoutMovements.id, userId: t.payoutEntries.userId, amount: t.payoutEntries.amount }).from(t.payoutMovements)
    .innerJoin(t.payoutEntries, and(eq(t.payoutEntries.movementId, t.payoutMovements.id), eq(t.payoutEntries.account, 'pending')))
    .where(and(isNotNull(t.payoutMovements.releaseAt), sql`${t.payoutMovements.releaseAt} <= ${now.getTime()}`, gt(t.payoutEntries.amount, 0)))
    .orderBy(asc(t.payoutMovements.releaseAt)).limit(limit);
}
