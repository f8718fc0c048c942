// Demo billing: the player has Kiln Plus monthly with a few paid months behind it, and a second demo account
// ("lapsed") has a renewal that just failed, so the billing banner and the retry path can be tried at once.
// Billing runs on the real clock (renewals fall due as time passes), so these dates count back from `now`, the
// moment of seeding, and not from the catalogue's fixed seed date.
import { eq } from 'drizzle-orm';
import { Badge } from '#contracts/permissions.ts';
import { CREATOR_POOL_SHARE_PERCENT, RETRY_SCHEDULE_DAYS } from '#contracts/billing.ts';
import { INTERVAL_MONTHS, plusPrices } from '#contracts/billing-catalog.ts';
import { hashPassword } from '#lib/password.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { IdFactory } from './idgen.ts';
import { DAY_MS, HOUR_MS, Random } from './random.ts';

/** The account whose renewal failed: not one of the four accounts other demos and tests sign in with. */
export const LAPSED_ACCOUNT = { username: 'lapsed', email: 'lapsed@kiln.localhost', password: 'demo-lapsed-pass' } as const;

/** Calendar months back in UTC, as billing counts periods. */
function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

const price = (currency: string) => plusPrices().find((entry) => entry.currency === currency)!.intervals.monthly;
const day = (date: Date) => date.toISOString().slice(0, 10);

export async function seedBilling(db: Db, options: { seed: string; now: Date }): Promise<void> {
  const [player] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.player.username));
  if (!player) return;
  const ids = new IdFactory(Random.fromSeed(options.seed, 'billing'));
  const now = options.now;
  const lapsedId = ids.next();
  const passwordHash = await hashPassword(LAPSED_ACCOUNT.password);

  const customers: (typeof t.billingCustomers.$inferInsert)[] = [];
  const methods: (typeof t.paymentMethods.$inferInsert)[] = [];
  const subs: (typeof t.subscriptions.$inferInsert)[] = [];
  const ledger: (typeof t.ledger.$inferInsert)[] = [];
  const revenue = new Map<string, { day: string; currency: string; revenue: number; creatorShare: number }>();
  const paid = (userId: string, subscriptionId: string, currency: string, at: Date) => {
    const id = ids.next();
    const amount = price(currency);
    ledger.push({ id, userId, kind: 'charge', subscriptionId, productId: 'plus', interval: 'monthly', amount, currency, status: 'succeeded', providerPaymentId: `pi_sbx_seed_${id}`, created: at });
    const key = `${day(at)}:${currency}`;
    const entry = revenue.get(key) ?? { day: day(at), currency, revenue: 0, creatorShare: 0 };
    entry.revenue += amount;
    entry.creatorShare += Math.trunc((amount * CREATOR_POOL_SHARE_PERCENT) / 100);
    revenue.set(key, entry);
  };

  // The player: three months paid, the current one started ten days ago.
  const playerSub = ids.next();
  const playerStart = new Date(now.getTime() - 10 * DAY_MS);
  customers.push({ userId: player.id, provider: 'sandbox', providerCustomerId: `cus_sbx_seed_${player.id}`, locale: 'en-US', created: monthsBefore(playerStart, 2) });
  methods.push({ id: ids.next(), userId: player.id, providerMethodId: `pm_sbx_succeeds_seed${player.id}`, brand: 'visa', last4: '4242', expMonth: 8, expYear: now.getUTCFullYear() + 3, primary: true, created: monthsBefore(playerStart, 2) });
  subs.push({ id: playerSub, userId: player.id, productId: 'plus', interval: 'monthly', currency: 'USD', status: 'active', periodStart: playerStart, periodEnd: monthsBefore(playerStart, -INTERVAL_MONTHS.monthly), created: monthsBefore(playerStart, 2) });
  for (const back of [2, 1, 0]) paid(player.id, playerSub, 'USD', monthsBefore(playerStart, back));

  // Lapsed: paid last month; the renewal half a day ago failed, and its first retry is due in half a day.
  const lapsedSub = ids.next();
  const periodEnd = new Date(now.getTime() - 12 * HOUR_MS);
  const periodStart = monthsBefore(periodEnd, INTERVAL_MONTHS.monthly);
  customers.push({ userId: lapsedId, provider: 'sandbox', providerCustomerId: `cus_sbx_seed_${lapsedId}`, locale: 'en-US', created: periodStart });
  methods.push({ id: ids.next(), userId: lapsedId, providerMethodId: `pm_sbx_fails_renewal_seed${lapsedId}`, brand: 'visa', last4: '0341', expMonth: 3, expYear: now.getUTCFullYear() + 2, primary: true, created: periodStart });
  subs.push({
    id: lapsedSub, userId: lapsedId, productId: 'plus', interval: 'monthly', currency: 'EUR', status: 'past_due', periodStart, periodEnd,
    failedAttempts: 1, nextAttemptAt: new Date(periodEnd.getTime() + RETRY_SCHEDULE_DAYS[0] * DAY_MS), created: periodStart,
  });
  paid(lapsedId, lapsedSub, 'EUR', periodStart);
  const failedId = ids.next();
  ledger.push({ id: failedId, userId: lapsedId, kind: 'charge', subscriptionId: lapsedSub, productId: 'plus', interval: 'monthly', amount: price('EUR'), currency: 'EUR', status: 'failed', failureMessage: 'Your card was declined.', providerPaymentId: `pi_sbx_seed_${failedId}`, idempotencyKey: `renewal:${lapsedSub}:${periodEnd.getTime()}:0`, created: periodEnd });

  await db.transaction(async (tx) => {
    await tx.insert(t.users).values({
      id: lapsedId, username: LAPSED_ACCOUNT.username, email: LAPSED_ACCOUNT.email, emailVerified: true, passwordHash, role: 'developer',
      bio: 'Demo account whose Kiln Plus renewal just failed.', badges: Badge.MIDAS, created: new Date(periodStart.getTime() - 30 * DAY_MS),
    });
    await tx.update(t.users).set({ badges: DEMO_ACCOUNTS.player.badges | Badge.MIDAS }).where(eq(t.users.id, player.id));
    await tx.insert(t.billingCustomers).values(customers);
    await tx.insert(t.paymentMethods).values(methods);
    await tx.insert(t.subscriptions).values(subs);
    await tx.insert(t.ledger).values(ledger);
    await tx.insert(t.plusRevenueDays).values([...revenue.values()]);
  });
}
