// A generous per-IP budget for the site's pages, apart from the API's: one client hammering a server-rendered page
// slows itself, not everyone. Refused visitors get a small page in place of the API's JSON error, with the same headers.
import type { Context } from 'hono';
import type { Config } from '#config';
import { escapeHtml } from '#contracts/html.ts';
import { lazyRateLimiter, type RateLimiter } from '#lib/ratelimit.ts';

function tooManyRequestsPage(c: Context, waitMs: number, headers: Record<string, string>): Response {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Too many requests - Kiln</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e6e3;background:#16181c}a{color:#fb8a3c}}</style>
</head><body><h1>Too many requests</h1>
<p>You opened pages faster than Kiln serves one visitor. Wait ${escapeHtml(String(seconds))} seconds, then <a href="${escapeHtml(c.req.path)}">try again</a>.</p>
</body></html>`;
  return c.html(body, 429, { ...headers, 'Cache-Control': 'no-store' });
}

/** The pages' limiter (its middleware, and the budget the Node server's kept pages draw from). */
export const pageRateLimiter = (config: () => Pick<Config, 'PAGE_RATELIMIT_PER_MINUTE' | 'RATELIMIT_BYPASS_KEY' | 'TRUST_PROXY'>): RateLimiter =>
  lazyRateLimiter(() => {
    const { PAGE_RATELIMIT_PER_MINUTE, RATELIMIT_BYPASS_KEY, TRUST_PROXY } = config();
    return { limit: PAGE_RATELIMIT_PER_MINUTE, bypassKey: RATELIMIT_BYPASS_KEY, trustProxy: TRUST_PROXY, refuse: tooManyRequestsPage };
  });
