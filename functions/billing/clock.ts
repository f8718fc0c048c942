// Billing's "now": the runtime's clock, moved ahead by the sandbox clock's offset so a year of renewals can be tried in
// a minute. Only the sandbox has an offset: with real money, time is real.
import { eq, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db, Runtime } from '#access';

const DAY_MS = 86_400_000;

export async function sandboxOffset(runtime: Pick<Runtime, 'db' | 'config'>): Promise<number> {
  if (runtime.config.PAYMENTS !== 'sandbox') return 0;
  const [row] = await runtime.db.select({ offsetMs: t.sandboxClock.offsetMs }).from(t.sandboxClock).where(eq(t.sandboxClock.id, 1));
  return row?.offsetMs ?? 0;
}

export async function billingNow(runtime: Pick<Runtime, 'db' | 'config' | 'clock'>): Promise<Date> {
  return new Date(runtime.clock.now().getTime() + (await sandboxOffset(runtime)));
}

export async function advanceSandboxClock(db: Db, days: number): Promise<void> {
  await db.insert(t.sandboxClock).values({ id: 1, offsetMs: days * DAY_MS })
    .onConflictDoUpdate({ target: t.sandboxClock.id, set: { offsetMs: sql`${t.sandboxClock.offsetMs} + ${days * DAY_MS}` } });
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Calendar months in UTC, kept to the month's last day: a period from 31 January ends on 28 or 29 February. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}
