// The analytics job: roll up the hours touched since the last run, then delete raw events and salts past their keep.
import { RAW_EVENT_RETENTION_DAYS } from '#contracts/analytics.ts';
import type { Runtime } from '#platform/runtime.ts';
import { deleteSaltsBefore } from '../events/queries.ts';

const DAY_MS = 86_400_000;

/** What the Node timer and a Workers Cron Trigger both call. */
export async function runAnalyticsJobs(runtime: Runtime): Promise<void> {
  const now = runtime.clock.now();
  await runtime.analytics.rollUp(now);
  await runtime.analytics.prune(new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * DAY_MS));
  // Yesterday's salt stays for views near midnight; older ones go, and with them any way back to an address.
  await deleteSaltsBefore(runtime.db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
}
