// The Files page's listing at scale: GET /v3/servers/{id}/files on a folder of 10,000 files, timed one request at a
// time against the API on a server installed on a local node (its own database and data folder, removed afterwards).
import { serve } from '@hono/node-server';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as t from '#db/schema/index.ts';
import { createApp } from '#app';
import { createSession } from '#access';
import { loadConfig } from '#config';
import { randomId } from '#lib/ids.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { waitFor } from '#platform/server-nodes/local/driver-testing.ts';
import { createTestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { ms, percentile } from './table.ts';

const ENTRIES = 10_000;
const REQUESTS = 50;

export async function serverFileFigures(): Promise<string[][]> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'kiln-bench-files-'));
  const config = loadConfig({ DATA_DIR: dataDir, BLOB_DIR: join(dataDir, 'blobs'), DATABASE_URL: database.url, PORT: '0', LOG_REQUESTS: 'false' });
  const runtime = assembleRuntime(config, database.db);
  const app = createApp({ runtime: async () => runtime, config: () => config });
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  const driver = await runtime.nodes.driver();
  try {
    const user = await makeUser(database.db, {});
    const token = (await createSession(database.db, user.id, {})).token;
    const node = runtime.nodes.nodes[0]!;
    const id = randomId();
    await database.db.insert(t.servers).values({
      id, ownerId: user.id, name: 'Bench', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: node.region,
      nodeId: node.id, port: node.ports.from, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(),
    });
    await driver.install(node, { id, memoryMb: 4096, cpu: 2, diskMb: 32_768, port: node.ports.from, loader: 'vanilla', gameVersion: '1.20.1', startupFlags: '', properties: {} });
    await waitFor(() => driver.stats(node, id), (stats) => stats.state === 'offline');
    const folder = join(dataDir, 'servers', id, 'many');
    await mkdir(folder);
    for (let i = 0; i < ENTRIES; i += 500) {
      await Promise.all(Array.from({ length: Math.min(500, ENTRIES - i) }, (_, j) => writeFile(join(folder, `file-${i + j}.txt`), String(i + j))));
    }
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v3/servers/${id}/files?path=many`;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(url, { headers: { authorization: token } });
      const body = await response.arrayBuffer();
      times.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`The listing answered ${response.status}`);
      bytes = body.byteLength;
    }
    return [[`GET /v3/servers/{id}/files (${ENTRIES.toLocaleString('en')} files)`, ms(percentile(times, 50)), ms(percentile(times, 99)), `${(bytes / 1024).toFixed(0)} KiB`]];
  } finally {
    await driver.close();
    await new Promise((resolve) => http.close(resolve));
    database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const SERVER_FILE_COLUMNS = ['route', 'p50', 'p99', 'body'];
