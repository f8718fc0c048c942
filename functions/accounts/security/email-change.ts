// Changing the account's email: a link mailed to the new address; the address changes (verified) only when it is followed.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { Config } from '#config';
import { hashToken } from '#access';
import { guardedCheck, passwordConfirms } from '../auth/reauth.ts';
import { emailIsValid } from '../auth/rules.ts';
import { takeInboxAllowance, takeMailAllowance } from '../auth/throttle.ts';
import { createMailer } from '#platform/mail/index.ts';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { composeAccountMail } from '../mail/compose.ts';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;

export type EmailChangeProblem = 'emailInvalid' | 'emailUnchanged' | 'emailTaken' | 'passwordWrong' | 'rateLimited' | 'mailLimited';
export type ConfirmOutcome = 'changed' | 'linkInvalid' | 'emailTaken';

const takenByOther = async (db: Db, email: string, userId: string) =>
  (await db.select({ id: t.users.id }).from(t.users).where(and(sql`lower(${t.users.email}) = ${email.toLowerCase()}`, ne(t.users.id, userId)))).length > 0;

export async function requestEmailChange(
  db: Db, config: Config, userId: string, input: { email: string; password: string }, ip: string, locale: string | null, now = new Date(),
): Promise<{ ok: true } | { error: EmailChangeProblem; retryAfterMs?: number }> {
  const email = input.email.trim();
  if (!emailIsValid(email)) return { error: 'emailInvalid' };
  const [user] = await db.select({ username: t.users.username, email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return { error: 'emailInvalid' };
  if (user.email?.toLowerCase() === email.toLowerCase()) return { error: 'emailUnchanged' };
  if (await takenByOther(db, email, userId)) return { error: 'emailTaken' };
  const guard = await guardedCheck(db, userId, ip, () => passwordConfirms(db, userId, input.password), now);
  if (!('ok' in guard)) return guard.error === 'wrong' ? { error: 'passwordWrong' } : guard;
  if (!(await takeMailAllowance(db, ip, now)) || !(await takeInboxAllowance(db, userId, now))) return { error: 'mailLimited' };

  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
  // Only the latest request counts: an earlier link to another address stops working.
  await db.transaction(async (tx) => {
    await tx.delete(t.emailChanges).where(eq(t.emailChanges.userId, userId));
    await tx.insert(t.emailChanges).values({ id: hashToken(token), userId, email, expires: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS) });
  });
  const mailer = createMailer(config, db);
  await mailer.send(composeAccountMail('confirmNewEmail', {
    to: email, locale, username: user.username, link: `${config.publicUrl}/_internal/account/email/confirm?flow=${token}`,
  }));
  if (user.email) {
    // The heads-up is a courtesy: a failure to deliver it must not undo the request. Only the new address's domain:
    // enough to recognise one's own request, too little to hand out someone's address.
    await mailer.send(composeAccountMail('emailChanging', {
      to: user.email, locale, username: user.username, link: `${config.publicUrl}/settings/account`, domain: email.slice(email.lastIndexOf('@') + 1),
    }))
      .catch((error: unknown) => console.error(error));
  }
  return { ok: true };
}

/** The new address of a pending change, for the settings page. */
export async function pendingEmailChange(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db.select({ email: t.emailChanges.email, expires: t.emailChanges.expires }).from(t.emailChanges).where(eq(t.emailChanges.userId, userId));
  return row && row.expires.getTime() > now.getTime() ? row.email : null;
}

/** Following the link proves the new inbox is theirs, so the new address starts out verified. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!token) return 'linkInvalid';
  const [row] = await db.delete(t.emailChanges).where(eq(t.emailChanges.id, hashToken(token))).returning();
  if (!row || row.expires.getTime() <= now.getTime()) return 'linkInvalid';
  if (await takenByOther(db, row.email, row.userId)) return 'emailTaken';
  try {
    await db.update(t.users).set({ email: row.email, emailVerified: true }).where(eq(t.users.id, row.userId));
  } catch {
    // Someone took the address between the check and the write: the unique index decides.
    return 'emailTaken';
  }
  return 'changed';
}
