// Writing to the double-entry ledger: a movement and its entries, which must sum to zero, and the available balance
// kept beside them. Callers pass their transaction, so money moves with the event that caused it or not at all.
import { and, eq, gte, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db } from '#access';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Account = (typeof t.PAYOUT_ACCOUNTS)[number];
export type Movement = typeof t.payoutMovements.$inferInsert;
export interface Entry {
  account: Account;
  userId: string | null;
  amount: number;
}

export class UnbalancedMovement extends Error {}
export class InsufficientBalance extends Error {}

/**
 * Records a movement once: false when its id was recorded before (a job's second run, a retried request). Entries on
 * a creator's `available` account move their balance row too. Money leaves it by one conditional statement: of two
 * withdrawals racing for the same money, the second finds the balance already lower, takes nothing and throws, so
 * its transaction writes nothing. The row's check refuses an overdraft whatever the path.
 */
export async function postMovement(tx: Tx, movement: Movement, entries: Entry[]): Promise<boolean> {
  if (entries.reduce((sum, entry) => sum + entry.amount, 0) !== 0) throw new UnbalancedMovement(`Movement ${movement.id} does not balance`);
  const inserted = await tx.insert(t.payoutMovements).values(movement).onConflictDoNothing().returning({ id: t.payoutMovements.id });
  if (inserted.length === 0) return false;
  await tx.insert(t.payoutEntries).values(entries.filter((entry) => entry.amount !== 0).map((entry) => ({ ...entry, movementId: movement.id })));
  for (const entry of entries) {
    if (entry.account !== 'available' || entry.amount === 0 || !entry.userId) continue;
    if (entry.amount < 0) {
      const taken = await tx.update(t.payoutBalances).set({ available: sql`${t.payoutBalances.available} + ${entry.amount}` })
        .where(and(eq(t.payoutBalances.userId, entry.userId), gte(t.payoutBalances.available, -entry.amount))).returning({ userId: t.payoutBalances.userId });
      if (taken.length !== 1) throw new InsufficientBalance();
      continue;
    }
    await tx.insert(t.payoutBalances).values({ userId: entry.userId, available: entry.amount })
      .onConflictDoUpdate({ target: t.payoutBalances.userId, set: { available: sql`${t.payoutBalances.available} + ${entry.amount}` } });
  }
  return true;
}
