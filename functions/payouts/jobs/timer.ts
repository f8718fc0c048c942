// The payouts job's timer in the Node server: a run every half minute (sandbox transfers settle within seconds),
// never two at once; stopping waits for the run in progress. Workers call runPayoutJobs from a Cron Trigger instead.
import type { Runtime } from '#access';
import { runPayoutJobs } from './run.ts';

const INTERVAL_MS = 30_000;

export interface PayoutJobs {
  stop(): Promise<void>;
}

export function startPayoutJobs(runtime: Runtime, options: { intervalMs?: number } = {}): PayoutJobs {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runPayoutJobs(runtime)
      .then(() => undefined, (error: unknown) => console.error('payout jobs:', error))
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
