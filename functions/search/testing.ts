// Test support: the search router on a bare Hono app (with the API's error rendering) over a test database.
import { Hono } from 'hono';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#config';
import { ApiError, errorBody } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import type { TestDatabase } from '#testing/database.ts';
import { searchRoutes } from './routes.ts';
import { stopSearchIndexer } from './service.ts';

export function testRuntime(database: TestDatabase): Runtime {
  const blobDir = mkdtempSync(join(tmpdir(), 'kiln-search-blobs-'));
  return assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: blobDir }), database.db);
}

export function searchApp(runtime: Runtime) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('runtime', async () => runtime);
    await next();
  });
  app.route('/v2/search', searchRoutes);
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status as 400);
    throw error;
  });
  return {
    /** Stops the outbox drainer the first search started. */
    close: () => stopSearchIndexer(runtime),
    async get(path: string) {
      const response = await app.request(path);
      return { status: response.status, body: await response.json() };
    },
  };
}
