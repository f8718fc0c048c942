// The Workers entrypoint (wrangler.toml `main`): the built pages wrangler.toml routes here first, Astro's fetch handler
// for every other request, and the Cron Triggers' background jobs on the same runtime the requests use, made from the
// Worker's environment.
import astro from '@astrojs/cloudflare/entrypoints/server';
import { processRuntime, providePlatformBindings } from '#bootstrap';
import { runSchedule } from './cron.ts';
import { builtPageAnswer, type AssetFetcher } from './server/framed-asset.ts';

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
  async fetch(request: Request, env: Env, context: WaitUntil) {
    providePlatformBindings(env);
    const render = (page: Request) => astro.fetch(page, env as Parameters<typeof astro.fetch>[1], context as Parameters<typeof astro.fetch>[2]);
    const assets = env.ASSETS as AssetFetcher | undefined;
    return (assets && await builtPageAnswer(request, assets, render)) || render(request);
  },
  scheduled(controller: ScheduledEvent, env: Env, context: WaitUntil): void {
    providePlatformBindings(env);
    context.waitUntil(processRuntime().then((runtime) => runSchedule(runtime, controller.cron)));
  },
};
