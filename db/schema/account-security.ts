// Account security: TOTP two-factor (encrypted secret, hashed backup codes), pending two-factor sign-ins, email changes.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';
import { users } from './users.ts';

export const twoFactor = sqliteTable('two_factor', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** AES-GCM ciphertext of the TOTP key ("v1.<iv>.<ciphertext>", base64url), bound to the user id. */
  secret: text('secret').notNull(),
  /** Null while the person has not yet confirmed a first code: the secret is then only a pending setup. */
  enabled: timestamp('enabled'),
  /** The last 30-second step a code was accepted for; a code of this step or an earlier one is refused. */
  lastStep: integer('last_step'),
  created: timestamp('created').notNull(),
});

export const twoFactorBackupCodes = sqliteTable(
  'two_factor_backup_codes',
  {
    /** sha256 of the normalised code, hex. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('two_factor_backup_codes_user_idx').on(t.userId)],
);

/** Issued when the password was right but a code is still required; the token itself lives in a cookie. */
export const pendingSignIns = sqliteTable(
  'pending_sign_ins',
  {
    /** sha256 of the token, hex. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires').notNull(),
    /** The client address the password step came from: only it may answer the code step. */
    source: text('source').notNull().default(''),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);

/** A requested new address, applied only when the link mailed to it is followed. */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    /** sha256 of the token mailed out, hex. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expires: timestamp('expires').notNull(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
