// Website sessions the Lucia way: a random token in the cookie, only its sha256 in the database, sliding expiry
// within an absolute lifetime.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { UserRole } from '#contracts/enums.ts';
import { generateToken, hashToken, tokenKind } from '../tokens.ts';
import { describeUserAgent } from './user-agent.ts';

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
  await db.insert(t.sessions).values({
    id: hashToken(token), userId, created: now, lastAccessed: now, expires, os, platform,
    ip: context.ip ?? null, userAgent: context.userAgent?.slice(0, 512) ?? null,
  });
  return { token, id: hashToken(token), expires };
}

export async function validateSession(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  if (tokenKind(token) !== 'session') return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: t.sessions.id, userId: t.sessions.userId, created: t.sessions.created, expires: t.sessions.expires,
      lastAccessed: t.sessions.lastAccessed, role: t.users.role,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(eq(t.sessions.id, id));
  if (!row) return null;
  if (row.expires.getTime() <= now.getTime()) {
    await db.delete(t.sessions).where(eq(t.sessions.id, id));
    return null;
  }
  const slid = Math.min(now.getTime() + SESSION_LIFETIME_MS, row.created.getTime() + SESSION_MAX_AGE_MS);
  const renewed = row.expires.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS && slid > row.expires.getTime();
  const expires = renewed ? new Date(slid) : row.expires;
  if (renewed || now.getTime() - row.lastAccessed.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(t.sessions).set({ expires, lastAccessed: now }).where(eq(t.sessions.id, id));
  }
  return { id, userId: row.userId, role: row.role, expires, renewed };
}

export const listSessions = (db: Db, userId: string) =>
  db.select().from(t.sessions).where(eq(t.sessions.userId, userId)).orderBy(desc(t.sessions.lastAccessed));

/** Scoped to the owner, so one person cannot end another's session by guessing its id. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db.delete(t.sessions).where(and(eq(t.sessions.id, sessionId), eq(t.sessions.userId, userId))).returning({ id: t.sessions.id });
  return deleted.length > 0;
}

/** Ends the session a token belongs to, whoever holds it: the caller has the token, so it is theirs to end. */
export async function endSessionOfToken(db: Db, token: string): Promise<void> {
  await db.delete(t.sessions).where(eq(t.sessions.id, hashToken(token)));
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<void> {
  await db.delete(t.sessions).where(keepSessionId ? and(eq(t.sessions.userId, userId), ne(t.sessions.id, keepSessionId)) : eq(t.sessions.userId, userId));
}
