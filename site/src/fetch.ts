// The request entrypoint for every adapter: the Kiln API first, then Astro's pages, over this process's one runtime.
import { Hono } from 'hono';
import { astro } from 'astro/hono';
import { pageRateLimit, securityHeaders } from '#access';
import { compression, createApp } from '#app';
import { processConfig, processRuntime } from '#bootstrap';
import { statusText } from './server/status-text.ts';

const app = new Hono();
app.use('*', compression());
app.use('*', securityHeaders(processConfig));
app.route('/', createApp({ runtime: processRuntime, config: processConfig }));
// Only what the API did not answer reaches the pages' budget (files are served before this app sees them).
app.use('*', pageRateLimit(processConfig));
app.use('*', statusText());
app.use(astro());

// The Node server hands the routes only the app answers straight to it, past Astro's page pipeline (scripts/lib/serve.ts).
Reflect.set(globalThis, Symbol.for('kiln.app'), app);

export default app;
