// Account flows: newsletter consent, sign-in throttling and single-use email tokens (verification, password reset, sign-in).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, timestamp } from './columns.ts';
import { users } from './users.ts';

export const accountSettings = sqliteTable('account_settings', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** Marketing email consent from the sign-up form's checkbox. */
  subscribed: bool('subscribed').notNull().default(false),
});

/** Failure counters, one row per key ("source:<account>@<address>", "account:<account>", "ip:<address>", …). */
export const authThrottle = sqliteTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start').notNull(),
  lockedUntil: timestamp('locked_until'),
});

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'sign_in'] as const;

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    /** sha256 of the token mailed out, hex. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** The address the token was sent to: changing the email invalidates a pending verification. */
    email: text('email').notNull(),
    expires: timestamp('expires').notNull(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);
