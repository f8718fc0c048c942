// Automatic backups: off, or one every interval (hours from the fixed list). The first comes one interval after they
// are turned on; each is queued like a manual one, rolling the oldest unlocked automatic backup out at the limit.
// One that cannot be added (the limit with nothing to roll, a create or restore under way) is skipped until the next.
import { ApiError } from '#contracts/errors.ts';
import type { BackupList } from '#contracts/server-backups.ts';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { serverRow, updateServer, type ServerRow } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { serversDueForAutoBackup } from './queries.ts';
import { addBackup } from './queue.ts';
import { backupName } from './names.ts';

const HOUR_MS = 3_600_000;

export function autoSummary(server: Pick<ServerRow, 'autoBackupHours' | 'lastAutoBackup'>): BackupList['auto'] {
  const hours = server.autoBackupHours;
  if (hours === null || !server.lastAutoBackup) return { interval_hours: hours, next: null };
  return { interval_hours: hours, next: new Date(server.lastAutoBackup.getTime() + hours * HOUR_MS).toISOString() };
}

export async function setAutoBackups(runtime: Runtime, viewer: Viewer, serverId: string, hours: number | null): Promise<BackupList['auto']> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'backups');
  // Turning them on starts the interval now; changing it keeps counting from the last automatic backup.
  const lastAutoBackup = hours === null ? row.lastAutoBackup : row.autoBackupHours === null ? runtime.clock.now() : row.lastAutoBackup ?? runtime.clock.now();
  await updateServer(runtime.db, row.id, { autoBackupHours: hours, lastAutoBackup });
  return autoSummary({ autoBackupHours: hours, lastAutoBackup });
}

/** Queues the automatic backups that are due; says how many. */
export async function queueDueAutoBackups(runtime: Runtime): Promise<number> {
  const now = runtime.clock.now();
  let queued = 0;
  for (const due of await serversDueForAutoBackup(runtime.db, now)) {
    const server = await serverRow(runtime.db, due.id);
    if (!server) continue;
    try {
      await addBackup(runtime, server, { name: backupName(now, 'Automatic backup'), automated: true, state: 'queued' });
      queued++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A busy server gets its automatic backup at the next pass; a full one skips this interval.
      if (error.code === 'conflict') continue;
      console.warn(`Server ${server.id}: automatic backup skipped: ${error.message}`);
    }
    await updateServer(runtime.db, server.id, { lastAutoBackup: now });
  }
  return queued;
}
