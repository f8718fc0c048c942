// What the Backups page reads besides the panel: the server's backups, their limit and the automatic-backup schedule.
import type { AstroGlobal } from 'astro';
import { listBackups } from '#servers';
import type { BackupList } from '#contracts/server-backups.ts';
import type { ServerPanelPage } from './panel.ts';

/** Null for viewers without the Backups permission, who are told so instead. */
export async function pageBackups(astro: AstroGlobal, page: ServerPanelPage): Promise<BackupList | null> {
  if (!page.view.permissions.includes('backups')) return null;
  return listBackups(await astro.locals.kiln.runtime(), page.account.viewer, page.view.id);
}
