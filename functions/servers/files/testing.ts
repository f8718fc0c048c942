// Test support for the file and content APIs: a server installed on the test app's local node (stopped), its
// owner's API calls, and its folder on disk for checking what the node wrote.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '#access';
import { randomId } from '#lib/ids.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import type { TestDatabase } from '#testing/database.ts';
import type { TestServer } from '#testing/server.ts';
import { waitFor } from '#platform/server-nodes/local/driver-testing.ts';

let port = 40_000;

export interface Caller {
  userId: string;
  token: string;
  api: <T = any>(path: string, init?: RequestInit & { json?: unknown }) => ReturnType<typeof request<T>>;
}

export async function signedIn(context: { database: TestDatabase; server: TestServer }): Promise<Caller> {
  const user = await makeUser(context.database.db, {});
  const token = (await createSession(context.database.db, user.id, {})).token;
  return { userId: user.id, token, api: (path, init = {}) => request(context.server.url, path, { ...init, token }) };
}

/** A vanilla 1.20.1 server of `ownerId`, installed and stopped; `folder` is its directory on the local node. */
export async function installedServer(context: { server: TestServer; database: TestDatabase }, ownerId: string, storageMb = 32_768) {
  const { runtime } = context.server;
  const id = randomId();
  await context.database.db.insert(t.servers).values({
    id, ownerId, name: 'Files server', plan: 'small', ramMb: 4096, cpu: 2, storageMb, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(),
  });
  const node = runtime.nodes.nodes.find((candidate) => candidate.id === 'local-north-america')!;
  const driver = await runtime.nodes.driver();
  await driver.install(node, { id, memoryMb: 4096, cpu: 2, diskMb: storageMb, port, loader: 'vanilla', gameVersion: '1.20.1', startupFlags: '', properties: { motd: 'Files' } });
  await waitFor(() => driver.stats(node, id), (stats) => stats.state === 'offline');
  return { id, folder: join(runtime.config.DATA_DIR, 'servers', id) };
}

export async function setStorage(database: TestDatabase, id: string, storageMb: number) {
  await database.db.update(t.servers).set({ storageMb }).where(eq(t.servers.id, id));
}
