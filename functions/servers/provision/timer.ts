// The reconcile pass's timer in the Node server: every few seconds, so a payment confirmed later (a webhook, a
// bank's authentication) installs its server soon after, and a failed renewal stops a running server; and the
// backup job's, which runs queued backups and restores and queues the automatic ones that are due.
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import type { Runtime } from '../runtime.ts';
import { reconcileServers } from './service.ts';
import { runBackupJobs } from '../backups/jobs.ts';

const INTERVAL_MS = 5_000;

/** Backups have a timer of their own: a long one never holds up installs and suspensions. */
const BACKUP_INTERVAL_MS = 2_000;

export function startServerJobs(runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer {
  const reconcile = startJobTimer('server jobs', () => reconcileServers(runtime), { intervalMs: options.intervalMs ?? INTERVAL_MS, runAtStart: true });
  const backups = startJobTimer('server backups', () => runBackupJobs(runtime), { intervalMs: BACKUP_INTERVAL_MS, runAtStart: true });
  return { stop: async () => void (await Promise.all([reconcile.stop(), backups.stop()])) };
}
