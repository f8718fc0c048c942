// A server's backups as the panel and the API ask for them: list, create (queued for the job), rename, lock, delete
// and restore (queued), each checked against the `backups` permission in one place. While a create or restore is
// under way every other backup action on the server is refused.
import { ApiError, notFound } from '#contracts/errors.ts';
import { BUSY_BACKUP_STATES, type BackupList, type BackupView } from '#contracts/server-backups.ts';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import type { ServerRow, Tx } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { backupRow, backupsOf, busyBackupOf, deleteBackupRow, moveBackupState, updateBackup, type BackupRow } from './queries.ts';
import { ARCHIVED_STATES, assertArchived, assertDeletable, assertIdle } from './policy.ts';
import { addBackup, deleteArchive } from './queue.ts';
import { autoSummary } from './auto.ts';
import { backupName } from './names.ts';
import { backupView } from './view.ts';

function assertInstalled(server: ServerRow): void {
  if (server.status !== 'ready') throw new ApiError('conflict', 'The server is being installed or changed: its backups wait until it is ready.');
}

/**
 * Runs `change` on the server's backup once no create or restore is under way, in one transaction with that check so
 * none can start in between.
 */
async function withIdleBackup<T>(runtime: Runtime, server: ServerRow, backupId: string, change: (tx: Tx, backup: BackupRow) => Promise<T>): Promise<T> {
  return runtime.db.transaction(async (tx) => {
    const backup = await backupRow(tx, server.id, backupId);
    if (!backup) throw notFound('No such backup');
    assertIdle(await busyBackupOf(tx, server.id));
    return change(tx, backup);
  }, { behavior: 'immediate' });
}

export async function listBackups(runtime: Runtime, viewer: Viewer, serverId: string): Promise<BackupList> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'backups', false);
  const rows = await backupsOf(runtime.db, row.id);
  return {
    backups: rows.map(backupView),
    limit: runtime.config.SERVER_BACKUP_LIMIT,
    auto: autoSummary(row),
    busy: rows.some((backup) => BUSY_BACKUP_STATES.includes(backup.state)),
  };
}

export async function createBackup(runtime: Runtime, viewer: Viewer, serverId: string, name?: string): Promise<BackupView> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'backups');
  assertInstalled(row);
  return backupView(await addBackup(runtime, row, { name: name ?? backupName(runtime.clock.now()), automated: false, state: 'queued' }));
}

export async function updateBackupInfo(runtime: Runtime, viewer: Viewer, serverId: string, backupId: string, changes: { name?: string; locked?: boolean }): Promise<BackupView> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'backups');
  return withIdleBackup(runtime, server, backupId, async (tx, backup) => {
    await updateBackup(tx, backup.id, changes);
    return backupView((await backupRow(tx, server.id, backup.id))!);
  });
}

/** Locked backups are kept until unlocked; a failed create holds no archive, so only its row goes. */
export async function deleteBackup(runtime: Runtime, viewer: Viewer, serverId: string, backupId: string): Promise<void> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'backups');
  const deleted = await withIdleBackup(runtime, server, backupId, async (tx, backup) => {
    assertDeletable(backup);
    await deleteBackupRow(tx, backup.id);
    return backup;
  });
  if (deleted.state !== 'create_failed') await deleteArchive(runtime, server, deleted);
}

/** Queues the restore (the job stops the server, swaps the backup in and starts it again if it was running). */
export async function restoreBackup(runtime: Runtime, viewer: Viewer, serverId: string, backupId: string): Promise<BackupView> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'backups');
  assertInstalled(server);
  return withIdleBackup(runtime, server, backupId, async (tx, backup) => {
    assertArchived(backup, 'restore');
    const restoring = await moveBackupState(tx, backup.id, ARCHIVED_STATES, { state: 'restoring', started: null, errorDetail: null });
    return backupView(restoring!);
  });
}
