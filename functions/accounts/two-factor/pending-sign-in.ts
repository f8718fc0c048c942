// The gap between a right password and the code: a short-lived, single-use token (only its sha256 stored) names the account.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { deleteExpiredPendingSignIns, deletePendingSignIn, deletePendingSignInsOf, insertPendingSignIn, selectPendingSignInUser } from './queries.ts';

export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60_000;

/** A new password step replaces the account's earlier pending ones, and expired rows of anyone are swept. */
export async function issuePendingSignIn(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
  await db.transaction(async (tx) => {
    await deletePendingSignInsOf(tx, userId);
    await deleteExpiredPendingSignIns(tx, now);
    await insertPendingSignIn(tx, { id: hashToken(token), userId, expires: new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS) });
  });
  return token;
}

/** The account waiting for its code, without using the token up (a wrong code may be retried until it expires). */
export async function pendingSignInUser(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (!token) return null;
  return (await selectPendingSignInUser(db, hashToken(token), now)) ?? null;
}

/** Deleting and reading in one statement: of two requests racing with one token, only one signs in. */
export async function consumePendingSignIn(db: Db, token: string, now = new Date()): Promise<string | null> {
  const row = await deletePendingSignIn(db, hashToken(token));
  return row && row.expires.getTime() > now.getTime() ? row.userId : null;
}
