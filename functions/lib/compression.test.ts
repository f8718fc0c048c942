// Compression: the client's preferred encoding by q-value, the body intact after decoding, and what is left alone.
import { brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, negotiateEncoding } from './compression.ts';

const big = JSON.stringify({ hits: Array.from({ length: 200 }, (_, i) => ({ slug: `project-${i}`, title: `Project ${i}` })) });
const app = new Hono();
app.use('*', compression());
app.get('/json', (c) => c.json(JSON.parse(big)));
app.get('/small', (c) => c.json({ ok: true }));
/** A bulk answer: over the size past which gzip takes its fastest level. */
const bulk = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ id: `v${i}`, changelog: `Fixed issue ${i * 7919 % 1000}`, downloads: i * 31 })));
app.get('/bulk', (c) => c.body(bulk, 200, { 'content-type': 'application/json' }));
app.get('/file', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'application/java-archive' }));
app.get('/events', (c) => c.body(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('event: line\ndata: {}\n\n')) }), 200, { 'content-type': 'text/event-stream' }));
app.get('/range', (c) => c.body(big.slice(0, 2000), 206, { 'content-type': 'application/json', 'content-range': 'bytes 0-1999/9999' }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('negotiateEncoding', () => {
  it('takes the highest q-value, the server preference on ties, and nothing refused', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('zstd');
    expect(negotiateEncoding('*, zstd;q=0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('picks among the variants a built file has', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('zstd, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('zstd', ['br', 'gzip'])).toBeNull();
  });
});

describe('compression', () => {
  it('compresses JSON with each encoding, without a stale length, and marks the answer as varying', async () => {
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync], ['zstd', zstdDecompressSync]] as const) {
      const response = await get('/json', encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const body = await bytes(response);
      expect(body.length).toBeLessThan(big.length / 3);
      expect(decode(body).toString()).toBe(big);
    }
  });

  it('gzips a bulk answer at the fastest level and a usual one at the default', async () => {
    expect(bulk.length).toBeGreaterThan(256 * 1024);
    const fast = await bytes(await get('/bulk', 'gzip'));
    expect(gunzipSync(fast).toString()).toBe(bulk);
    expect(fast.length).toBe(gzipSync(bulk, { level: 1 }).length);
    expect(fast.length).toBeGreaterThan(gzipSync(bulk, { level: 6 }).length);
    expect((await bytes(await get('/json', 'gzip'))).length).toBe(gzipSync(big, { level: 6 }).length);
  });

  it('leaves alone clients that ask for none, small bodies, files, ranges and HEAD', async () => {
    const plain = await get('/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(big);
    for (const path of ['/small', '/file', '/range']) expect((await get(path, 'br, gzip')).headers.get('content-encoding'), path).toBeNull();
    expect((await get('/json', 'br', 'HEAD')).headers.get('content-encoding')).toBeNull();
  });

  it('hands an event stream on as it comes, without waiting for more of it', async () => {
    // The stream above never ends and holds one short event: compressing it, or peeking for a kilobyte, would hang.
    const events = await get('/events', 'gzip, br, zstd');
    expect(events.headers.get('content-encoding')).toBeNull();
    const reader = events.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: line\ndata: {}\n\n');
    await reader.cancel();
  });
});
