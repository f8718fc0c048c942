// The request entrypoint for every adapter: the Kiln API first, then Astro's pages, over this process's one runtime.
import { Hono } from 'hono';
import { App } from 'astro/app';
import { astro } from 'astro/hono';
import { pageRateLimiter, securityHeaders, SESSION_COOKIE } from '#access';
import { apiRateLimiter, compression, createApp, keepSharedAnswers, sharedAnswers } from '#app';
import { processConfig, processRuntime } from '#bootstrap';
import { statusText } from './server/status-text.ts';

const apiLimiter = apiRateLimiter(processConfig);
const pageLimiter = pageRateLimiter(processConfig);
const app = new Hono();
// Outermost, so what it keeps is what was sent: compressed, with every header.
app.use('*', keepSharedAnswers());
app.use('*', compression());
app.use('*', securityHeaders(processConfig));
app.route('/', createApp({ runtime: processRuntime, config: processConfig, apiLimiter }));
// Only what the API did not answer reaches the pages' budget (files are served before this app sees them).
app.use('*', pageLimiter.middleware);
app.use('*', statusText());
// What a page sets with Astro.cookies rides on Astro's response for an adapter to write; a caller of this app that is
// no adapter (the Node server framing a built page) gets it as headers, each once.
const pages = astro();
app.use(async (c, next) => {
  const response = await pages(c, next);
  if (!response) return;
  const written = new Set(response.headers.getSetCookie());
  for (const cookie of App.getSetCookieFromResponse(response)) if (!written.has(cookie)) response.headers.append('Set-Cookie', cookie);
  return response;
});

// The Node server hands the routes only the app answers straight to it, past Astro's page pipeline, sends the answers
// kept for visitors from memory, drawing on the same budgets, and frames built pages for signed-in people
// (scripts/lib/serve.ts).
Reflect.set(globalThis, Symbol.for('kiln.app'), {
  fetch: (request: Request, env?: unknown) => app.fetch(request, env), apiLimiter, pageLimiter, config: processConfig, answers: sharedAnswers,
  sessionCookie: SESSION_COOKIE,
});

export default app;
