// The payouts job's timer in the Node server: a run every half minute (sandbox transfers settle within seconds).
// Workers call runPayoutJobs from a Cron Trigger instead.
import type { Runtime } from '#access';
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import { runPayoutJobs } from './run.ts';

const INTERVAL_MS = 30_000;

export const startPayoutJobs = (runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer =>
  startJobTimer('payout jobs', () => runPayoutJobs(runtime), { intervalMs: options.intervalMs ?? INTERVAL_MS, runAtStart: true });
