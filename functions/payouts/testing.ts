// Test support for payouts: engagement in the analytics rollups for a day, money put straight into a creator's
// available balance, the ledger's movements read back, and the sandbox clock moved.
import { and, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db } from '#access';
import { postMovement } from './ledger/post.ts';

let grants = 0;

/** Views and playtime for a project on a UTC day, as the analytics rollup job would have written them. */
export async function engagementOn(db: Db, day: string, projectId: string, views: number, playtimeSeconds: number): Promise<void> {
  const hour = Date.parse(`${day}T12:00:00Z`);
  const rows = [
    { projectId, metric: 'views', dimension: '', value: '', hour, amount: views },
    { projectId, metric: 'playtime', dimension: '', value: '', hour, amount: playtimeSeconds },
  ].filter((row) => row.amount > 0);
  if (rows.length) await db.insert(t.analyticsRollups).values(rows);
}

/** Released revenue, as if the pool had paid it more than 60 days ago. */
export async function grantAvailable(db: Db, userId: string, cents: number): Promise<void> {
  await db.transaction((tx) => postMovement(tx, { id: `test-grant:${userId}:${++grants}`, kind: 'release', userId, created: new Date() }, [
    { account: 'funding', userId: null, amount: -cents },
    { account: 'available', userId, amount: cents },
  ]));
}

/** Every movement's entries, for checking that each one balances. */
export async function entrySums(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(t.payoutEntries);
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.movementId, (sums.get(row.movementId) ?? 0) + row.amount);
  return sums;
}

export async function accountTotal(db: Db, userId: string, account: (typeof t.PAYOUT_ACCOUNTS)[number]): Promise<number> {
  const rows = await db.select({ amount: t.payoutEntries.amount }).from(t.payoutEntries).where(and(eq(t.payoutEntries.userId, userId), eq(t.payoutEntries.account, account)));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
