// Account creation and credential checks: the rules, uniqueness, argon2id hashing, throttled sign-in.
import type { Mailing } from '#platform/runtime.ts';
import { randomId } from '#lib/ids.ts';
import { hashPassword, verifyPassword } from '#lib/password.ts';
import { emailIsValid, passwordProblem, usernameIsValid, type AccountError } from './rules.ts';
import { accountThrottleKey, clearFailures, pastCeiling, recordFailure, sourceThrottleKey, throttleKey, throttleWait } from './throttle.ts';
import { mailSignInLink } from './sign-in-link.ts';
import { insertAccountSettings, selectUserBySignInName, selectUserWithUsernameOrEmail } from './queries.ts';
import { insertUser } from '../users/queries.ts';
import { sendVerificationEmail } from '../verification/service.ts';
import { twoFactorIsEnabled } from '../two-factor/service.ts';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirm: string;
  subscribe: boolean;
}

export type Outcome<T> = { ok: T } | { error: AccountError; retryAfterMs?: number };

export async function signUp({ db, config, mail }: Mailing, input: SignUpInput, ip: string, locale: string | null, now = new Date()): Promise<Outcome<{ userId: string }>> {
  const username = input.username.trim();
  const email = input.email.trim();
  if (!usernameIsValid(username)) return { error: 'usernameInvalid' };
  if (!emailIsValid(email)) return { error: 'emailInvalid' };
  const problem = passwordProblem(input.password, input.confirm);
  if (problem) return { error: problem };
  const ipKey = throttleKey('ip', ip);
  const wait = await throttleWait(db, [ipKey], now);
  if (wait > 0) return { error: 'rateLimited', retryAfterMs: wait };
  const taken = await selectUserWithUsernameOrEmail(db, username, email);
  if (taken) {
    if (taken.username.toLowerCase() === username.toLowerCase()) return { error: 'usernameTaken' };
    // Saying an address is in use tells whether it has an account (usernames are public, addresses are not), so
    // asking it spends the same per-address budget as a failed sign-in: addresses cannot be checked in bulk.
    await recordFailure(db, [ipKey], now);
    return { error: 'emailTaken' };
  }
  const userId = randomId();
  try {
    await insertUser(db, { id: userId, username, email, passwordHash: await hashPassword(input.password), created: now });
  } catch {
    // Two sign-ups racing for one name: the unique indexes decide, and the loser sees the same answer as above.
    return { error: 'usernameTaken' };
  }
  await insertAccountSettings(db, userId, input.subscribe);
  // The account exists either way: a mail service outage must not fail sign-up, and the verify page can resend.
  await sendVerificationEmail({ db, config, mail }, { id: userId, username, email }, locale, now).catch((error: unknown) => console.error(error));
  return { ok: { userId } };
}

/** Compared against when the account does not exist, so both failures take as long. */
let decoyHash: Promise<string> | undefined;

/** Past the ceiling, a right and a wrong password get this same answer; only a right one mails the link, after answering. */
export type SignInOutcome = Outcome<{ userId: string }> | { error: 'signInLinkSent'; mailing: Promise<void> };

/**
 * Failures slow the account from this address and the address itself; the owner elsewhere is not slowed. Guesses
 * spread over many addresses reach the account's ceiling, past which a password alone no longer signs in: an emailed
 * link does. Unknown names count alike, so neither the answers nor the work done tell whether an account exists.
 */
export async function checkCredentials(mailing: Mailing, identifier: string, password: string, ip: string, locale: string | null, now = new Date()): Promise<SignInOutcome> {
  const { db } = mailing;
  const value = identifier.trim();
  const user = await selectUserBySignInName(db, value);
  const sourceKey = sourceThrottleKey(user?.id ?? null, ip, value);
  const keys = [sourceKey, throttleKey('ip', ip)];
  const wait = await throttleWait(db, keys, now);
  if (wait > 0) return { error: 'rateLimited', retryAfterMs: wait };
  decoyHash ??= hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  const accountKey = accountThrottleKey(user?.id ?? null, value);
  const ceiling = await pastCeiling(db, accountKey, now);
  const right = user?.passwordHash ? valid : false;
  // Past the ceiling a right password counts as well: the same work for both, so the time taken does not tell them apart.
  if (!right || ceiling) await recordFailure(db, [...keys, accountKey], now);
  if (ceiling) return { error: 'signInLinkSent', mailing: right && user ? mailSignInLink(mailing, user.id, locale, now) : Promise.resolve() };
  if (!right || !user) return { error: 'credentials' };
  // With two-factor on, the password alone proves little: the counter is cleared only once the code step succeeds.
  if (!(await twoFactorIsEnabled(db, user.id))) await clearFailures(db, sourceKey);
  return { ok: { userId: user.id } };
}
