// The gap between a right password and the code: a short-lived, single-use token (only its sha256 stored) names the account.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { deleteExpiredPendingSignIns, deletePendingSignIn, deletePendingSignInsOf, insertPendingSignIn, selectPendingSignIn } from './queries.ts';

export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60_000;

/**
 * A new password step replaces the account's earlier pending ones, and expired rows of anyone are swept. The token
 * answers only from `source`, the address that proved the password: code guesses cannot be spread over many
 * addresses, and each new address must pass the password step, which the account's ceiling guards.
 */
export async function issuePendingSignIn(db: Db, userId: string, source: string, now = new Date()): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
  await db.transaction(async (tx) => {
    await deletePendingSignInsOf(tx, userId);
    await deleteExpiredPendingSignIns(tx, now);
    await insertPendingSignIn(tx, { id: hashToken(token), userId, source, expires: new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS) });
  });
  return token;
}

/**
 * The account waiting for its code, without using the token up (a wrong code may be retried until it expires). Given
 * `source`, a token issued to another address counts as expired.
 */
export async function pendingSignInUser(db: Db, token: string, now = new Date(), source?: string): Promise<string | null> {
  if (!token) return null;
  const row = await selectPendingSignIn(db, hashToken(token), now);
  if (!row || (source !== undefined && row.source !== source)) return null;
  return row.userId;
}

/** Deleting and reading in one statement: of two requests racing with one token, only one signs in. */
export async function consumePendingSignIn(db: Db, token: string, now = new Date()): Promise<string | null> {
  const row = await deletePendingSignIn(db, hashToken(token));
  return row && row.expires.getTime() > now.getTime() ? row.userId : null;
}
