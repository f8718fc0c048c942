// The reconcile pass's timer in the Node server: every few seconds, so a payment confirmed later (a webhook, a
// bank's authentication) installs its server soon after, and a failed renewal stops a running server.
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import type { Runtime } from '../runtime.ts';
import { reconcileServers } from './service.ts';

const INTERVAL_MS = 5_000;

export const startServerJobs = (runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer =>
  startJobTimer('server jobs', () => reconcileServers(runtime), { intervalMs: options.intervalMs ?? INTERVAL_MS, runAtStart: true });
