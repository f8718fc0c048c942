// Credential lookups by token hash, joined to the user they belong to.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export async function selectPatByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: t.personalAccessTokens.id, scopes: t.personalAccessTokens.scopes, expires: t.personalAccessTokens.expires, lastUsed: t.personalAccessTokens.lastUsed, userId: t.users.id, role: t.users.role })
    .from(t.personalAccessTokens)
    .innerJoin(t.users, eq(t.users.id, t.personalAccessTokens.userId))
    .where(eq(t.personalAccessTokens.tokenHash, tokenHash));
  return row;
}

export async function selectSessionByHash(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: t.sessions.id, expires: t.sessions.expires, userId: t.users.id, role: t.users.role })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(eq(t.sessions.id, sessionId));
  return row;
}

/** A current (not rotated) OAuth access token with the grant's user. */
export async function selectOauthTokenByHash(db: Db, accessHash: string) {
  const [row] = await db
    .select({ scopes: t.oauthTokens.scopes, expires: t.oauthTokens.accessExpires, userId: t.users.id, role: t.users.role })
    .from(t.oauthTokens)
    .innerJoin(t.oauthAuthorizations, eq(t.oauthAuthorizations.id, t.oauthTokens.authorizationId))
    .innerJoin(t.users, eq(t.users.id, t.oauthAuthorizations.userId))
    .where(and(eq(t.oauthTokens.accessHash, accessHash), isNull(t.oauthTokens.rotated)));
  return row;
}

export const touchPat = (db: Db, id: string, when: Date) =>
  db.update(t.personalAccessTokens).set({ lastUsed: when }).where(eq(t.personalAccessTokens.id, id));
