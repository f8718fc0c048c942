// Running one backup's create or restore on its server's node. A restore stops the server first and starts it again
// afterwards if it was running; a create does the same when the owner turned "back up while running" off. The
// node swaps a restored folder in whole, so a failure leaves the world as it was.
import { BACKUP_ERRORS } from '#contracts/server-backups.ts';
import type { BackupOutcome, NodeDriver, NodeRef } from '#platform/server-nodes/port.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverRow, type ServerRow } from '../records/queries.ts';
import { preferencesOf } from '../options/preferences.ts';
import { moveBackupState, type BackupRow } from './queries.ts';
import { backupTarget } from './target.ts';

const STOP_TIMEOUT_MS = 120_000;
const STOP_POLL_MS = 250;

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Stops the server if it runs and waits until the node reports it stopped; says whether it was running. */
async function stopForBackup(driver: NodeDriver, node: NodeRef, serverId: string): Promise<boolean> {
  const before = await driver.stats(node, serverId);
  if (before.state !== 'running' && before.state !== 'starting') return false;
  await driver.power(node, serverId, 'stop');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  for (;;) {
    const { state } = await driver.stats(node, serverId);
    if (state === 'offline' || state === 'crashed') return true;
    if (Date.now() > deadline) throw new Error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
}

async function startAgain(driver: NodeDriver, node: NodeRef, server: ServerRow): Promise<void> {
  await driver.power(node, server.id, 'start').catch((error: unknown) => console.error(`Server ${server.id}: not started again after its backup: ${detailOf(error)}`));
}

/** Runs a create the caller moved to `creating`; the row as it ends (still `creating` while a Wings node works on). */
export async function runCreate(runtime: Runtime, backup: BackupRow): Promise<BackupRow | null> {
  const server = await serverRow(runtime.db, backup.serverId);
  if (!server) return moveBackupState(runtime.db, backup.id, ['creating'], { state: 'create_failed', errorDetail: 'The server is gone' });
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, server.nodeId);
  let stopped = false;
  let outcome: BackupOutcome | null = null;
  try {
    if (!preferencesOf(server.preferences).backup_while_running) stopped = await stopForBackup(driver, node, server.id);
    outcome = await driver.createBackup(node, server.id, backupTarget(runtime, backup));
    if (outcome.status === 'started') return backup;
    return await moveBackupState(runtime.db, backup.id, ['creating'], { state: 'ready', sizeBytes: outcome.sizeBytes, completed: runtime.clock.now(), errorDetail: null });
  } catch (error) {
    console.error(`Backup ${backup.id} of server ${server.id}: ${BACKUP_ERRORS.create}: ${detailOf(error)}`);
    // No half-written archive is kept: a failed create holds nothing.
    await runtime.blobs.delete(backup.blobKey).catch(() => undefined);
    return moveBackupState(runtime.db, backup.id, ['creating'], { state: 'create_failed', errorDetail: detailOf(error) });
  } finally {
    // A Wings node archives on after this returns: the server is started again when it reports the end.
    if (stopped && outcome?.status !== 'started') await startAgain(driver, node, server);
  }
}

/** Runs a restore the job claimed; the row as it ends (still `restoring` while a Wings node works on). */
export async function runRestore(runtime: Runtime, backup: BackupRow): Promise<BackupRow | null> {
  const server = await serverRow(runtime.db, backup.serverId);
  if (!server) return moveBackupState(runtime.db, backup.id, ['restoring'], { state: 'restore_failed', errorDetail: 'The server is gone' });
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, server.nodeId);
  let wasRunning = false;
  let outcome: BackupOutcome | null = null;
  try {
    wasRunning = await stopForBackup(driver, node, server.id);
    outcome = await driver.restoreBackup(node, server.id, backupTarget(runtime, backup));
    if (outcome.status === 'started') return backup;
    return await moveBackupState(runtime.db, backup.id, ['restoring'], { state: 'ready', errorDetail: null });
  } catch (error) {
    console.error(`Backup ${backup.id} of server ${server.id}: ${BACKUP_ERRORS.restore}: ${detailOf(error)}`);
    return moveBackupState(runtime.db, backup.id, ['restoring'], { state: 'restore_failed', errorDetail: detailOf(error) });
  } finally {
    // A Wings node restores on after this returns: the server is started again when it reports the end.
    if (wasRunning && outcome?.status !== 'started') await startAgain(driver, node, server);
  }
}
