// A backup as the node driver sees it: its id and where Kiln keeps its archive.
import type { BackupTarget } from '#platform/server-nodes/port.ts';
import type { Runtime } from '../runtime.ts';
import type { BackupRow } from './queries.ts';

export const backupTarget = (runtime: Runtime, row: BackupRow): BackupTarget => ({ id: row.id, key: row.blobKey, store: runtime.blobs });
