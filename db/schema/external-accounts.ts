// External sign-in accounts (GitHub, Discord, …) linked to Kiln users: one per provider per user.
import { primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { EXTERNAL_PROVIDERS } from '#contracts/providers.ts';
import { timestamp } from './columns.ts';
import { users } from './users.ts';

export const externalAccounts = sqliteTable(
  'external_accounts',
  {
    provider: text('provider', { enum: EXTERNAL_PROVIDERS }).notNull(),
    /** The provider's stable user id (never the username or email, which people can change). */
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown in the linked-providers list; refreshed on each sign-in. */
    providerUsername: text('provider_username'),
    created: timestamp('created').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    uniqueIndex('external_accounts_user_provider_unique').on(t.userId, t.provider),
  ],
);
