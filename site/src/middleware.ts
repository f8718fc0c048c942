// Builds each page request's context: this process's config and runtime, and the signed-in account, each resolved
// once on first use.
import { defineMiddleware } from 'astro:middleware';
import { processConfig, processRuntime } from '#bootstrap';
import { resolvePageAccount, type PageAccount } from './server/viewer.ts';

export const onRequest = defineMiddleware((context, next) => {
  let account: Promise<PageAccount | null> | undefined;
  context.locals.kiln = {
    config: processConfig(),
    runtime: processRuntime,
    account: () => (account ??= resolvePageAccount(context.cookies, processRuntime)),
  };
  return next();
});
