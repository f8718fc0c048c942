// What a creator's money looks like, read once for both the API and the revenue pages: the balance with its
// release dates, withdrawals this year and ever, the tax-form state, revenue per day and the withdrawals list.
import { PAYOUT_CURRENCY } from '#contracts/payouts.ts';
import type { Runtime } from '#access';
import { balanceOf, revenueDays, type Balance, type RevenueDay } from './ledger/balances.ts';
import { payoutsNow, utcDay } from './clock.ts';
import { payoutsOf, taxFormOf, withdrawnBetween, type PayoutRow } from './withdrawals/queries.ts';
import { taxFormRequired } from './withdrawals/service.ts';

export interface PayoutOverview {
  currency: typeof PAYOUT_CURRENCY;
  /** Payouts' UTC day (the sandbox clock's, in the sandbox). */
  today: string;
  balance: Balance;
  withdrawnLifetime: number;
  withdrawnThisYear: number;
  taxForm: { type: string | null; status: 'complete' | 'incomplete' | 'unrequested' };
}

export async function payoutOverview(runtime: Runtime, userId: string): Promise<PayoutOverview> {
  const now = await payoutsNow(runtime);
  const balance = await balanceOf(runtime.db, userId);
  const withdrawnLifetime = await withdrawnBetween(runtime.db, userId, new Date(0));
  const withdrawnThisYear = await withdrawnBetween(runtime.db, userId, new Date(Date.UTC(now.getUTCFullYear(), 0, 1)));
  const form = await taxFormOf(runtime.db, userId);
  // The form is asked for as soon as withdrawing all that is available would cross the year's threshold.
  const needed = !form && (await taxFormRequired(runtime, userId, Math.max(balance.available, 1)));
  return {
    currency: PAYOUT_CURRENCY, today: utcDay(now), balance, withdrawnLifetime, withdrawnThisYear,
    taxForm: form ? { type: form.formType, status: 'complete' } : needed ? { type: 'W-9', status: 'incomplete' } : { type: null, status: 'unrequested' },
  };
}

export interface PayoutHistory {
  withdrawals: PayoutRow[];
  revenue: RevenueDay[];
}

export async function payoutHistory(runtime: Runtime, userId: string): Promise<PayoutHistory> {
  return { withdrawals: await payoutsOf(runtime.db, userId), revenue: await revenueDays(runtime.db, userId, 365) };
}
