// Credentials: website sessions and personal access tokens, stored only as hashes of their secrets.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamp } from './columns.ts';
import { users } from './users.ts';

export const sessions = sqliteTable(
  'sessions',
  {
    /** sha256 of the session token, hex: the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created').notNull(),
    lastAccessed: timestamp('last_accessed').notNull(),
    expires: timestamp('expires').notNull(),
    os: text('os'),
    platform: text('platform'),
    city: text('city'),
    country: text('country'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The language the browser asked for at sign-in, or picked since: mails about what others did are written in it. */
    locale: text('locale'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const personalAccessTokens = sqliteTable(
  'personal_access_tokens',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    scopes: integer('scopes').notNull(),
    created: timestamp('created').notNull(),
    expires: timestamp('expires').notNull(),
    lastUsed: timestamp('last_used'),
  },
  (t) => [index('personal_access_tokens_user_idx').on(t.userId)],
);
