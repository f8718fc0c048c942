// SQL over saved payment methods; no decisions.
import { and, asc, desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../ledger/queries.ts';

export type PaymentMethodRow = typeof t.paymentMethods.$inferSelect;

export async function userPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId))
    .orderBy(desc(t.paymentMethods.primary), asc(t.paymentMethods.created), asc(t.paymentMethods.id));
}

export async function userPaymentMethod(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(t.paymentMethods).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.id, id)));
  return row ?? null;
}

export async function primaryPaymentMethod(db: DbOrTx, userId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(t.paymentMethods).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.primary, true)));
  return row ?? null;
}

export async function insertPaymentMethod(db: DbOrTx, row: typeof t.paymentMethods.$inferInsert): Promise<void> {
  await db.insert(t.paymentMethods).values(row);
}

export async function deletePaymentMethod(db: DbOrTx, id: string): Promise<void> {
  await db.delete(t.paymentMethods).where(eq(t.paymentMethods.id, id));
}

/** Exactly one primary method: the named one. */
export async function setPrimary(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.update(t.paymentMethods).set({ primary: false }).where(eq(t.paymentMethods.userId, userId));
  await db.update(t.paymentMethods).set({ primary: true }).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.id, id)));
}
