// A backup row as the API and the Backups page show it.
import type { BackupView } from '#contracts/server-backups.ts';
import type { BackupRow } from './queries.ts';

export const backupView = (row: BackupRow): BackupView => ({
  id: row.id,
  name: row.name,
  state: row.state,
  automated: row.automated,
  locked: row.locked,
  created: row.created.toISOString(),
  completed: row.completed?.toISOString() ?? null,
  size_bytes: row.sizeBytes,
});
