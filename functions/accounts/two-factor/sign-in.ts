// The sign-in code step: the pending token names the account, the code (TOTP or backup) proves the second factor.
import type { Db } from '#db/client.ts';
import type { Config } from '#config';
import { clearAccountFailures, guardedCheck } from '../auth/reauth.ts';
import { consumePendingSignIn, pendingSignInUser } from './pending-sign-in.ts';
import { secondFactorMatches } from './service.ts';

export type CodeStepOutcome = { ok: { userId: string } } | { error: 'codeInvalid' | 'signInExpired' } | { error: 'rateLimited'; retryAfterMs: number };

export async function completeCodeStep(db: Db, config: Config, token: string, code: string, ip: string, now = new Date()): Promise<CodeStepOutcome> {
  const userId = await pendingSignInUser(db, token, now, ip);
  if (!userId) return { error: 'signInExpired' };
  const guard = await guardedCheck(db, userId, ip, () => secondFactorMatches(db, config, userId, code, now), now);
  if (!('ok' in guard)) return guard.error === 'wrong' ? { error: 'codeInvalid' } : guard;
  if ((await consumePendingSignIn(db, token, now)) !== userId) return { error: 'signInExpired' };
  await clearAccountFailures(db, userId, ip);
  return { ok: { userId } };
}
