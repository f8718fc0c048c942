// /_internal/servers/{id}/backups…: the Backups page's plain form posts, so backups are made, restored, renamed,
// locked, deleted and downloaded, and automatic backups set, without JavaScript. Each answers a 303 back to the page
// with ?notice= or ?error= (a download goes to its link instead), through the panel's form frame.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { autoBackupForm, createBackupForm, lockBackupForm, renameBackupForm } from '#contracts/server-panel.ts';
import { form, panelForm, panelPage } from '../panel-forms/routes.ts';
import { createBackup, deleteBackup, restoreBackup, updateBackupInfo } from './service.ts';
import { prepareBackupDownload } from './download.ts';
import { setAutoBackups } from './auto.ts';
import { BUSY_DESCRIPTION } from './policy.ts';

const backupsPage = (id: string) => panelPage(id, '/backups');

/** The refusals the Backups page words itself: the backup limit and a create or restore under way. */
async function backupWork<T>(id: string, work: () => Promise<T>): Promise<T | { to: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'limit_reached') return { to: `${backupsPage(id)}?error=backup_limit` };
    if (error instanceof ApiError && error.message === BUSY_DESCRIPTION) return { to: `${backupsPage(id)}?error=backup_busy` };
    throw error;
  }
}

export const backupFormRoutes = new Hono<AppEnv>()
  .post('/servers/:id/backups', panelForm(backupsPage, async (c, runtime, viewer, id) => {
    const { name } = await form(c, createBackupForm);
    return backupWork(id, async () => {
      await createBackup(runtime, viewer, id, name);
      return { notice: 'backup_queued' as const };
    });
  }))
  .post('/servers/:id/backups/auto', panelForm(backupsPage, async (c, runtime, viewer, id) => {
    await setAutoBackups(runtime, viewer, id, (await form(c, autoBackupForm)).interval_hours);
    return { notice: 'saved' };
  }))
  .post('/servers/:id/backups/:backup/rename', panelForm(backupsPage, async (c, runtime, viewer, id) => {
    const { name } = await form(c, renameBackupForm);
    return backupWork(id, async () => {
      await updateBackupInfo(runtime, viewer, id, c.req.param('backup')!, { name });
      return { notice: 'backup_saved' as const };
    });
  }))
  .post('/servers/:id/backups/:backup/lock', panelForm(backupsPage, async (c, runtime, viewer, id) => {
    const { locked } = await form(c, lockBackupForm);
    return backupWork(id, async () => {
      await updateBackupInfo(runtime, viewer, id, c.req.param('backup')!, { locked });
      return { notice: 'backup_saved' as const };
    });
  }))
  .post('/servers/:id/backups/:backup/delete', panelForm(backupsPage, async (c, runtime, viewer, id) => backupWork(id, async () => {
    await deleteBackup(runtime, viewer, id, c.req.param('backup')!);
    return { notice: 'backup_deleted' as const };
  })))
  .post('/servers/:id/backups/:backup/restore', panelForm(backupsPage, async (c, runtime, viewer, id) => backupWork(id, async () => {
    await restoreBackup(runtime, viewer, id, c.req.param('backup')!);
    return { notice: 'backup_restoring' as const };
  })))
  .post('/servers/:id/backups/:backup/download', panelForm(backupsPage, async (c, runtime, viewer, id) => backupWork(id, async () => {
    const link = await prepareBackupDownload(runtime, viewer, id, c.req.param('backup')!);
    return { to: link.url };
  })));
