// The words the Backups island receives, group by group from serverBackups.json.
import type { Messages } from '#site/lib/messages.ts';

export interface BackupStrings {
  page: Messages<'serverBackups.page'>;
  list: Messages<'serverBackups.list'>;
  actions: Messages<'serverBackups.actions'>;
  createDialog: Messages<'serverBackups.createDialog'>;
  renameDialog: Messages<'serverBackups.renameDialog'>;
  restoreDialog: Messages<'serverBackups.restoreDialog'>;
  deleteDialog: Messages<'serverBackups.deleteDialog'>;
  auto: Messages<'serverBackups.auto'>;
}
