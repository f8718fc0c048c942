// Email verification: mail a 24-hour single-use link after sign-up (or on request), and mark the address verified.
import type { Db } from '#db/client.ts';
import { composeAccountMail } from '../mail/compose.ts';
import type { Mailing } from '#platform/runtime.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { markEmailVerified, selectUserEmail } from './queries.ts';
import { takeInboxAllowance, takeMailAllowance } from '../auth/throttle.ts';

export const VERIFY_LIFETIME_MS = 24 * 3_600_000;

export type VerifyOutcome = 'verified' | 'alreadyVerified' | 'failed';

export async function sendVerificationEmail(
  { db, config, mail }: Mailing, user: { id: string; username: string; email: string }, locale: string | null, now = new Date(),
): Promise<void> {
  const token = await issueEmailToken(db, user.id, 'verify_email', user.email, VERIFY_LIFETIME_MS, now);
  const link = `${config.publicUrl}/auth/verify-email?flow=${token}`;
  await mail.send(composeAccountMail('verifyEmail', { to: user.email, locale, username: user.username, link }));
}

/**
 * Resending needs an address to send to; an already verified one needs nothing. An address over its mail limit is
 * told the same as when the mail went out.
 */
export async function resendVerificationEmail({ db, config, mail }: Mailing, userId: string, ip: string, locale: string | null, now = new Date()): Promise<boolean> {
  if (!(await takeMailAllowance(db, ip, now))) return true;
  const user = await selectUserEmail(db, userId);
  if (!user?.email || user.verified) return false;
  if (!(await takeInboxAllowance(db, userId, now))) return true;
  await sendVerificationEmail({ db, config, mail }, { id: userId, username: user.username, email: user.email }, locale, now);
  return true;
}

/**
 * A used-up or unknown link reads as "already verified" to a signed-in person whose address is verified (they
 * clicked the mail twice); to anyone else it is a failure.
 */
export async function verifyEmail(db: Db, token: string, viewerId: string | null, now = new Date()): Promise<VerifyOutcome> {
  const row = token ? await consumeEmailToken(db, token, 'verify_email', now) : null;
  const userId = row?.userId ?? viewerId;
  if (!userId) return 'failed';
  const user = await selectUserEmail(db, userId);
  if (!user) return 'failed';
  if (user.verified && user.email?.toLowerCase() === (row?.email ?? user.email)?.toLowerCase()) return 'alreadyVerified';
  // The address changed since the mail went out: that link proves nothing about the current one.
  if (!row || row.email.toLowerCase() !== user.email?.toLowerCase()) return 'failed';
  await markEmailVerified(db, userId);
  return 'verified';
}
