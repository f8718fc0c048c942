// Password recovery: mail a one-hour single-use link to the account's address, then set the new password from it.
import type { Db } from '#db/client.ts';
import { passwordProblem, type AccountError } from '../auth/rules.ts';
import { takeInboxAllowance, takeMailAllowance } from '../auth/throttle.ts';
import { selectUserBySignInName, updatePasswordHash } from '../auth/queries.ts';
import { hashPassword } from '#lib/password.ts';
import { composeAccountMail } from '../mail/compose.ts';
import type { Mailing } from '#platform/runtime.ts';
import { revokeOtherSessions } from '#access';
import { consumeEmailToken, issueEmailToken, peekEmailToken } from '../verification/email-tokens.ts';
import { selectUserEmail } from '../verification/queries.ts';
import { deletePatsOf } from '../pats/queries.ts';

export const RESET_LIFETIME_MS = 3_600_000;

/**
 * Says nothing about whether the account exists: the caller answers the same either way, and runs this after
 * answering so the time taken to mail a known account does not tell either.
 */
export async function requestPasswordReset({ db, config, mail }: Mailing, identifier: string, ip: string, locale: string | null, now = new Date()): Promise<void> {
  const value = identifier.trim().toLowerCase();
  if (!value) return;
  // Counted before the lookup, so running out says nothing about whether the account exists.
  if (!(await takeMailAllowance(db, ip, now))) return;
  const user = await selectUserBySignInName(db, value);
  if (!user?.email || !(await takeInboxAllowance(db, user.id, now))) return;
  await mailResetLink({ db, config, mail }, { id: user.id, username: user.username, email: user.email }, locale, now);
}

/** Mails the account a one-hour single-use link to the page that sets its password. */
export async function mailResetLink({ db, config, mail }: Mailing, user: { id: string; username: string; email: string }, locale: string | null, now = new Date()): Promise<void> {
  const token = await issueEmailToken(db, user.id, 'reset_password', user.email, RESET_LIFETIME_MS, now);
  const link = `${config.publicUrl}/auth/reset-password?flow=${token}`;
  await mail.send(composeAccountMail('resetPassword', { to: user.email, locale, username: user.username, link }));
}

export const resetLinkIsLive = async (db: Db, token: string, now = new Date()) => (await peekEmailToken(db, token, 'reset_password', now)) !== null;

export interface ResetInput {
  password: string;
  confirm: string;
  /** Whoever took the account may have made tokens with it; the form offers to end them all, checked by default. */
  revokeTokens: boolean;
}

/**
 * The password is checked before the token is used up, so a typo does not cost the link. Every session ends:
 * whoever knew the old password is signed out, and the caller starts the one new session.
 */
export async function completePasswordReset(db: Db, token: string, input: ResetInput, now = new Date()): Promise<{ ok: { userId: string } } | { error: AccountError }> {
  const problem = passwordProblem(input.password, input.confirm);
  if (problem) return { error: problem };
  const row = await consumeEmailToken(db, token, 'reset_password', now);
  if (!row) return { error: 'linkInvalid' };
  const user = await selectUserEmail(db, row.userId);
  if (!user || user.email?.toLowerCase() !== row.email.toLowerCase()) return { error: 'linkInvalid' };
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, row.userId, passwordHash);
    await revokeOtherSessions(tx, row.userId, null);
    if (input.revokeTokens) await deletePatsOf(tx, row.userId);
  });
  return { ok: { userId: row.userId } };
}
