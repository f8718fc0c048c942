// Changing the account's email: a link mailed to the new address; the address changes (verified) only when it is followed.
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { guardedCheck, passwordConfirms } from '../auth/reauth.ts';
import { emailIsValid } from '../auth/rules.ts';
import { takeInboxAllowance, takeMailAllowance } from '../auth/throttle.ts';
import type { Mailing } from '#platform/runtime.ts';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { composeAccountMail } from '../mail/compose.ts';
import { selectUserEmail } from '../verification/queries.ts';
import { deleteEmailChange, deleteEmailChangesOf, emailTakenByOther, insertEmailChange, selectEmailChange, setVerifiedEmail } from './queries.ts';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;

export type EmailChangeProblem = 'emailInvalid' | 'emailUnchanged' | 'emailTaken' | 'passwordWrong' | 'rateLimited' | 'mailLimited';
export type ConfirmOutcome = 'changed' | 'linkInvalid' | 'emailTaken';

export async function requestEmailChange(
  { db, config, mail }: Mailing, userId: string, input: { email: string; password: string }, ip: string, locale: string | null, now = new Date(),
): Promise<{ ok: true } | { error: EmailChangeProblem; retryAfterMs?: number }> {
  const email = input.email.trim();
  if (!emailIsValid(email)) return { error: 'emailInvalid' };
  const user = await selectUserEmail(db, userId);
  if (!user) return { error: 'emailInvalid' };
  if (user.email?.toLowerCase() === email.toLowerCase()) return { error: 'emailUnchanged' };
  if (await emailTakenByOther(db, email, userId)) return { error: 'emailTaken' };
  const guard = await guardedCheck(db, userId, ip, () => passwordConfirms(db, userId, input.password), now);
  if (!('ok' in guard)) return guard.error === 'wrong' ? { error: 'passwordWrong' } : guard;
  if (!(await takeMailAllowance(db, ip, now)) || !(await takeInboxAllowance(db, userId, now))) return { error: 'mailLimited' };

  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
  // Only the latest request counts: an earlier link to another address stops working.
  await db.transaction(async (tx) => {
    await deleteEmailChangesOf(tx, userId);
    await insertEmailChange(tx, { id: hashToken(token), userId, email, expires: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS) });
  });
  await mail.send(composeAccountMail('confirmNewEmail', {
    to: email, locale, username: user.username, link: `${config.publicUrl}/_internal/account/email/confirm?flow=${token}`,
  }));
  if (user.email) {
    // The heads-up is a courtesy: a failure to deliver it must not undo the request. Only the new address's domain:
    // enough to recognise one's own request, too little to hand out someone's address.
    await mail.send(composeAccountMail('emailChanging', {
      to: user.email, locale, username: user.username, link: `${config.publicUrl}/settings/account`, domain: email.slice(email.lastIndexOf('@') + 1),
    }))
      .catch((error: unknown) => console.error(error));
  }
  return { ok: true };
}

/** The new address of a pending change, for the settings page. */
export async function pendingEmailChange(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const row = await selectEmailChange(db, userId);
  return row && row.expires.getTime() > now.getTime() ? row.email : null;
}

/** Following the link proves the new inbox is theirs, so the new address starts out verified. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!token) return 'linkInvalid';
  const row = await deleteEmailChange(db, hashToken(token));
  if (!row || row.expires.getTime() <= now.getTime()) return 'linkInvalid';
  if (await emailTakenByOther(db, row.email, row.userId)) return 'emailTaken';
  try {
    await setVerifiedEmail(db, row.userId, row.email);
  } catch {
    // Someone took the address between the check and the write: the unique index decides.
    return 'emailTaken';
  }
  return 'changed';
}
