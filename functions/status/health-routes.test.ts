// The health probes over HTTP: /healthz always answers; /readyz waits for migrations and the search index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { useTestServer } from '#testing/server.ts';
import { readiness } from './readiness.ts';

const context = useTestServer();

describe('health probes', () => {
  it('/healthz answers 200 with a request id, uncached', async () => {
    const response = await fetch(`${context.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is 503 naming what is missing until the search index is built, then 200', async () => {
    const first = await fetch(`${context.server.url}/readyz`);
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({
      error: 'service_unavailable', description: 'Not ready: the search index is being built',
      details: { database: true, migrations: true, search: false },
    });
    let response = first;
    for (let tries = 0; tries < 100 && response.status !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await fetch(`${context.server.url}/readyz`);
    }
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, search: true } });
  });

  it('reports a database that was never migrated', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'kiln-unmigrated-'));
    const database = await openDatabase(`file:${join(directory, 'kiln.db')}`);
    try {
      const runtime = assembleRuntime(loadConfig({ DATA_DIR: directory }), database.db);
      expect(await readiness(runtime)).toEqual({ database: true, migrations: false, search: false });
    } finally {
      database.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
