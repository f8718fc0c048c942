// A background job's timer in the Node server: a run every interval, never two at once, failures logged and retried
// at the next tick; stopping it (or the process's shutdown) waits for the run in progress. On Workers a Cron Trigger
// calls the same run function instead.
import { onShutdown } from './shutdown.ts';

export interface JobTimer {
  stop(): Promise<void>;
}

export interface JobTimerOptions {
  intervalMs: number;
  /** Run once at once as well, rather than only after the first interval. */
  runAtStart?: boolean;
  /** Called once the last run has finished, to release what the job holds (a worker thread). */
  onStop?: () => void;
}

export function startJobTimer(name: string, run: () => Promise<unknown>, options: JobTimerOptions): JobTimer {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run()
      .then(() => undefined, (error: unknown) => console.error(`${name}:`, error))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  if (options.runAtStart) tick();
  const job: JobTimer = {
    async stop() {
      forget();
      clearInterval(timer);
      await running;
      options.onStop?.();
    },
  };
  const forget = onShutdown(() => job.stop());
  return job;
}
