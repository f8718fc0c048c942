// A Wings node's reports on backups it ran: behind the node's credentials, only for backups of its own servers, a
// create's end recorded with its size, and a restore's end starting the server again when its owner wants it running.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { wingsUuidOf } from '#platform/server-nodes/wings/index.ts';
import { useTestServer } from '#testing/server.ts';
import { memoryNode, ownedServer, type MemoryNode } from './testing.ts';

const wingsNode = (id: string, tokenId: string, ports: string) => ({
  id, region: 'central-europe', public_host: `${id}.example`, url: `https://${id}.example:8080`, token_id: tokenId, token: `${tokenId}-secret-token-0123`, memory_mb: 16384, ports,
});
const context = useTestServer({ SERVER_NODES: 'wings', WINGS_NODES: JSON.stringify([wingsNode('fra-1', 'fra', '25565-25600'), wingsNode('fra-2', 'fra2', '25565-25600')]) });
let node: MemoryNode;

beforeAll(() => {
  node = memoryNode();
  context.server.runtime.nodes.driver = async () => node.driver;
});

async function backupOnFra1(state: 'creating' | 'restoring', wantsRunning = false, preferences = '{}') {
  const { db } = context.database;
  const { id } = await ownedServer(db, { nodeId: 'fra-1', wantsRunning, preferences });
  const backupId = `B${id}`;
  await db.insert(t.serverBackups).values({ id: backupId, serverId: id, name: 'On the node', state, blobKey: `server-backups/${id}/${backupId}.tar.gz`, created: new Date(), started: new Date() });
  return { serverId: id, backupId, uuid: wingsUuidOf(backupId)! };
}

const report = (path: string, body: unknown, tokenId = 'fra') =>
  fetch(`${context.server.url}/api/remote/backups/${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenId}.${tokenId}-secret-token-0123` },
  });
const rowOf = async (backupId: string) => (await context.database.db.select().from(t.serverBackups).where(eq(t.serverBackups.id, backupId)))[0]!;

describe('Wings backup reports', () => {
  it('records a finished backup from its own node only', async () => {
    const { backupId, uuid } = await backupOnFra1('creating');
    const made = { checksum: 'abc', checksum_type: 'sha1', size: 4096, successful: true, parts: null };
    expect((await report(uuid, made, 'fra2')).status).toBe(404);
    expect((await fetch(`${context.server.url}/api/remote/backups/${uuid}`, { method: 'POST', body: '{}', headers: { authorization: 'Bearer fra.wrong-token-000000' } })).status).toBe(401);
    expect((await report(uuid, { successful: 'yes' })).status).toBe(400);
    expect((await report(uuid, made)).status).toBe(204);
    expect(await rowOf(backupId)).toMatchObject({ state: 'ready', sizeBytes: 4096 });
  });

  it('starts a server stopped for its backup again once the node reports the end', async () => {
    const quiet = JSON.stringify({ backup_while_running: false });
    const { serverId, uuid } = await backupOnFra1('creating', true, quiet);
    const running = await backupOnFra1('creating', true);
    const made = { checksum: 'abc', checksum_type: 'sha1', size: 1, successful: true, parts: null };
    expect((await report(uuid, made)).status).toBe(204);
    expect((await report(running.uuid, made)).status).toBe(204);
    expect(node.powered).toEqual([`${serverId}:start`]);
    node.powered.length = 0;
  });

  it('records a failed backup as failed', async () => {
    const { backupId, uuid } = await backupOnFra1('creating');
    expect((await report(uuid, { checksum: '', checksum_type: '', size: 0, successful: false, parts: [] })).status).toBe(204);
    expect((await rowOf(backupId)).state).toBe('create_failed');
  });

  it('ends a restore and starts the server again when its owner wants it running', async () => {
    const { serverId, backupId, uuid } = await backupOnFra1('restoring', true);
    expect((await report(`${uuid}/restore`, { successful: true })).status).toBe(204);
    expect((await rowOf(backupId)).state).toBe('ready');
    expect(node.powered).toEqual([`${serverId}:start`]);

    const failed = await backupOnFra1('restoring');
    expect((await report(`${failed.uuid}/restore`, { successful: false })).status).toBe(204);
    expect((await rowOf(failed.backupId)).state).toBe('restore_failed');
    expect(node.powered).toHaveLength(1);
  });
});
