// Sign-in throttling per account and per IP, and limits on mail-sending requests per IP and per inbox: after a few
// within 15 minutes each try waits exponentially longer.
import type { Db } from '#db/client.ts';
import { deleteThrottleRow, selectThrottleRow, selectThrottleRows, upsertThrottleRow } from './queries.ts';

const WINDOW_MS = 15 * 60_000;
const BASE_DELAY_MS = 30_000;
/**
 * An address is shared by a household or an office, so it may fail more often than one account. `mail` counts
 * every request from an IP that sends mail (reset, verification resend, email change), failed or not: each one
 * reaches an inbox. `inbox` counts the mails one account is sent, so many addresses cannot flood one person.
 */
const FREE_FAILURES = { account: 5, ip: 20, mail: 10, inbox: 5 } as const;

export type ThrottleKind = keyof typeof FREE_FAILURES;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;
/**
 * An existing account counts under its ID, so typing the username or the email spends one budget; a name that
 * matches no account counts under what was typed, and both lock after the same number of failures.
 */
export const accountThrottleKey = (userId: string | null, typed = '') => (userId ? `account:#${userId}` : throttleKey('account', typed));
const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as ThrottleKind;

/** Milliseconds until any of the keys may try again; 0 when all may. */
export async function throttleWait(db: Db, keys: string[], now = new Date()): Promise<number> {
  const rows = await selectThrottleRows(db, keys);
  return Math.max(0, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0)));
}

export async function recordFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  for (const key of keys) {
    const row = await selectThrottleRow(db, key);
    const fresh = !row || now.getTime() - row.windowStart.getTime() > WINDOW_MS;
    const failures = fresh ? 1 : row.failures + 1;
    const over = failures - FREE_FAILURES[kindOf(key)];
    const lockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(BASE_DELAY_MS * 2 ** over, WINDOW_MS)) : null;
    await upsertThrottleRow(db, { key, failures, windowStart: fresh ? now : row.windowStart, lockedUntil });
  }
}

/** Only the account's counter: clearing the address's would let one's own account reset an attacker's budget. */
export const clearFailures = (db: Db, accountKey: string) => deleteThrottleRow(db, accountKey);

async function takeAllowance(db: Db, key: string, now: Date): Promise<boolean> {
  if ((await throttleWait(db, [key], now)) > 0) return false;
  await recordFailure(db, [key], now);
  return true;
}

/** Whether this address may send one more mail now, counting it if so. */
export const takeMailAllowance = (db: Db, ip: string, now = new Date()) => takeAllowance(db, throttleKey('mail', ip), now);

/** Whether this account may be sent one more mail now, counting it if so. */
export const takeInboxAllowance = (db: Db, userId: string, now = new Date()) => takeAllowance(db, throttleKey('inbox', userId), now);
