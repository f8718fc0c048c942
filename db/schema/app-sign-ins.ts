// Desktop app sign-ins through the browser: the hand-off the app started, and once the person agreed, the code it may exchange.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';
import { users } from './users.ts';

export const appSignIns = sqliteTable(
  'app_sign_ins',
  {
    /** sha256 of the browser's hand-off cookie, hex. */
    id: text('id').primaryKey(),
    returnTo: text('return_to').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    state: text('state').notNull(),
    /** Set when the person agreed: who the code signs in, and the code's sha256. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').unique(),
    expires: timestamp('expires').notNull(),
  },
  (t) => [index('app_sign_ins_expires_idx').on(t.expires)],
);
