// The backup a reinstall takes first: the reinstall wipes the world, so it goes ahead only once a backup of it exists
// (or, on a Wings node, is being made there). It counts as automatic, so it rolls like the scheduled ones; it is
// refused at the limit with nothing to roll and while another create or restore runs.
import { ApiError } from '#contracts/errors.ts';
import { BACKUP_ERRORS } from '#contracts/server-backups.ts';
import type { Runtime } from '../runtime.ts';
import type { ServerRow } from '../records/queries.ts';
import { addBackup } from './queue.ts';
import { runCreate } from './run.ts';

const REINSTALL_BACKUP_NAME = 'Before reinstall';

export async function backupBeforeReinstall(runtime: Runtime, server: ServerRow): Promise<void> {
  const backup = await addBackup(runtime, server, { name: REINSTALL_BACKUP_NAME, automated: true, state: 'creating' });
  const ended = await runCreate(runtime, backup);
  if (ended?.state === 'create_failed') throw new ApiError('service_unavailable', `${BACKUP_ERRORS.create}: the server was not reinstalled.`);
}
