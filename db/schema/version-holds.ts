// Versions held for review (by the technical review's scanner): a catalogue fact, which its visibility rules apply.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { VERSION_STATUSES } from '#contracts/enums.ts';
import { timestamp } from './columns.ts';
import { versions } from './versions.ts';

/**
 * While held, the version's status reads `unknown` (a hidden status: members and staff see it, nobody else does, and
 * no list, search, hash or update look-up shows it); the status the creator gave it waits here until staff release it.
 */
export const versionHolds = sqliteTable('version_holds', {
  versionId: text('version_id').primaryKey().references(() => versions.id, { onDelete: 'cascade' }),
  heldAt: timestamp('held_at').notNull(),
  restoreStatus: text('restore_status', { enum: VERSION_STATUSES }).notNull(),
});
