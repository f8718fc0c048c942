// The payment provider's customer behind each person who buys, made on their first purchase or saved card.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db, Runtime } from '#access';

export interface Customer {
  userId: string;
  providerCustomerId: string;
  locale: string | null;
}

export async function findCustomer(db: Db, userId: string): Promise<Customer | null> {
  const [row] = await db.select({ userId: t.billingCustomers.userId, providerCustomerId: t.billingCustomers.providerCustomerId, locale: t.billingCustomers.locale })
    .from(t.billingCustomers).where(eq(t.billingCustomers.userId, userId));
  return row ?? null;
}

/** The person's customer, made at the provider once (the key is the person's, so a retry finds the same customer). */
export async function ensureCustomer(runtime: Runtime, userId: string, locale: string | null): Promise<Customer> {
  const { db, payments } = runtime;
  const existing = await findCustomer(db, userId);
  if (existing) {
    if (locale && existing.locale !== locale) await db.update(t.billingCustomers).set({ locale }).where(eq(t.billingCustomers.userId, userId));
    return { ...existing, locale: locale ?? existing.locale };
  }
  const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  const providerCustomerId = await payments.createCustomer({ userId, email: user?.email ?? null, idempotencyKey: `customer:${userId}` });
  await db.insert(t.billingCustomers).values({ userId, provider: payments.provider, providerCustomerId, locale, created: runtime.clock.now() }).onConflictDoNothing();
  return (await findCustomer(db, userId))!;
}
