// Version publishing's own state: deleted ("yanked") versions, hidden while their files stay resolvable by hash, and staged uploads.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';
import { users } from './users.ts';
import { versions } from './versions.ts';

export const versionDeletions = sqliteTable('version_deletions', {
  versionId: text('version_id').primaryKey().references(() => versions.id, { onDelete: 'cascade' }),
  deletedAt: timestamp('deleted_at').notNull(),
  deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Files the website's version editor uploaded (and Kiln inspected) before the version is published: publishing names
 * these rows instead of sending the bytes again. The blob is content-addressed like a published file's.
 * No foreign keys: a row that outlives its owner or project only waits for the expiry sweep, which also frees its blob.
 */
export const stagedUploads = sqliteTable(
  'staged_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    projectId: text('project_id').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    sha1: text('sha1').notNull(),
    sha512: text('sha512').notNull(),
    blobKey: text('blob_key').notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [index('staged_uploads_created_idx').on(t.created), index('staged_uploads_blob_key_idx').on(t.blobKey)],
);
