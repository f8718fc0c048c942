// Website sessions the Lucia way: a random token in the cookie, only its sha256 in the database, sliding expiry
// within an absolute lifetime.
import type { Db } from '#db/client.ts';
import type { UserRole } from '#contracts/enums.ts';
import { generateToken, hashToken, tokenKind } from '../tokens.ts';
import { describeUserAgent } from './user-agent.ts';
import {
  deleteOwnedSession, deleteSession, deleteSessionsOfUser, insertSession, selectLatestSessionLocale, selectSessionsOf, selectSessionWithRole,
  updateSessionExpiry, updateSessionLocale,
} from './queries.ts';

const DAY_MS = 86_400_000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** However active, a session ends this long after sign-in: a stolen cookie cannot be kept alive for ever. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** Extending on every request would write on every read; half the lifetime keeps active people signed in. */
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;
/** last_accessed is shown to people in minutes at best. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionContext {
  userAgent?: string | null;
  ip?: string | null;
  locale?: string | null;
}

export interface ValidSession {
  id: string;
  userId: string;
  role: UserRole;
  expires: Date;
  /** The expiry moved: the cookie must be sent again with the new date. */
  renewed: boolean;
}

export async function createSession(db: Db, userId: string, context: SessionContext, now = new Date()) {
  const token = generateToken('session');
  const { os, platform } = describeUserAgent(context.userAgent);
  const expires = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, {
    id: hashToken(token), userId, created: now, lastAccessed: now, expires, os, platform,
    ip: context.ip ?? null, userAgent: context.userAgent?.slice(0, 512) ?? null, locale: context.locale ?? null,
  });
  return { token, id: hashToken(token), expires };
}

export async function validateSession(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  if (tokenKind(token) !== 'session') return null;
  const id = hashToken(token);
  const row = await selectSessionWithRole(db, id);
  if (!row) return null;
  if (row.expires.getTime() <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  const slid = Math.min(now.getTime() + SESSION_LIFETIME_MS, row.created.getTime() + SESSION_MAX_AGE_MS);
  const renewed = row.expires.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS && slid > row.expires.getTime();
  const expires = renewed ? new Date(slid) : row.expires;
  if (renewed || now.getTime() - row.lastAccessed.getTime() > TOUCH_INTERVAL_MS) {
    await updateSessionExpiry(db, id, expires, now);
  }
  return { id, userId: row.userId, role: row.role, expires, renewed };
}

export const listSessions = (db: Db, userId: string) => selectSessionsOf(db, userId);

/** A language picked while signed in: mails sent to the person from now on are written in it. */
export const setSessionLocale = (db: Db, sessionId: string, locale: string | null) => updateSessionLocale(db, sessionId, locale);

/** The language the person last used the site in, for mails someone else's action sends them; null when unknown. */
export const preferredLocaleOf = (db: Db, userId: string) => selectLatestSessionLocale(db, userId);

/** Scoped to the owner, so one person cannot end another's session by guessing its id. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return deleteOwnedSession(db, userId, sessionId);
}

/** Ends the session a token belongs to, whoever holds it: the caller has the token, so it is theirs to end. */
export async function endSessionOfToken(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Takes a transaction too, so a password change and the sign-outs it causes are one write. */
export async function revokeOtherSessions(db: Pick<Db, 'delete'>, userId: string, keepSessionId: string | null): Promise<void> {
  await deleteSessionsOfUser(db, userId, keepSessionId);
}
