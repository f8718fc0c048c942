// What the account settings page shows about the account: its address and whether it is verified or changing, and its password.
import type { Db } from '#db/client.ts';
import { pendingEmailChange } from './email-change.ts';
import { selectAccount } from './queries.ts';

export interface AccountOverview {
  username: string;
  email: string | null;
  emailVerified: boolean;
  /** The address waiting for its confirmation link to be followed. */
  pendingEmail: string | null;
  hasPassword: boolean;
}

export async function accountOverview(db: Db, userId: string): Promise<AccountOverview | null> {
  const user = await selectAccount(db, userId);
  if (!user) return null;
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: await pendingEmailChange(db, userId),
    hasPassword: Boolean(user.passwordHash),
  };
}
