// Payouts' "now": billing's sandbox clock, so the 60-day hold can be fast-forwarded with the development clock page
// in the sandbox; the real clock otherwise.
import { billingNow } from '#billing';
import type { Runtime } from '#access';

export const payoutsNow = (runtime: Pick<Runtime, 'db' | 'config' | 'clock'>): Promise<Date> => billingNow(runtime);

/** The UTC day of a moment, as YYYY-MM-DD. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
