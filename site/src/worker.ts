// The Workers entrypoint (wrangler.toml `main`): Astro's fetch handler for requests, and the Cron Triggers' background
// jobs on the same runtime the requests use, made from the Worker's environment.
import astro from '@astrojs/cloudflare/entrypoints/server';
import { processRuntime } from '#bootstrap';
import { runSchedule } from './cron.ts';

/** The parts of Cloudflare's ScheduledController and ExecutionContext the scheduled handler uses. */
interface ScheduledEvent {
  cron: string;
}
interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

export default {
  fetch: astro.fetch,
  scheduled(controller: ScheduledEvent, _env: unknown, context: WaitUntil): void {
    context.waitUntil(processRuntime().then((runtime) => runSchedule(runtime, controller.cron)));
  },
};
