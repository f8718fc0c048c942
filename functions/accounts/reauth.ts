// Proving it is still the account holder (password, two-factor code): each wrong answer counts toward the sign-in throttle.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { verifyPassword } from '../lib/password.ts';
import { clearFailures, recordFailure, throttleKey, throttleWait } from './throttle.ts';

export type Guarded = { ok: true } | { error: 'wrong' } | { error: 'rateLimited'; retryAfterMs: number };

/** Sign-in counts failures by what was typed, so a wrong code must count under the username and the email alike. */
async function accountKeys(db: Db, userId: string): Promise<string[]> {
  const [user] = await db.select({ username: t.users.username, email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return [];
  return [throttleKey('account', user.username), ...(user.email ? [throttleKey('account', user.email)] : [])];
}

export async function guardedCheck(db: Db, userId: string, ip: string, check: () => Promise<boolean>, now = new Date()): Promise<Guarded> {
  const keys = [...(await accountKeys(db, userId)), throttleKey('ip', ip)];
  const wait = await throttleWait(db, keys, now);
  if (wait > 0) return { error: 'rateLimited', retryAfterMs: wait };
  if (!(await check())) {
    await recordFailure(db, keys, now);
    return { error: 'wrong' };
  }
  return { ok: true };
}

/** After a completed sign-in only: the account's counters start over, the address's never do (see throttle.ts). */
export async function clearAccountFailures(db: Db, userId: string): Promise<void> {
  for (const key of await accountKeys(db, userId)) await clearFailures(db, key);
}

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, userId));
  return Boolean(user?.passwordHash);
}

/** An account without a password (signed up through a provider) has nothing to re-enter: its session is the proof. */
export async function passwordConfirms(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return false;
  if (!user.passwordHash) return true;
  return verifyPassword(password, user.passwordHash);
}
