// The renewal job's timer in the Node server: a run a minute. Workers call runBillingJobs from a Cron Trigger instead.
import type { Runtime } from '#access';
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import { runBillingJobs } from './job.ts';

const INTERVAL_MS = 60_000;

export const startBillingJobs = (runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer =>
  startJobTimer('billing jobs', () => runBillingJobs(runtime), { intervalMs: options.intervalMs ?? INTERVAL_MS, runAtStart: true });
