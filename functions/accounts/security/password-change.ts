// Changing the password from the settings page: the current one first, the sign-up rules, then every other session ends.
import type { Db } from '#db/client.ts';
import { guardedCheck, passwordConfirms } from '../auth/reauth.ts';
import { passwordProblem, type AccountError } from '../auth/rules.ts';
import { hashPassword } from '#lib/password.ts';
import { revokeOtherSessions } from '#access';
import { updatePasswordHash } from '../auth/queries.ts';

export type PasswordChangeProblem = Extract<AccountError, 'passwordLength' | 'passwordMismatch' | 'passwordCommon'> | 'passwordWrong' | 'rateLimited';

export async function changePassword(
  db: Db, userId: string, input: { current: string; password: string; confirm: string }, keepSessionId: string | null, ip: string, now = new Date(),
): Promise<{ ok: true } | { error: PasswordChangeProblem; retryAfterMs?: number }> {
  const problem = passwordProblem(input.password, input.confirm);
  if (problem === 'passwordLength' || problem === 'passwordMismatch' || problem === 'passwordCommon') return { error: problem };
  const guard = await guardedCheck(db, userId, ip, () => passwordConfirms(db, userId, input.current), now);
  if (!('ok' in guard)) return guard.error === 'wrong' ? { error: 'passwordWrong' } : guard;
  const passwordHash = await hashPassword(input.password);
  // Whoever else knew the old password, or holds a session somewhere, is signed out in the same write.
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, keepSessionId);
  });
  return { ok: true };
}
