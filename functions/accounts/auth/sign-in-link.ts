// Signing in by an emailed link, the way in for an account past its ceiling of failed sign-ins: single-use, 15 minutes.
import type { Db } from '#db/client.ts';
import type { Mailing } from '#platform/runtime.ts';
import { composeAccountMail } from '../mail/compose.ts';
import { consumeEmailToken, issueEmailToken, peekEmailToken } from '../verification/email-tokens.ts';
import { selectUserEmail } from '../verification/queries.ts';
import { takeInboxAllowance } from './throttle.ts';

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

/** Only to a proven address: the link signs in, so an address nobody verified could hand the account to a stranger. */
export async function mailSignInLink({ db, config, mail }: Mailing, userId: string, locale: string | null, now = new Date()): Promise<void> {
  const user = await selectUserEmail(db, userId);
  if (!user?.email || !user.verified) return;
  if (!(await takeInboxAllowance(db, userId, now))) return;
  const token = await issueEmailToken(db, userId, 'sign_in', user.email, SIGN_IN_LINK_LIFETIME_MS, now);
  const link = `${config.publicUrl}/auth/sign-in-link?flow=${token}`;
  await mail.send(composeAccountMail('signInLink', { to: user.email, locale, username: user.username, link }));
}

/** The page checks the link before offering its button, without using it up (mail scanners open links too). */
export const signInLinkIsLive = async (db: Db, token: string, now = new Date()) => (await peekEmailToken(db, token, 'sign_in', now)) !== null;

/** The account the link signs in to, once; a link mailed before the address changed proves nothing. */
export async function consumeSignInLink(db: Db, token: string, now = new Date()): Promise<string | null> {
  const row = await consumeEmailToken(db, token, 'sign_in', now);
  if (!row) return null;
  const user = await selectUserEmail(db, row.userId);
  return user?.verified && user.email?.toLowerCase() === row.email.toLowerCase() ? row.userId : null;
}
