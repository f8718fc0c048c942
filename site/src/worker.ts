// The Workers entrypoint (wrangler.toml `main`): Astro's fetch handler for requests, and the Cron Triggers' background
// jobs on the same runtime the requests use, made from the Worker's environment.
import astro from '@astrojs/cloudflare/entrypoints/server';
import { processRuntime, providePlatformBindings } from '#bootstrap';
import { runSchedule } from './cron.ts';

/** The parts of Cloudflare's ScheduledController and ExecutionContext the scheduled handler uses. */
interface ScheduledEvent {
  cron: string;
}
interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

type Env = Readonly<Record<string, unknown>>;

// The bindings (the R2 bucket) arrive with each call, before the runtime made on first use needs them.
export default {
  fetch(request: Request, env: Env, context: WaitUntil) {
    providePlatformBindings(env);
    return astro.fetch(request, env as Parameters<typeof astro.fetch>[1], context as Parameters<typeof astro.fetch>[2]);
  },
  scheduled(controller: ScheduledEvent, env: Env, context: WaitUntil): void {
    providePlatformBindings(env);
    context.waitUntil(processRuntime().then((runtime) => runSchedule(runtime, controller.cron)));
  },
};
