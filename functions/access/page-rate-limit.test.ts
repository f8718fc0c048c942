// The pages' own budget: past it a visitor gets a small "Too many requests" page with the limit headers, the
// bypass key skips it, and what the API answers before it never spends it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageRateLimiter } from './page-rate-limit.ts';

function site(limit: number) {
  const app = new Hono();
  app.get('/v2/tag/loader', (c) => c.json([]));
  app.use('*', pageRateLimiter(() => ({ PAGE_RATELIMIT_PER_MINUTE: limit, RATELIMIT_BYPASS_KEY: 'server-key', TRUST_PROXY: false })).middleware);
  app.get('*', (c) => c.html('<h1>A page</h1>'));
  return app;
}

describe('page rate limit', () => {
  it('answers a friendly 429 page once the budget is spent, with the limit headers', async () => {
    const app = site(3);
    for (let i = 0; i < 3; i++) expect((await app.request('/mods')).status).toBe(200);
    const refused = await app.request('/mods?q=<script>');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain('Too many requests');
    expect(page).not.toContain('<script>');
  });

  it('is not spent by what the API answered, and the bypass key skips it', async () => {
    const app = site(2);
    for (let i = 0; i < 10; i++) expect((await app.request('/v2/tag/loader')).status).toBe(200);
    expect((await app.request('/')).status).toBe(200);
    expect((await app.request('/')).status).toBe(200);
    expect((await app.request('/')).status).toBe(429);
    expect((await app.request('/', { headers: { 'x-ratelimit-key': 'server-key' } })).status).toBe(200);
  });
});
