// What the account settings page shows about the account: its address and whether it is verified or changing, and its password.
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { pendingEmailChange } from './email-change.ts';

export interface AccountOverview {
  username: string;
  email: string | null;
  emailVerified: boolean;
  /** The address waiting for its confirmation link to be followed. */
  pendingEmail: string | null;
  hasPassword: boolean;
}

export async function accountOverview(db: Db, userId: string): Promise<AccountOverview | null> {
  const [user] = await db.select({ username: t.users.username, email: t.users.email, emailVerified: t.users.emailVerified, passwordHash: t.users.passwordHash })
    .from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: await pendingEmailChange(db, userId),
    hasPassword: Boolean(user.passwordHash),
  };
}
