// Server backups: their states, the automatic-backup intervals the panel offers, request bodies and the wire shape,
// shared by the /v3/servers/{id}/backups API and the Backups page.
import { z } from 'zod';

/** Spec §4's backup states; `ready` is a finished backup nothing is happening to. */
export const BACKUP_STATES = ['queued', 'creating', 'create_failed', 'ready', 'restoring', 'restore_failed', 'preparing_download', 'download_failed'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];
/** While a backup is in one of these, the server's other backup actions wait (spec §4). */
export const BUSY_BACKUP_STATES: readonly BackupState[] = ['queued', 'creating', 'restoring'];

/** Automatic backups: off, or one of these intervals (hours), chosen from a fixed list (spec §5). */
export const AUTO_BACKUP_INTERVALS_HOURS = [1, 3, 6, 12, 24, 72, 168] as const;

/** Spec §8. */
export const BACKUP_ERRORS = {
  create: 'Failed to create backup',
  restore: 'Failed to restore from backup',
  download: 'Failed to prepare download',
} as const;

export const BACKUP_NAME_MAX = 64;
const name = z.string().trim().min(1, 'Name the backup').max(BACKUP_NAME_MAX);

export const createBackupBody = z.object({ name: name.optional() });
export const updateBackupBody = z.object({ name: name.optional(), locked: z.boolean().optional() }).refine((body) => body.name !== undefined || body.locked !== undefined, 'Give a name or a lock state');
export const autoBackupBody = z.object({
  interval_hours: z.union([z.null(), z.literal(AUTO_BACKUP_INTERVALS_HOURS[0]), ...AUTO_BACKUP_INTERVALS_HOURS.slice(1).map((hours) => z.literal(hours))]),
});

export interface BackupView {
  id: string;
  name: string;
  state: BackupState;
  automated: boolean;
  locked: boolean;
  /** ISO 8601: when it was asked for. */
  created: string;
  /** ISO 8601: when its archive was finished; null until then. */
  completed: string | null;
  size_bytes: number | null;
}

/** `GET /v3/servers/{id}/backups`: newest first. */
export interface BackupList {
  backups: BackupView[];
  /** How many backups the server may keep; automatic ones roll within it, locked ones are never rolled. */
  limit: number;
  auto: { interval_hours: number | null; next: string | null };
  /** A create or restore is under way: other backup actions wait. */
  busy: boolean;
}

/** `POST /v3/servers/{id}/backups/{backup}/download`: a link good until `expires`. */
export interface BackupDownload {
  url: string;
  expires: string;
}
