// Heads-ups to an account's own address after its sign-in details change, so nobody can change them unnoticed.
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { Config } from '#config';
import { createMailer } from '#platform/mail/index.ts';
import { composeAccountMail, type AccountMailKind } from './compose.ts';

export type SecurityNotice = Extract<AccountMailKind, 'passwordChanged' | 'twoFactorEnabled' | 'twoFactorDisabled'>;

/** Where someone who did not make the change goes to take the account back. */
const RECOVERY_PATH: Record<SecurityNotice, string> = {
  passwordChanged: '/auth/reset-password',
  twoFactorEnabled: '/settings/account',
  twoFactorDisabled: '/settings/account',
};

export async function sendSecurityNotice(db: Db, config: Config, userId: string, notice: SecurityNotice, locale: string | null): Promise<void> {
  const [user] = await db.select({ username: t.users.username, email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  if (!user?.email) return;
  await createMailer(config, db).send(composeAccountMail(notice, {
    to: user.email, locale, username: user.username, link: `${config.publicUrl}${RECOVERY_PATH[notice]}`,
  }));
}
