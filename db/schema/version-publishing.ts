// Deleted ("yanked") versions: hidden from lists, search and edits, while their files stay resolvable by hash.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';
import { users } from './users.ts';
import { versions } from './versions.ts';

export const versionDeletions = sqliteTable('version_deletions', {
  versionId: text('version_id').primaryKey().references(() => versions.id, { onDelete: 'cascade' }),
  deletedAt: timestamp('deleted_at').notNull(),
  deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
});
