// What a Wings node reports about backups it made or restored on its own time (the driver answered `started`):
// Kiln's backup ids travel as UUIDs like its server ids, and a node is told only about backups of its own servers.
import { notFound } from '#contracts/errors.ts';
import { serverIdOfWingsUuid } from '#platform/server-nodes/wings/index.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverRow, type ServerRow } from '../records/queries.ts';
import { preferencesOf } from '../options/preferences.ts';
import { backupById, moveBackupState, type BackupRow } from './queries.ts';

async function nodeBackup(runtime: Runtime, nodeId: string, uuid: string): Promise<{ backup: BackupRow; server: ServerRow }> {
  const backupId = serverIdOfWingsUuid(uuid);
  const backup = backupId ? await backupById(runtime.db, backupId) : null;
  const server = backup ? await serverRow(runtime.db, backup.serverId) : null;
  if (!backup || !server || server.nodeId !== nodeId) throw notFound('No such backup on this node');
  return { backup, server };
}

async function startIfWanted(runtime: Runtime, server: ServerRow): Promise<void> {
  if (!server.wantsRunning) return;
  await (await nodeDriver(runtime)).power(nodeOf(runtime, server.nodeId), server.id, 'start')
    .catch((error: unknown) => console.error(`Server ${server.id}: not started again after its backup: ${error instanceof Error ? error.message : String(error)}`));
}

/** The end of a create; a report after Kiln restarted (the backup shown as failed meanwhile) still counts. */
export async function wingsBackupMade(runtime: Runtime, nodeId: string, uuid: string, report: { successful: boolean; size: number }): Promise<void> {
  const { backup, server } = await nodeBackup(runtime, nodeId, uuid);
  const values = report.successful
    ? { state: 'ready' as const, sizeBytes: report.size, completed: runtime.clock.now(), errorDetail: null }
    : { state: 'create_failed' as const, errorDetail: 'The node reported the backup failed' };
  const moved = await moveBackupState(runtime.db, backup.id, ['creating', 'create_failed'], values);
  // The server was stopped for the backup when its owner does not back up while running.
  if (moved && !preferencesOf(server.preferences).backup_while_running) await startIfWanted(runtime, server);
}

/** The end of a restore: the server is started again when its owner last wanted it running (it was stopped for it). */
export async function wingsBackupRestored(runtime: Runtime, nodeId: string, uuid: string, successful: boolean): Promise<void> {
  const { backup, server } = await nodeBackup(runtime, nodeId, uuid);
  const values = successful ? { state: 'ready' as const, errorDetail: null } : { state: 'restore_failed' as const, errorDetail: 'The node reported the restore failed' };
  const moved = await moveBackupState(runtime.db, backup.id, ['restoring', 'restore_failed'], values);
  if (moved) await startIfWanted(runtime, server);
}
