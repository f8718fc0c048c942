// Outgoing mail kept in the database: the default mail transport, and what the development mail viewer lists.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created)],
);
