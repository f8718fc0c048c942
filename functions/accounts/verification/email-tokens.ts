// Single-use email tokens (verification, password reset, sign-in): random secrets mailed out, only their sha256 stored.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { deleteEmailToken, replaceEmailToken, selectLiveEmailToken, type EmailTokenPurpose as Purpose } from './queries.ts';

/** A new link replaces any earlier one of the same purpose, so only the latest mail works. */
export async function issueEmailToken(db: Db, userId: string, purpose: Purpose, email: string, lifetimeMs: number, now = new Date()): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
  await replaceEmailToken(db, { id: hashToken(token), userId, purpose, email, expires: new Date(now.getTime() + lifetimeMs) });
  return token;
}

/** The token's row if it is live, without using it up (the reset form checks its link before asking for a password). */
export async function peekEmailToken(db: Db, token: string, purpose: Purpose, now = new Date()) {
  return (await selectLiveEmailToken(db, hashToken(token), purpose, now)) ?? null;
}

/** Deleting and reading in one statement makes the token single-use even when two requests race for it. */
export async function consumeEmailToken(db: Db, token: string, purpose: Purpose, now = new Date()) {
  const row = await deleteEmailToken(db, hashToken(token), purpose);
  return row && row.expires.getTime() > now.getTime() ? row : null;
}
