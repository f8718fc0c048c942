// What a Wings node reports about backups it made or restored on its own time (the driver answered `started`), and the
// links it uploads an archive to when the blob store can presign them (Wings' s3 adapter): Kiln's backup ids travel
// as UUIDs like its server ids, and a node is told only about backups of its own servers.
import { ApiError, notFound } from '#contracts/errors.ts';
import { WINGS_BACKUP_PART_BYTES } from '#contracts/wings-remote.ts';
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

/** The node uploads as soon as it has the links; an hour leaves room for a slow link. */
const UPLOAD_LINK_SECONDS = 3600;
const ARCHIVE_TYPE = 'application/x-gzip';

/** Links to upload a backup being made in parts of `part_size` bytes; the upload is remembered on the backup. */
export async function wingsBackupUploadLinks(runtime: Runtime, nodeId: string, uuid: string, size: number): Promise<{ parts: string[]; part_size: number }> {
  const { backup } = await nodeBackup(runtime, nodeId, uuid);
  const presign = runtime.blobs.presign;
  if (!presign) throw notFound('This panel keeps backups on the nodes');
  if (backup.state !== 'creating') throw new ApiError('conflict', 'This backup is not being made');
  const { uploadId, urls } = await presign.startUpload(backup.blobKey, size, WINGS_BACKUP_PART_BYTES, UPLOAD_LINK_SECONDS, ARCHIVE_TYPE);
  const recorded = await moveBackupState(runtime.db, backup.id, ['creating'], { uploadId });
  // One asked for earlier is dropped: only the upload the backup names can complete.
  const dropped = recorded ? backup.uploadId : uploadId;
  if (dropped) await presign.abortUpload(backup.blobKey, dropped).catch(() => undefined);
  if (!recorded) throw new ApiError('conflict', 'This backup is not being made');
  return { parts: urls, part_size: WINGS_BACKUP_PART_BYTES };
}

interface MadeReport {
  successful: boolean;
  size: number;
  parts: { etag: string; part_number: number }[] | null;
}

/** Assembles the uploaded archive in the store (or drops the parts when the node failed); says whether it is there. */
async function finishUpload(runtime: Runtime, backup: BackupRow, report: MadeReport): Promise<boolean> {
  const presign = runtime.blobs.presign;
  if (!backup.uploadId || !presign) return report.successful;
  try {
    if (!report.successful) {
      await presign.abortUpload(backup.blobKey, backup.uploadId);
      return false;
    }
    await presign.completeUpload(backup.blobKey, backup.uploadId, (report.parts ?? []).map((part) => ({ partNumber: part.part_number, etag: part.etag })));
    return true;
  } catch (error) {
    console.error(`Backup ${backup.id}: the uploaded archive could not be finished: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The end of a create; a report after Kiln restarted (the backup shown as failed meanwhile) still counts. */
export async function wingsBackupMade(runtime: Runtime, nodeId: string, uuid: string, report: MadeReport): Promise<void> {
  const { backup, server } = await nodeBackup(runtime, nodeId, uuid);
  const stored = await finishUpload(runtime, backup, report);
  const values = stored
    ? { state: 'ready' as const, sizeBytes: report.size, completed: runtime.clock.now(), errorDetail: null, uploadId: null }
    : { state: 'create_failed' as const, errorDetail: report.successful ? 'The uploaded archive could not be stored' : 'The node reported the backup failed', uploadId: null };
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
