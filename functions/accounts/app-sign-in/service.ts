// The desktop app's sign-in through the browser (docs/app-sign-in.md): the app starts a hand-off with a PKCE challenge
// and a return address on its own machine; once the person signs in and agrees, the app is handed a one-time code,
// which only the holder of the verifier can exchange for a session.
import type { Db } from '#db/client.ts';
import { hashToken, randomSecret } from '#access';
import { APP_SIGN_IN_CODE_LIFETIME_MS, APP_SIGN_IN_LIFETIME_MS, type AppSignInStart } from '#contracts/app-sign-in.ts';
import { ApiError } from '#contracts/errors.ts';
import { verifyS256 } from '#lib/pkce.ts';
import * as q from './queries.ts';

/** What the confirmation page shows of a waiting hand-off. */
export interface WaitingAppSignIn {
  /** Where the app waits, as the person can recognise it: `127.0.0.1:53682`, `kiln://auth`. */
  appAddress: string;
}

/** Records the hand-off; the returned secret goes in the browser's cookie, only its hash is stored. */
export async function startAppSignIn(db: Db, start: AppSignInStart, now = new Date()): Promise<string> {
  await q.deleteExpiredAppSignIns(db, now);
  const secret = randomSecret();
  await q.insertAppSignIn(db, {
    id: hashToken(secret), returnTo: start.return_to, codeChallenge: start.code_challenge, state: start.state,
    expires: new Date(now.getTime() + APP_SIGN_IN_LIFETIME_MS),
  });
  return secret;
}

const addressOf = (returnTo: string) => {
  const url = new URL(returnTo);
  return url.protocol === 'http:' ? url.host : `${url.protocol}//${url.host}`;
};

export async function waitingAppSignIn(db: Db, secret: string | undefined, now = new Date()): Promise<WaitingAppSignIn | null> {
  if (!secret) return null;
  const row = await q.selectWaitingAppSignIn(db, hashToken(secret), now);
  return row ? { appAddress: addressOf(row.returnTo) } : null;
}

function answerTo(returnTo: string, params: Record<string, string>): string {
  const url = new URL(returnTo);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The person agreed: the app's return address with a fresh one-time code and the app's state; null when lapsed. */
export async function agreeAppSignIn(db: Db, userId: string, secret: string | undefined, now = new Date()): Promise<string | null> {
  if (!secret) return null;
  const code = randomSecret();
  const row = await q.agreeToAppSignIn(db, hashToken(secret), {
    userId, codeHash: hashToken(code), expires: new Date(now.getTime() + APP_SIGN_IN_CODE_LIFETIME_MS),
  }, now);
  return row ? answerTo(row.returnTo, { code, state: row.state }) : null;
}

/** The person declined: the app is told so (OAuth's `access_denied`), and the hand-off is gone. */
export async function cancelAppSignIn(db: Db, secret: string | undefined): Promise<string | null> {
  if (!secret) return null;
  const row = await q.deleteWaitingAppSignIn(db, hashToken(secret));
  return row ? answerTo(row.returnTo, { error: 'access_denied', state: row.state }) : null;
}

const badCode = () => new ApiError('invalid_input', 'The code is unknown, already used or expired, or the code_verifier does not match: start the sign-in again');

/** The app's half: the code and the verifier of the challenge it started with. A code is spent by any attempt. */
export async function exchangeAppCode(db: Db, code: string, verifier: string, now = new Date()): Promise<string> {
  const row = await q.takeAppSignInCode(db, hashToken(code));
  if (!row?.userId || row.expires.getTime() <= now.getTime() || !verifyS256(verifier, row.codeChallenge)) throw badCode();
  return row.userId;
}
