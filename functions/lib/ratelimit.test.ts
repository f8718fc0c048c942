// The GCRA limiter and its middleware over real HTTP: headers on every response, 429s, replenishment, bypass.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, errorBody } from '#contracts/errors.ts';
import { createGcra, rateLimit } from './ratelimit.ts';

describe('createGcra', () => {
  it('allows a burst of `limit`, then one request per emission interval', () => {
    let now = 1_000_000;
    const gcra = createGcra(5, 60_000, () => now);
    const burst = Array.from({ length: 5 }, () => gcra.take('a'));
    expect(burst.map((v) => [v.allowed, v.remaining])).toEqual([[true, 4], [true, 3], [true, 2], [true, 1], [true, 0]]);
    expect(burst.at(-1)!.resetMs).toBe(60_000);
    expect(gcra.take('a')).toEqual({ allowed: false, remaining: 0, resetMs: 60_000, retryAfterMs: 12_000 });
    now += 11_999;
    expect(gcra.take('a').allowed).toBe(false);
    now += 1;
    expect(gcra.take('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(gcra.take('b').remaining).toBe(4);
  });

  it('never drifts when the interval is not a whole number of milliseconds', () => {
    let now = 0;
    const gcra = createGcra(7, 60_000, () => now);
    for (let round = 0; round < 50; round++) {
      const allowed = Array.from({ length: 8 }, () => gcra.take('k').allowed).filter(Boolean).length;
      expect(allowed).toBe(7);
      now += 60_000;
    }
  });

  it('forgets clients whose bucket has refilled', () => {
    let now = 0;
    const gcra = createGcra(10, 1_000, () => now);
    for (let i = 0; i < 100; i++) gcra.take(`client-${i}`);
    expect(gcra.tracked()).toBe(100);
    now += 1_000;
    gcra.take('fresh');
    expect(gcra.tracked()).toBe(1);
  });
});

describe('rateLimit middleware', () => {
  let server: ServerType;
  let url: string;
  let now: number;

  beforeAll(async () => {
    const app = new Hono()
      .use(rateLimit({ limit: 3, windowMs: 60_000, bypassKey: 'ssr-secret', trustProxy: 'cloudflare', now: () => now }))
      .get('/ok', (c) => c.json({ ok: true }))
      .get('/missing', () => {
        throw new ApiError('not_found', 'nothing here');
      });
    app.onError((error, c) => c.json(errorBody(error as ApiError), 404));
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  let ip = 0;
  let headers: Record<string, string>;
  beforeEach(() => {
    now = 5_000_000;
    headers = { 'cf-connecting-ip': `192.0.2.${++ip}` };
  });

  const limits = (response: Response) =>
    ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((name) => response.headers.get(name));

  it('sends the limit headers on every success', async () => {
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(limits(await fetch(`${url}/ok`, { headers })));
    expect(seen).toEqual([['3', '2', '20'], ['3', '1', '40'], ['3', '0', '60']]);
  });

  it('sends them on error responses too, from onError and from the not-found handler', async () => {
    expect(limits(await fetch(`${url}/missing`, { headers }))).toEqual(['3', '2', '20']);
    const unknown = await fetch(`${url}/nowhere`, { headers });
    expect(unknown.status).toBe(404);
    expect(limits(unknown)).toEqual(['3', '1', '40']);
  });

  it('answers 429 with the error body, CORS and Retry-After once the burst is spent, and refills over time', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/ok`, { headers })).status).toBe(200);
    const limited = await fetch(`${url}/ok`, { headers });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'ratelimit_error',
      description: 'You are being rate-limited. Please wait 20000 milliseconds. 0/3 remaining.',
    });
    expect(limits(limited)).toEqual(['3', '0', '60']);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited.headers.get('retry-after')).toBe('20');

    now += 20_000;
    expect(limits(await fetch(`${url}/ok`, { headers }))).toEqual(['3', '0', '60']);
    expect((await fetch(`${url}/ok`, { headers })).status).toBe(429);
    now += 60_000;
    expect(limits(await fetch(`${url}/ok`, { headers }))).toEqual(['3', '2', '20']);
  });

  it('keeps a separate budget per client address', async () => {
    for (let i = 0; i < 4; i++) await fetch(`${url}/ok`, { headers });
    expect((await fetch(`${url}/ok`, { headers })).status).toBe(429);
    expect((await fetch(`${url}/ok`, { headers: { 'cf-connecting-ip': '198.51.100.200' } })).status).toBe(200);
  });

  it('lets the bypass secret through without limit, and not a wrong one', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${url}/ok`, { headers: { ...headers, 'x-ratelimit-key': 'ssr-secret' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    }
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${url}/ok`, { headers: { ...headers, 'x-ratelimit-key': 'ssr-secreT' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
