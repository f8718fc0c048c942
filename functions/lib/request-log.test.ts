// The access log and request ids: one line per request with every field, text or JSON, and ids a client cannot pick.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#config';
import { jsonLine, requestLog, textLine, type RequestLogEntry } from './request-log.ts';

const configOf = (env: Record<string, string> = {}) => loadConfig(env);

function appLogging(env: Record<string, string> = {}) {
  const entries: RequestLogEntry[] = [];
  const app = new Hono()
    .use(requestLog({ config: configOf(env), log: (entry) => entries.push(entry) }))
    .get('/v2/tag/loader', (c) => c.json([]))
    .get('/seen-id', (c) => c.text(c.req.header('x-request-id') ?? ''));
  return { app, entries };
}

describe('requestLog', () => {
  it('records time, address, request id, method, path, status, duration and user agent', async () => {
    const { app, entries } = appLogging({ TRUST_PROXY: '1' });
    const ok = await app.request('/v2/tag/loader?x=1', { headers: { 'user-agent': 'prism-launcher/9.0', 'x-forwarded-for': '198.51.100.7' } });
    const missing = await app.request('/v2/missing', { method: 'POST' });
    expect(entries.map(({ durationMs, time, requestId, ...rest }) => rest)).toEqual([
      { address: '198.51.100.7', method: 'GET', path: '/v2/tag/loader', status: 200, userAgent: 'prism-launcher/9.0' },
      { address: 'unknown', method: 'POST', path: '/v2/missing', status: 404, userAgent: '' },
    ]);
    expect(entries.map((entry) => entry.requestId)).toEqual([ok.headers.get('x-request-id'), missing.headers.get('x-request-id')]);
    expect(entries[0]!.requestId).not.toBe(entries[1]!.requestId);
    expect(entries.every((entry) => Number.isInteger(entry.durationMs) && entry.durationMs >= 0)).toBe(true);
    expect(Date.parse(entries[0]!.time)).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it('puts the id on the request, where handlers and the error page read it', async () => {
    const { app } = appLogging();
    const response = await app.request('/seen-id');
    expect(await response.text()).toBe(response.headers.get('x-request-id'));
  });

  it("keeps a trusted proxy's request id, and replaces a client's own", async () => {
    const headers = { 'x-request-id': 'f3a9c1d2e4b5a6c7d8e9f0a1b2c3d4e5' };
    expect((await appLogging({ TRUST_PROXY: 'true' }).app.request('/seen-id', { headers })).headers.get('x-request-id')).toBe(headers['x-request-id']);
    expect((await appLogging().app.request('/seen-id', { headers })).headers.get('x-request-id')).not.toBe(headers['x-request-id']);
    const forged = { 'x-request-id': 'made up <script> id' };
    expect((await appLogging({ TRUST_PROXY: 'true' }).app.request('/seen-id', { headers: forged })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes nothing with LOG_REQUESTS=false, and still names the request', async () => {
    const { app, entries } = appLogging({ LOG_REQUESTS: 'false' });
    expect((await app.request('/v2/tag/loader')).headers.get('x-request-id')).toBeTruthy();
    expect(entries).toEqual([]);
  });

  it('formats a line as text or as one JSON object', () => {
    const entry: RequestLogEntry = {
      time: '2026-11-25T12:00:00.000Z', address: '203.0.113.9', requestId: 'abc12345', method: 'GET', path: '/v2/search',
      status: 200, durationMs: 12, userAgent: 'ferium/4 "quoted"',
    };
    expect(textLine(entry)).toBe('2026-11-25T12:00:00.000Z 203.0.113.9 abc12345 GET /v2/search 200 12ms "ferium/4 \\"quoted\\""');
    expect(JSON.parse(jsonLine(entry))).toEqual(entry);
  });

  it('stays quiet by default under the test runner', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await new Hono().use(requestLog({ config: configOf() })).get('/', (c) => c.text('ok')).request('/');
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
