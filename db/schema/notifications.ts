// Notifications: what happened that a user should know about (invites, new versions, status changes, reports).
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, id, timestamp } from './columns.ts';
import { users } from './users.ts';

export const notifications = sqliteTable(
  'notifications',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The tagged body (contracts/notifications.ts) as JSON; titles and links are derived when read. */
    body: text('body', { mode: 'json' }).notNull(),
    read: bool('read').notNull().default(false),
    created: timestamp('created').notNull(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.created)],
);
