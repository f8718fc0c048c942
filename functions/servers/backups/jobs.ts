// The backup job: queues the automatic backups that are due, then runs waiting creates and restores one at a time
// (each claimed atomically, so two processes never run the same one). At boot, work a crash cut short is marked
// failed, never left looking alive: a create's partial archive is deleted, a restore left the world as it was.
import { BACKUP_ERRORS } from '#contracts/server-backups.ts';
import type { Runtime } from '../runtime.ts';
import { claimRestore, interruptedBackups, moveBackupState, waitingWork } from './queries.ts';
import { runCreate, runRestore } from './run.ts';
import { queueDueAutoBackups } from './auto.ts';

/** How many waiting creates and restores one pass takes on. */
const BATCH = 5;

export async function runBackupJobs(runtime: Runtime): Promise<{ queued: number; ran: number }> {
  const queued = await queueDueAutoBackups(runtime);
  let ran = 0;
  for (const waiting of await waitingWork(runtime.db, BATCH)) {
    const now = runtime.clock.now();
    if (waiting.state === 'queued') {
      const claimed = await moveBackupState(runtime.db, waiting.id, ['queued'], { state: 'creating', started: now, errorDetail: null });
      if (claimed) await runCreate(runtime, claimed);
      ran += claimed ? 1 : 0;
    } else {
      const claimed = await claimRestore(runtime.db, waiting.id, now);
      if (claimed) await runRestore(runtime, claimed);
      ran += claimed ? 1 : 0;
    }
  }
  return { queued, ran };
}

/** What each state a crash can interrupt becomes, and the words logged for it. */
const RECOVERY = {
  creating: { state: 'create_failed', error: BACKUP_ERRORS.create },
  restoring: { state: 'restore_failed', error: BACKUP_ERRORS.restore },
  preparing_download: { state: 'download_failed', error: BACKUP_ERRORS.download },
} as const;

/** Once at start, before the job runs: what the previous process was doing when it stopped has failed. */
export async function recoverBackups(runtime: Runtime): Promise<number> {
  const interrupted = await interruptedBackups(runtime.db);
  for (const backup of interrupted) {
    const recovery = RECOVERY[backup.state as keyof typeof RECOVERY];
    if (backup.state === 'creating') await runtime.blobs.delete(backup.blobKey).catch(() => undefined);
    await moveBackupState(runtime.db, backup.id, [backup.state], { state: recovery.state, errorDetail: 'Kiln stopped while this was under way' });
    console.warn(`Backup ${backup.id} of server ${backup.serverId}: ${recovery.error} (interrupted)`);
  }
  return interrupted.length;
}
