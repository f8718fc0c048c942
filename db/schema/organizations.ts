// Organizations: a named team that can own projects.
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, timestamp } from './columns.ts';
import { teams } from './teams.ts';

export const organizations = sqliteTable(
  'organizations',
  {
    id: id().primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    teamId: text('team_id').notNull().references(() => teams.id),
    iconUrl: text('icon_url'),
    color: integer('color'),
    created: timestamp('created').notNull(),
    /** The edit stamp (optimistic concurrency); null until the first edit, read as `created`. */
    updated: timestamp('updated'),
  },
  (t) => [uniqueIndex('organizations_slug_lower_unique').on(sql`lower(${t.slug})`)],
);
