// Adding a backup to a server within its limit: one transaction checks that no create or restore runs, rolls the
// oldest unlocked automatic backups out when the limit is reached, and records the new one; the rolled archives are
// deleted from their store once that has committed.
import { ApiError } from '#contracts/errors.ts';
import type { BackupState } from '#contracts/server-backups.ts';
import { randomId } from '#lib/ids.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import type { ServerRow } from '../records/queries.ts';
import { backupRow, busyBackupOf, countedBackups, deleteBackupRow, insertBackup, oldestRollable, type BackupRow } from './queries.ts';
import { assertIdle, LIMIT_DESCRIPTION } from './policy.ts';
import { backupTarget } from './target.ts';

export interface NewBackup {
  name: string;
  automated: boolean;
  /** `queued` for the job to run; `creating` when the caller runs it at once (before a reinstall). */
  state: Extract<BackupState, 'queued' | 'creating'>;
}

/** Deletes a backup's archive where it is kept; a failure is logged, as the row is already gone. */
export async function deleteArchive(runtime: Runtime, server: ServerRow, row: BackupRow): Promise<void> {
  try {
    await (await nodeDriver(runtime)).deleteBackup(nodeOf(runtime, server.nodeId), server.id, backupTarget(runtime, row));
  } catch (error) {
    console.error(`Backup ${row.id} of server ${server.id}: its archive could not be deleted: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Records the backup; `limit_reached` when the server is full and nothing can be rolled, `conflict` while one is busy. */
export async function addBackup(runtime: Runtime, server: ServerRow, backup: NewBackup): Promise<BackupRow> {
  const id = randomId();
  const now = runtime.clock.now();
  const limit = runtime.config.SERVER_BACKUP_LIMIT;
  const rolled = await runtime.db.transaction(async (tx) => {
    assertIdle(await busyBackupOf(tx, server.id));
    // More than one rolls out when the limit was lowered since; all of it is undone when room cannot be made.
    const out: BackupRow[] = [];
    for (let count = await countedBackups(tx, server.id); count >= limit; count--) {
      const oldest = await oldestRollable(tx, server.id);
      if (!oldest) throw new ApiError('limit_reached', LIMIT_DESCRIPTION(limit));
      await deleteBackupRow(tx, oldest.id);
      out.push(oldest);
    }
    await insertBackup(tx, {
      id, serverId: server.id, name: backup.name, state: backup.state, automated: backup.automated, locked: false,
      blobKey: `server-backups/${server.id}/${id}.tar.gz`, created: now, started: backup.state === 'creating' ? now : null,
    });
    return out;
  }, { behavior: 'immediate' });
  for (const old of rolled) await deleteArchive(runtime, server, old);
  return (await backupRow(runtime.db, server.id, id))!;
}
