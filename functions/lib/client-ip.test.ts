// Which address identifies the caller: Cloudflare's header, a trusted proxy's, the socket, or Astro's.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const appTrusting = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));

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

  it('prefers CF-Connecting-IP over X-Forwarded-For when trusting the proxy, and ignores both otherwise', async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.5', 'x-forwarded-for': '198.51.100.1' };
    expect(await (await appTrusting(true).request('/', { headers })).text()).toBe('203.0.113.5');
    expect(await (await fetch(url, { headers })).text()).toBe('127.0.0.1');
  });

  it('believes the first X-Forwarded-For entry only when trusting a proxy', async () => {
    const headers = { 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' };
    expect(await (await appTrusting(true).request('/', { headers })).text()).toBe('198.51.100.1');
    expect(await (await fetch(url, { headers })).text()).toBe('127.0.0.1');
  });

  it("reads the address Astro's Node adapter puts on the request", async () => {
    const request = new Request('http://kiln.test/');
    Reflect.set(request, Symbol.for('astro.clientAddress'), '192.0.2.44');
    expect(await (await appTrusting(false).fetch(request)).text()).toBe('192.0.2.44');
  });

  it("answers 'unknown' where nothing tells the address (workerd without Cloudflare in front)", async () => {
    expect(await (await appTrusting(true).request('/')).text()).toBe('unknown');
  });
});
