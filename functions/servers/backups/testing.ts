// Test support for the backup tests: a node that keeps each server's files in memory and archives them as JSON in
// the blob store Kiln names, with switches to make a create, restore or download link fail; and a server fixture.
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import type { Viewer } from '#access';
import type { Db } from '#db/client.ts';
import { randomId } from '#lib/ids.ts';
import { NodeError, type NodeDriver, type NodeServerState } from '#platform/server-nodes/port.ts';
import { makeUser } from '#testing/factory.ts';

export interface MemoryNode {
  driver: NodeDriver;
  files: Map<string, Record<string, string>>;
  states: Map<string, NodeServerState>;
  powered: string[];
  fail: { create?: boolean; restore?: boolean; download?: boolean };
}

export function memoryNode(): MemoryNode {
  const files = new Map<string, Record<string, string>>();
  const states = new Map<string, NodeServerState>();
  const powered: string[] = [];
  const fail: MemoryNode['fail'] = {};
  const driver = {
    kind: 'local',
    supports: (loader: string) => (loader === 'vanilla' ? null : `${loader} servers need a Wings node`),
    stats: async (_node: unknown, id: string) => ({ state: states.get(id) ?? 'offline', cpuPercent: 0, memoryBytes: 0, memoryLimitBytes: 0, diskBytes: 0, uptimeMs: 0 }),
    power: async (_node: unknown, id: string, action: string) => {
      powered.push(`${id}:${action}`);
      states.set(id, action === 'start' || action === 'restart' ? 'running' : 'offline');
    },
    reinstall: async (_node: unknown, spec: { id: string }) => void files.set(spec.id, {}),
    createBackup: async (_node: unknown, id: string, backup: Parameters<NodeDriver['createBackup']>[2]) => {
      const bytes = new TextEncoder().encode(JSON.stringify(files.get(id) ?? {}));
      await backup.store.put(backup.key, bytes);
      if (fail.create) throw new NodeError('The disk is full', 'unavailable');
      return { status: 'done', sizeBytes: bytes.length };
    },
    restoreBackup: async (_node: unknown, id: string, backup: Parameters<NodeDriver['restoreBackup']>[2]) => {
      if (states.get(id) === 'running') throw new NodeError('Stop the server before restoring a backup.', 'conflict');
      if (fail.restore) throw new NodeError('The archive is damaged', 'invalid');
      const blob = await backup.store.get(backup.key);
      if (!blob) throw new NodeError('The backup’s archive is missing.', 'not_found');
      files.set(id, JSON.parse(await new Response(blob.body).text()) as Record<string, string>);
      return { status: 'done', sizeBytes: blob.size };
    },
    deleteBackup: async (_node: unknown, _id: string, backup: Parameters<NodeDriver['deleteBackup']>[2]) => backup.store.delete(backup.key),
    backupDownloadUrl: async () => {
      if (fail.download) throw new NodeError('The node does not answer', 'unavailable');
      return null;
    },
    close: async () => undefined,
  } as unknown as NodeDriver;
  return { driver, files, states, powered, fail };
}

let port = 36_000;

/** A ready server of a new owner on the first local node, and the owner as a signed-in viewer. */
export async function ownedServer(db: Db, values: Partial<typeof t.servers.$inferInsert> = {}): Promise<{ id: string; owner: Viewer }> {
  const user = await makeUser(db, {});
  const id = randomId();
  await db.insert(t.servers).values({
    id, ownerId: user.id, name: 'Backup server', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(), ...values,
  });
  return { id, owner: { userId: user.id, role: 'developer', scopes: ALL_SCOPES, via: 'session' } };
}
