// The Backups page's calls to /v3/servers/{id}/backups, through the session-cookie routes the islands use.
import type { BackupDownload, BackupList, BackupView } from '#contracts/server-backups.ts';
import { callApi } from './api.ts';

const base = (serverId: string) => `/_internal/v3/servers/${encodeURIComponent(serverId)}/backups`;
const one = (serverId: string, backupId: string) => `${base(serverId)}/${encodeURIComponent(backupId)}`;

/** Polling is quiet: a missed refresh is retried by the next one rather than shown as a toast. */
export const listBackups = (serverId: string, options: { quiet?: boolean; signal?: AbortSignal } = {}) =>
  callApi<BackupList>(base(serverId), options);

export const createBackup = (serverId: string, name?: string) =>
  callApi<BackupView>(base(serverId), { method: 'POST', json: name ? { name } : {} });

export const updateBackup = (serverId: string, backupId: string, change: { name?: string; locked?: boolean }) =>
  callApi<BackupView>(one(serverId, backupId), { method: 'PATCH', json: change });

export const deleteBackup = (serverId: string, backupId: string) => callApi(one(serverId, backupId), { method: 'DELETE' });

export const restoreBackup = (serverId: string, backupId: string) => callApi(`${one(serverId, backupId)}/restore`, { method: 'POST' });

/** The row shows its own failure ("Failed to prepare download", with Retry), so no toast. */
export const prepareDownload = (serverId: string, backupId: string) =>
  callApi<BackupDownload>(`${one(serverId, backupId)}/download`, { method: 'POST', quiet: true });

export const setAutoBackups = (serverId: string, intervalHours: number | null) =>
  callApi(`${base(serverId)}/auto`, { method: 'PUT', json: { interval_hours: intervalHours } });
