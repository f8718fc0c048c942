// The analytics job's timer in the Node server. Workers call runAnalyticsJobs from a Cron Trigger instead.
import type { Runtime } from '#platform/runtime.ts';
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import { runAnalyticsJobs } from './run.ts';

/** Often enough that a page view shows in the charts within minutes. */
const INTERVAL_MS = 5 * 60_000;

export const startAnalyticsJobs = (runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer =>
  startJobTimer('analytics jobs', () => runAnalyticsJobs(runtime), { intervalMs: options.intervalMs ?? INTERVAL_MS, runAtStart: true });
