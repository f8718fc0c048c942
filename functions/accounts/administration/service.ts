// Accounts made and promoted by whoever runs the server (the admin command): the first admin, and role changes.
import type { UserRole } from '#contracts/enums.ts';
import { randomId } from '#lib/ids.ts';
import { hashPassword } from '#lib/password.ts';
import type { Mailing } from '#platform/runtime.ts';
import { emailIsValid, passwordProblem, usernameIsValid, type AccountError } from '../auth/rules.ts';
import { insertAccountSettings, selectUserWithUsernameOrEmail } from '../auth/queries.ts';
import { mailResetLink } from '../password-reset/service.ts';
import { insertUser } from '../users/queries.ts';
import { updateRoleByUsername } from './queries.ts';

export interface NewAccount {
  username: string;
  email: string;
  role: UserRole;
  /** The password to set; without one, the address is mailed a link to the page that sets it. */
  password: string | null;
}

export type AdministrationOutcome = { ok: { userId: string } } | { error: AccountError | 'userUnknown' };

/**
 * The same rules and hashing as sign-up, without its per-address throttle: the operator is at the server. The
 * address counts as verified, since the operator vouches for it (and a mailed link proves it again).
 */
export async function createAccount(mailing: Mailing, input: NewAccount, now = new Date()): Promise<AdministrationOutcome> {
  const username = input.username.trim();
  const email = input.email.trim();
  if (!usernameIsValid(username)) return { error: 'usernameInvalid' };
  if (!emailIsValid(email)) return { error: 'emailInvalid' };
  if (input.password !== null) {
    const problem = passwordProblem(input.password, undefined);
    if (problem) return { error: problem };
  }
  const taken = await selectUserWithUsernameOrEmail(mailing.db, username, email);
  if (taken) return { error: taken.username.toLowerCase() === username.toLowerCase() ? 'usernameTaken' : 'emailTaken' };
  const userId = randomId();
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  await mailing.db.transaction(async (tx) => {
    await insertUser(tx, { id: userId, username, email, emailVerified: true, passwordHash, role: input.role, created: now });
    await insertAccountSettings(tx, userId, false);
  });
  if (input.password === null) await mailResetLink(mailing, { id: userId, username, email }, null, now);
  return { ok: { userId } };
}

export async function setRole(mailing: Pick<Mailing, 'db'>, username: string, role: UserRole): Promise<AdministrationOutcome> {
  const userId = await updateRoleByUsername(mailing.db, username.trim(), role);
  return userId ? { ok: { userId } } : { error: 'userUnknown' };
}
