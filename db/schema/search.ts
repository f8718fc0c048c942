// The search outbox: projects whose search documents must be rebuilt, written in the same transaction as the change.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

export const searchOutbox = sqliteTable(
  'search_outbox',
  {
    /** No foreign key: a deleted project's row is what removes it from the index. */
    projectId: text('project_id').primaryKey(),
    /** Strictly increases on every re-enqueue, so a drainer only deletes the version it applied. */
    enqueuedAt: timestamp('enqueued_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('search_outbox_enqueued_idx').on(t.enqueuedAt)],
);
