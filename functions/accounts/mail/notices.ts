// Heads-ups to an account's own address after its sign-in details change, so nobody can change them unnoticed.
import type { Mailing } from '#platform/runtime.ts';
import { composeAccountMail, type AccountMailKind } from './compose.ts';
import { selectUserEmail } from '../verification/queries.ts';
import { selectWorkingPatNames } from '../pats/queries.ts';

export type SecurityNotice = Extract<AccountMailKind, 'passwordChanged' | 'twoFactorEnabled' | 'twoFactorDisabled'>;

/** Where someone who did not make the change goes to take the account back. */
const RECOVERY_PATH: Record<SecurityNotice, string> = {
  passwordChanged: '/auth/reset-password',
  twoFactorEnabled: '/settings/account',
  twoFactorDisabled: '/settings/account',
};

/** A new password does not end personal access tokens, so the password notice names those still working. */
export async function sendSecurityNotice({ db, config, mail }: Mailing, userId: string, notice: SecurityNotice, locale: string | null, now = new Date()): Promise<void> {
  const user = await selectUserEmail(db, userId);
  if (!user?.email) return;
  const tokens = notice === 'passwordChanged' ? await selectWorkingPatNames(db, userId, now) : undefined;
  await mail.send(composeAccountMail(notice, {
    to: user.email, locale, username: user.username, link: `${config.publicUrl}${RECOVERY_PATH[notice]}`, tokens,
  }));
}
