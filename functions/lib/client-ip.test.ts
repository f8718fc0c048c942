// Which address identifies the caller: Cloudflare's header, a trusted proxy's, the socket, or Astro's.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '#config';
import { clientIp, requestClientIp } from './client-ip.ts';

const appTrusting = (trustProxy: TrustProxy) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));

let server: ServerType;
let url: string;

beforeAll(async () => {
  server = await new Promise((resolve) => {
    const started = serve({ fetch: appTrusting(false).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('clientIp', () => {
  it('uses the socket address under @hono/node-server', async () => {
    expect(await (await fetch(url)).text()).toBe('127.0.0.1');
  });

  it('believes CF-Connecting-IP only when Cloudflare is the trusted proxy', async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.5', 'x-forwarded-for': '198.51.100.1' };
    expect(await (await appTrusting('cloudflare').request('/', { headers })).text()).toBe('203.0.113.5');
    expect(await (await appTrusting(1).request('/', { headers })).text()).toBe('198.51.100.1');
    expect(await (await fetch(url, { headers })).text()).toBe('127.0.0.1');
  });

  it('takes the address the trusted proxy appended, so a client cannot choose it by sending its own header', async () => {
    const headers = { 'x-forwarded-for': ' 6.6.6.6 , 198.51.100.1' };
    expect(await (await appTrusting(1).request('/', { headers })).text()).toBe('198.51.100.1');
    expect(await (await appTrusting(1).request('/', { headers: { 'x-forwarded-for': '7.7.7.7, 198.51.100.1' } })).text()).toBe('198.51.100.1');
    expect(await (await fetch(url, { headers })).text()).toBe('127.0.0.1');
  });

  it('counts back as many entries as there are trusted proxies, and stops at the first', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.2' };
    expect(await (await appTrusting(2).request('/', { headers })).text()).toBe('198.51.100.1');
    expect(await (await appTrusting(5).request('/', { headers })).text()).toBe('6.6.6.6');
  });

  it('ignores CF-Connecting-IP behind an ordinary proxy: any client can send it', async () => {
    expect(await (await appTrusting(1).request('/', { headers: { 'cf-connecting-ip': '203.0.113.5' } })).text()).toBe('unknown');
  });

  it("reads the address Astro's Node adapter puts on the request", async () => {
    const request = new Request('http://kiln.test/');
    Reflect.set(request, Symbol.for('astro.clientAddress'), '192.0.2.44');
    expect(await (await appTrusting(false).fetch(request)).text()).toBe('192.0.2.44');
  });

  it("answers 'unknown' where nothing tells the address (workerd without Cloudflare in front)", async () => {
    expect(await (await appTrusting('cloudflare').request('/')).text()).toBe('unknown');
  });
});

describe('requestClientIp', () => {
  it("applies the same rules to a page's request: the trusted proxy's entry, else Astro's address", () => {
    const request = new Request('http://kiln.test/', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    Reflect.set(request, Symbol.for('astro.clientAddress'), '192.0.2.44');
    expect(requestClientIp(request, 1)).toBe('203.0.113.9');
    expect(requestClientIp(request, false)).toBe('192.0.2.44');
    expect(requestClientIp(request, 'cloudflare')).toBe('192.0.2.44');
  });
});
