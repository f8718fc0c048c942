// Runs the analytics job on a timer in the Node server; a run still going when the next is due is not doubled.
import type { Runtime } from '#platform/runtime.ts';
import { runAnalyticsJobs } from './run.ts';

/** Often enough that a page view shows in the charts within minutes. */
const INTERVAL_MS = 5 * 60_000;

export interface AnalyticsJobs {
  stop(): Promise<void>;
}

export function startAnalyticsJobs(runtime: Runtime, options: { intervalMs?: number } = {}): AnalyticsJobs {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runAnalyticsJobs(runtime)
      .catch((error: unknown) => console.error('analytics jobs:', error))
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
