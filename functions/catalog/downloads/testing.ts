// Test support for the download tests: the /cdn router on a real HTTP server, with a controllable clock and waitUntil.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#config';
import { viewerMiddleware, type AppEnv } from '#access';
import { ApiError, errorBody } from '#contracts/errors.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { createDownloadRoutes } from './routes.ts';

export interface DownloadServer {
  url: string;
  runtime: Runtime;
  database: TestDatabase;
  /** The test's clock; the route reads it on every request. */
  clock: { now: Date };
  /** Resolves once every download count handed to waitUntil so far has been written. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function startDownloadServer(): Promise<DownloadServer> {
  const database = await createTestDatabase();
  const blobDir = mkdtempSync(join(tmpdir(), 'kiln-downloads-'));
  const config = loadConfig({ DATABASE_URL: database.url, BLOB_DIR: blobDir, PORT: '0' });
  const clock = { now: new Date('2026-03-01T10:15:00Z') };
  const runtime: Runtime = { ...assembleRuntime(config, database.db), clock: { now: () => clock.now } };
  const pending: Promise<unknown>[] = [];

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('runtime', async () => runtime);
    await next();
  });
  app.use('*', viewerMiddleware);
  app.route('/cdn', createDownloadRoutes({ trustProxy: 'cloudflare' }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status as 404);
    return c.json({ error: 'internal_error', description: String(error) }, 500);
  });

  // A Workers-style execution context, so counting runs through waitUntil exactly as it does on Cloudflare.
  const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} };
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      { fetch: (request, env) => app.fetch(request, env, executionCtx), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    database,
    clock,
    async settle() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
    async close() {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      database.dispose();
      rmSync(blobDir, { recursive: true, force: true });
    },
  };
}
