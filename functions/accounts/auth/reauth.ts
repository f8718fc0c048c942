// Proving it is still the account holder (password, two-factor code): each wrong answer counts toward the sign-in throttle.
import type { Db } from '#db/client.ts';
import { verifyPassword } from '#lib/password.ts';
import { accountThrottleKey, clearFailures, recordFailure, sourceThrottleKey, throttleKey, throttleWait } from './throttle.ts';
import { selectPasswordHash } from './queries.ts';

export type Guarded = { ok: true } | { error: 'wrong' } | { error: 'rateLimited'; retryAfterMs: number };

/** A wrong answer also counts toward the account's ceiling, which never stops this check: the owner is not locked out. */
export async function guardedCheck(db: Db, userId: string, ip: string, check: () => Promise<boolean>, now = new Date()): Promise<Guarded> {
  const keys = [sourceThrottleKey(userId, ip), throttleKey('ip', ip)];
  const wait = await throttleWait(db, keys, now);
  if (wait > 0) return { error: 'rateLimited', retryAfterMs: wait };
  if (!(await check())) {
    await recordFailure(db, [...keys, accountThrottleKey(userId)], now);
    return { error: 'wrong' };
  }
  return { ok: true };
}

/** After a completed sign-in only: the account's counter from this address starts over, no other does (see throttle.ts). */
export const clearAccountFailures = (db: Db, userId: string, ip: string) => clearFailures(db, sourceThrottleKey(userId, ip));

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const user = await selectPasswordHash(db, userId);
  return Boolean(user?.passwordHash);
}

/** An account without a password (signed up through a provider) has nothing to re-enter: its session is the proof. */
export async function passwordConfirms(db: Db, userId: string, password: string): Promise<boolean> {
  const user = await selectPasswordHash(db, userId);
  if (!user) return false;
  if (!user.passwordHash) return true;
  return verifyPassword(password, user.passwordHash);
}
