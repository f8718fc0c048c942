// The renewal job's timer in the Node server: a run a minute, never two at once; stopping waits for the run in
// progress. Workers call runBillingJobs from a Cron Trigger instead.
import type { Runtime } from '#access';
import { runBillingJobs } from './job.ts';

const INTERVAL_MS = 60_000;

export interface BillingJobs {
  stop(): Promise<void>;
}

export function startBillingJobs(runtime: Runtime, options: { intervalMs?: number } = {}): BillingJobs {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runBillingJobs(runtime)
      .then(() => undefined, (error: unknown) => console.error('billing jobs:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, options.intervalMs ?? INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
