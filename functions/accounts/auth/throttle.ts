// Failure counters that slow sign-in guessing (per account and address, per address, a ceiling per account) and mail-sending requests.
import type { Db } from '#db/client.ts';
import { deleteThrottleRow, selectThrottleRow, selectThrottleRows, upsertThrottleRow } from './queries.ts';

const WINDOW_MS = 15 * 60_000;
const BASE_DELAY_MS = 30_000;
const CEILING_WINDOW_MS = 60 * 60_000;
/**
 * `source` counts one account's failures from one address: a stranger's guesses slow the stranger, never the owner
 * signing in from elsewhere. An address is shared by a household or an office, so it may fail more often than one
 * account. `account` is the ceiling across all addresses against guessing spread over many: past it the account is
 * not locked, its sign-ins go through an emailed link (see service.ts). `mail` counts every request from an IP that
 * sends mail (reset, verification resend, email change), failed or not: each one reaches an inbox. `inbox` counts
 * the mails one account is sent, so many addresses cannot flood one person.
 */
const FREE_FAILURES = { source: 5, ip: 20, account: 50, mail: 10, inbox: 5 } as const;

export type ThrottleKind = keyof typeof FREE_FAILURES;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;
/**
 * An existing account counts under its ID, so typing the username or the email spends one budget; a name that
 * matches no account counts under what was typed, and both are throttled alike.
 */
const accountPart = (userId: string | null, typed: string) => (userId ? `#${userId}` : typed.toLowerCase());
export const accountThrottleKey = (userId: string | null, typed = '') => `account:${accountPart(userId, typed)}`;
export const sourceThrottleKey = (userId: string | null, ip: string, typed = '') => `source:${accountPart(userId, typed)}@${ip.toLowerCase()}`;
const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as ThrottleKind;

/** The ceiling holds until its hour is over; the other kinds wait twice as long with each failure past the free ones. */
function lockedUntil(kind: ThrottleKind, over: number, windowStart: Date, now: Date): Date | null {
  if (over < 0) return null;
  if (kind === 'account') return new Date(windowStart.getTime() + CEILING_WINDOW_MS);
  return new Date(now.getTime() + Math.min(BASE_DELAY_MS * 2 ** over, WINDOW_MS));
}

/** Milliseconds until any of the keys may try again; 0 when all may. */
export async function throttleWait(db: Db, keys: string[], now = new Date()): Promise<number> {
  const rows = await selectThrottleRows(db, keys);
  return Math.max(0, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0)));
}

export async function recordFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  for (const key of keys) {
    const kind = kindOf(key);
    const row = await selectThrottleRow(db, key);
    const fresh = !row || now.getTime() - row.windowStart.getTime() > (kind === 'account' ? CEILING_WINDOW_MS : WINDOW_MS);
    const failures = fresh ? 1 : row.failures + 1;
    const windowStart = fresh ? now : row.windowStart;
    await upsertThrottleRow(db, { key, failures, windowStart, lockedUntil: lockedUntil(kind, failures - FREE_FAILURES[kind], windowStart, now) });
  }
}

/** Whether the account is past its ceiling of failures from all addresses together. */
export const pastCeiling = async (db: Db, accountKey: string, now = new Date()) => (await throttleWait(db, [accountKey], now)) > 0;

/**
 * Only the account's counter from this address: clearing the address's would let one's own account reset an
 * attacker's budget, and clearing the ceiling would give guessers spread over many addresses a fresh start.
 */
export const clearFailures = (db: Db, sourceKey: string) => deleteThrottleRow(db, sourceKey);

async function takeAllowance(db: Db, key: string, now: Date): Promise<boolean> {
  if ((await throttleWait(db, [key], now)) > 0) return false;
  await recordFailure(db, [key], now);
  return true;
}

/** Whether this address may send one more mail now, counting it if so. */
export const takeMailAllowance = (db: Db, ip: string, now = new Date()) => takeAllowance(db, throttleKey('mail', ip), now);

/** Whether this account may be sent one more mail now, counting it if so. */
export const takeInboxAllowance = (db: Db, userId: string, now = new Date()) => takeAllowance(db, throttleKey('inbox', userId), now);
