// The payouts job: distributes every finished UTC day's pool not yet distributed (the first run starts with
// yesterday), frees revenue whose hold is over, sends withdrawals a provider could not be reached for, and asks the
// provider about the ones in transit. One function for the Node timer and a Workers Cron Trigger alike; each step is
// idempotent, so an interrupted run is finished by the next.
import type { Runtime } from '#access';
import { releaseDueRevenue } from '../ledger/release.ts';
import { distributeDay } from '../pool/distribute.ts';
import { lastDistributedDay } from '../pool/queries.ts';
import { payoutsNow, utcDay } from '../clock.ts';
import { applyAnswer, railOf, sendToProvider } from '../withdrawals/service.ts';
import { inTransit, userContact } from '../withdrawals/queries.ts';

const DAY_MS = 86_400_000;
/** A bound on one run's catch-up: a year and a bit of missed days. */
const MAX_DAYS = 400;
const BATCH = 100;

export interface PayoutJobReport {
  days: string[];
  released: number;
  settled: number;
}

function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}

async function distributeFinishedDays(runtime: Runtime, now: Date): Promise<string[]> {
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  const last = await lastDistributedDay(runtime.db);
  const days: string[] = [];
  for (let day = last ? nextDay(last) : yesterday; day <= yesterday && days.length < MAX_DAYS; day = nextDay(day)) {
    if (await distributeDay(runtime, day, now)) days.push(day);
  }
  return days;
}

async function pollTransfers(runtime: Runtime): Promise<number> {
  let settled = 0;
  for (const payout of await inTransit(runtime.db, BATCH)) {
    try {
      if (!payout.platformId) {
        const contact = await userContact(runtime.db, payout.userId);
        const after = await sendToProvider(runtime, payout, contact?.username ?? 'Kiln creator');
        if (after.status !== 'in-transit') settled++;
        continue;
      }
      const answer = await runtime.payouts.status(payout.platformId, railOf(payout.method));
      await applyAnswer(runtime, payout, answer);
      if (answer.status !== 'pending') settled++;
    } catch (error) {
      console.error(`payout ${payout.id}: asking the provider failed:`, error);
    }
  }
  return settled;
}

export async function runPayoutJobs(runtime: Runtime): Promise<PayoutJobReport> {
  const now = await payoutsNow(runtime);
  const days = await distributeFinishedDays(runtime, now);
  const released = await releaseDueRevenue(runtime.db, now);
  const settled = await pollTransfers(runtime);
  return { days, released, settled };
}
