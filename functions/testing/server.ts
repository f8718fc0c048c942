// Test support: the real API app on a real HTTP server at a random port, over a test database.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '#app';
import { stopSearchIndexer } from '../search/service.ts';
import { loadConfig } from '#config';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestServer {
  url: string;
  runtime: Runtime;
  close(): Promise<void>;
}

/** `env` adds settings to the test environment, such as TRUST_PROXY to send requests from other addresses. */
export async function startTestServer(database: TestDatabase, env: Record<string, string> = {}): Promise<TestServer> {
  const blobDir = mkdtempSync(join(tmpdir(), 'kiln-blobs-'));
  // Its own data directory: hosted game servers and kept keys never land in the developer's.
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...env, DATABASE_URL: database.url, BLOB_DIR: blobDir, PORT: '0' });
  const runtime = assembleRuntime(config, database.db);
  const app = createApp({ runtime: async () => runtime, config: () => config });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      // Game servers a test started stop with it.
      if (runtime.nodes.kind === 'local') await (await runtime.nodes.driver()).close();
    },
  };
}

/**
 * Registers the usual hooks of an HTTP test file: a fresh database and a server before all tests, both torn down
 * after. Read `database` and `server` inside tests or later hooks (they are set once beforeAll has run).
 */
export function useTestServer(env: Record<string, string> = {}): { database: TestDatabase; server: TestServer } {
  const context = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.server = await startTestServer(context.database, env);
  });
  afterAll(async () => {
    // A search in the file starts the outbox drainer; it must stop before its database closes.
    if (context.server) await stopSearchIndexer(context.server.runtime);
    await context.server?.close();
    context.database?.dispose();
  });
  return context;
}
