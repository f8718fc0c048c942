// How the Backups page reads a server's backup list: which words a state gets, which actions a backup allows while
// others run, when the list must be polled, and whether the automatic-backup form has anything to save.
import { BUSY_BACKUP_STATES, type BackupList, type BackupState, type BackupView } from '#contracts/server-backups.ts';

/** States something is still happening in: the page polls the list until none is left. */
const WORKING: readonly BackupState[] = ['queued', 'creating', 'restoring', 'preparing_download'];

export const needsPolling = (list: BackupList) => list.busy || list.backups.some((backup) => WORKING.includes(backup.state));

/** A create or restore under way: every other backup action waits for it (spec §4). */
export const isBusy = (list: BackupList) => list.busy || list.backups.some((backup) => BUSY_BACKUP_STATES.includes(backup.state));

export type BackupAction = 'restore' | 'download' | 'rename' | 'lock' | 'delete';

/** Whether an action may start on this backup now; `busy` is the whole server's create-or-restore flag. */
export function actionAllowed(backup: BackupView, action: BackupAction, busy: boolean): boolean {
  if (busy) return false;
  if (action === 'rename' || action === 'lock') return backup.state !== 'preparing_download';
  const hasArchive = backup.state === 'ready' || backup.state === 'restore_failed' || backup.state === 'download_failed';
  if (action === 'delete') return !backup.locked && backup.state !== 'preparing_download';
  return hasArchive;
}

/** The automatic-backup choice as the form's select holds it: "off" or the hours. */
export const intervalValue = (hours: number | null) => (hours === null ? 'off' : String(hours));
export const intervalHours = (value: string): number | null => (value === 'off' ? null : Number(value));

/** "Save changes" only when the choice differs from what is saved (spec §5: never for off, unchanged). */
export const autoSaveDisabled = (saved: number | null, chosen: number | null) => saved === chosen;

const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };

/**
 * A moment with its zone's name: in UTC as the server renders it, in the browser's own zone once the script runs
 * (the first render in the browser matches the server's, so the two agree).
 */
export const formatMoment = (iso: string, locale: string, local: boolean) =>
  new Intl.DateTimeFormat(locale, local ? MOMENT : { ...MOMENT, timeZone: 'UTC' }).format(new Date(iso));

const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/** A backup's size in the largest unit under 1024 of it (kilobytes at least), one decimal at most. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
