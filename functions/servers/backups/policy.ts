// What may happen to a server's backups in which state: one create or restore at a time, locked backups kept, and
// only backups with a finished archive restored or downloaded.
import { ApiError } from '#contracts/errors.ts';
import type { BackupState } from '#contracts/server-backups.ts';
import type { BackupRow } from './queries.ts';

/** States whose archive is whole: a failed restore or download left it as it was. */
export const ARCHIVED_STATES: BackupState[] = ['ready', 'restore_failed', 'download_failed'];

export const BUSY_DESCRIPTION = 'A backup is being created or restored on this server: wait for it to finish.';
export const LIMIT_DESCRIPTION = (limit: number) =>
  `This server has reached its limit of ${limit} backups and none can make room: delete a backup, or unlock an automatic one.`;

export function assertIdle(busy: BackupRow | null): void {
  if (busy) throw new ApiError('conflict', BUSY_DESCRIPTION);
}

export function assertArchived(row: BackupRow, action: 'restore' | 'download'): void {
  if (!ARCHIVED_STATES.includes(row.state)) throw new ApiError('conflict', `This backup has no finished archive to ${action}.`);
}

export function assertDeletable(row: BackupRow): void {
  if (row.locked) throw new ApiError('conflict', 'This backup is locked: unlock it before deleting it.');
}
