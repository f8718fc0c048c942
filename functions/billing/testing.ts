// Test support for billing: a signed-in buyer posting the billing forms, the sandbox clock, and reading the rows back.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { makeUser } from '#testing/factory.ts';
import { postForm } from '#testing/http.ts';
import type { TestServer } from '#testing/server.ts';
import type { TestDatabase } from '#testing/database.ts';
import { createSession } from '../access/sessions/store.ts';
import { advanceSandboxClock, billingNow } from './clock.ts';
import { runBillingJobs } from './renewals/job.ts';

export const CARDS = { ok: '4242424242424242', declines: '4000000000000002', authenticates: '4000002500003155', failsRenewal: '4000000000000341' };

export const newCard = (number: string) => ({ payment_method: 'new', number, exp_month: '12', exp_year: '2034', cvc: '123' });

let keys = 0;
export const clickKey = () => `test-click-${Date.now()}-${++keys}`.padEnd(16, 'x');

export async function buyer(context: { database: TestDatabase; server: TestServer }, overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await makeUser(context.database.db, overrides);
  const session = await createSession(context.database.db, user.id, {});
  const cookie = `kiln_session=${session.token}`;
  const post = (path: string, fields: Record<string, string> = {}) => postForm(context.server.url, path, fields, { cookie });
  return { user, cookie, post };
}

export const subscribeFields = (card: string, interval = 'monthly', currency = 'USD') =>
  ({ product: 'plus', interval, currency, idempotency_key: clickKey(), ...newCard(card) });

export async function subscriptionsOf(db: TestDatabase['db'], userId: string) {
  return db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, userId));
}

export async function ledgerOf(db: TestDatabase['db'], userId: string) {
  return db.select().from(t.ledger).where(eq(t.ledger.userId, userId));
}

export async function badgesOf(db: TestDatabase['db'], userId: string) {
  const [row] = await db.select({ badges: t.users.badges }).from(t.users).where(eq(t.users.id, userId));
  return row!.badges;
}

export async function mailsTo(db: TestDatabase['db'], email: string | null) {
  return db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email ?? ''));
}

/** Moves billing's time forward and runs the renewal job, as the development clock page does. */
export async function fastForward(server: TestServer, days: number) {
  await advanceSandboxClock(server.runtime.db, days);
  return runBillingJobs(server.runtime);
}

/** Whole days from billing's now until just past `date` (at most a day past it). */
export async function daysUntilPast(server: TestServer, date: Date): Promise<number> {
  const now = await billingNow(server.runtime);
  return Math.floor((date.getTime() - now.getTime()) / 86_400_000) + 1;
}
