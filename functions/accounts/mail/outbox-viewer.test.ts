// The development mail viewer over real HTTP: the outbox, escaped, for the developer on this machine in development
// mode; a 404 in production mode, through a proxy's forwarding headers, or to anyone not on loopback.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#app';
import { loadConfig } from '#config';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { createOutboxMailer } from '#platform/mail/outbox.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';

let database: TestDatabase;
const servers: ServerType[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await createOutboxMailer(database.db).send({ to: 'steve@example.test', subject: 'Viewer <check>', text: 'Visit http://localhost/x?flow=abc', html: '' });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  database.dispose();
});

/** A real server for one environment, listening on loopback. */
async function viewerAt(env: Record<string, string>): Promise<(headers?: Record<string, string>) => Promise<Response>> {
  const config = loadConfig(env);
  const runtime = assembleRuntime(config, database.db, createLocalBlobStore('.data/unused-blobs'));
  const app = createApp({ runtime: async () => runtime, config: () => config });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return (headers = {}) => fetch(`http://127.0.0.1:${port}/_dev/mail`, { headers });
}

describe('outbox viewer', () => {
  it('lists the outbox escaped at /_dev/mail on localhost and answers 404 elsewhere', async () => {
    const local = await (await viewerAt({ PUBLIC_URL: 'http://localhost:4321' }))();
    expect(local.status).toBe(200);
    expect(local.headers.get('cache-control')).toBe('no-store');
    const html = await local.text();
    expect(html).toContain('Viewer &#60;check&#62;');
    expect(html).toContain('To: steve@example.test');
    expect(html).toContain('Visit http://localhost/x?flow=abc');
    expect((await (await viewerAt({ PUBLIC_URL: 'https://kiln.example' }))()).status).toBe(404);
  });

  it('is a 404 in production mode even on a localhost public URL', async () => {
    const get = await viewerAt({ PUBLIC_URL: 'http://localhost:4321', KILN_MODE: 'production' });
    expect((await get()).status).toBe(404);
  });

  it.each(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'cf-connecting-ip'])(
    'is a 404 to a request a proxy relayed (%s), even from loopback',
    async (header) => {
      const get = await viewerAt({ PUBLIC_URL: 'http://localhost:4321' });
      expect((await get({ [header]: '127.0.0.1' })).status).toBe(404);
    },
  );

  it('is a 404 when the request did not come over this machine’s loopback', async () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:4321' });
    const runtime = assembleRuntime(config, database.db, createLocalBlobStore('.data/unused-blobs'));
    // In process there is no socket at all: nothing proves the caller is on this machine.
    const app = createApp({ runtime: async () => runtime, config: () => config });
    expect((await app.request('/_dev/mail')).status).toBe(404);
  });
});

describe('mode', () => {
  it('is development on a localhost public URL and production elsewhere, unless KILN_MODE says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4321' }).mode).toBe('development');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).mode).toBe('development');
    expect(loadConfig({ PUBLIC_URL: 'https://kiln.example' }).mode).toBe('production');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4321', KILN_MODE: 'production' }).mode).toBe('production');
  });
});
