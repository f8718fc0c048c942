// Kiln Servers' backups: one row per archive a server has (or is making), its state through create, restore and
// download, and the short-lived download link's token (only its hash kept).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BACKUP_STATES } from '#contracts/server-backups.ts';
import { bool, id, timestamp } from './columns.ts';
import { servers } from './servers.ts';

export const serverBackups = sqliteTable(
  'server_backups',
  {
    id: id().primaryKey(),
    serverId: text('server_id').notNull().references(() => servers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state', { enum: BACKUP_STATES }).notNull(),
    /** Taken by the automatic schedule (or before a reinstall): these roll within the limit, oldest first. */
    automated: bool('automated').notNull().default(false),
    /** A locked backup is never rolled or deleted until unlocked. */
    locked: bool('locked').notNull().default(false),
    /**
     * Where the archive is (or will be) in the blob store; a Wings node keeps it under the backup's id instead when the
     * store cannot presign links.
     */
    blobKey: text('blob_key').notNull(),
    sizeBytes: integer('size_bytes'),
    created: timestamp('created').notNull(),
    completed: timestamp('completed'),
    /** When the job picked up the queued create or restore; null while it still waits. */
    started: timestamp('started'),
    /** Why the last create, restore or download failed: for staff and logs, never shown to the person. */
    errorDetail: text('error_detail'),
    /** The blob store's multipart upload a Wings node is sending the archive in, until the node reports the end. */
    uploadId: text('upload_id'),
    downloadTokenHash: text('download_token_hash'),
    downloadExpires: timestamp('download_expires'),
  },
  (t) => [
    index('server_backups_server_idx').on(t.serverId, t.created),
    index('server_backups_state_idx').on(t.state, t.created),
  ],
);
