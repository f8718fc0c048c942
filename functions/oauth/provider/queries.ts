// Grants, codes and tokens of the OAuth provider: lookups by hash and the writes the flows make.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export const selectAuthorization = async (db: Conn, appId: string, userId: string) =>
  (await db.select().from(t.oauthAuthorizations).where(and(eq(t.oauthAuthorizations.appId, appId), eq(t.oauthAuthorizations.userId, userId))))[0];

export const insertAuthorization = (db: Conn, row: typeof t.oauthAuthorizations.$inferInsert) => db.insert(t.oauthAuthorizations).values(row);

export const updateAuthorizationScopes = (db: Conn, id: string, scopes: number) =>
  db.update(t.oauthAuthorizations).set({ scopes }).where(eq(t.oauthAuthorizations.id, id));

export const insertCode = (db: Conn, row: typeof t.oauthCodes.$inferInsert) => db.insert(t.oauthCodes).values(row);

export async function selectCodeByHash(db: Conn, codeHash: string) {
  const [row] = await db.select({ code: t.oauthCodes, appId: t.oauthAuthorizations.appId, userId: t.oauthAuthorizations.userId })
    .from(t.oauthCodes).innerJoin(t.oauthAuthorizations, eq(t.oauthAuthorizations.id, t.oauthCodes.authorizationId))
    .where(eq(t.oauthCodes.codeHash, codeHash));
  return row;
}

/** True only for the one caller that flips the flag, so concurrent redemptions cannot both succeed. */
export async function markCodeUsed(db: Conn, id: string): Promise<boolean> {
  const updated = await db.update(t.oauthCodes).set({ used: true })
    .where(and(eq(t.oauthCodes.id, id), eq(t.oauthCodes.used, false))).returning({ id: t.oauthCodes.id });
  return updated.length > 0;
}

export const insertToken = (db: Conn, row: typeof t.oauthTokens.$inferInsert) => db.insert(t.oauthTokens).values(row);

async function selectTokenWhere(db: Conn, where: ReturnType<typeof eq>) {
  const [row] = await db.select({ token: t.oauthTokens, appId: t.oauthAuthorizations.appId, userId: t.oauthAuthorizations.userId })
    .from(t.oauthTokens).innerJoin(t.oauthAuthorizations, eq(t.oauthAuthorizations.id, t.oauthTokens.authorizationId))
    .where(where);
  return row;
}

export const selectTokenByRefreshHash = (db: Conn, hash: string) => selectTokenWhere(db, eq(t.oauthTokens.refreshHash, hash));
export const selectTokenByAccessHash = (db: Conn, hash: string) => selectTokenWhere(db, eq(t.oauthTokens.accessHash, hash));

export async function markTokenRotated(db: Conn, id: string, when: Date): Promise<boolean> {
  const updated = await db.update(t.oauthTokens).set({ rotated: when })
    .where(and(eq(t.oauthTokens.id, id), isNull(t.oauthTokens.rotated))).returning({ id: t.oauthTokens.id });
  return updated.length > 0;
}

export const deleteTokenFamily = (db: Conn, familyId: string) => db.delete(t.oauthTokens).where(eq(t.oauthTokens.familyId, familyId));
export const deleteToken = (db: Conn, id: string) => db.delete(t.oauthTokens).where(eq(t.oauthTokens.id, id));

/** Removes a grant with everything issued under it. */
export async function deleteAuthorization(db: Conn, id: string) {
  await db.delete(t.oauthTokens).where(eq(t.oauthTokens.authorizationId, id));
  await db.delete(t.oauthCodes).where(eq(t.oauthCodes.authorizationId, id));
  await db.delete(t.oauthAuthorizations).where(eq(t.oauthAuthorizations.id, id));
}

export const selectAuthorizationsOf = (db: Conn, userId: string) =>
  db.select({
    id: t.oauthAuthorizations.id, appId: t.oauthApps.id, appName: t.oauthApps.name, iconKey: t.oauthApps.iconKey,
    creator: t.users.username, scopes: t.oauthAuthorizations.scopes, created: t.oauthAuthorizations.created,
  })
    .from(t.oauthAuthorizations)
    .innerJoin(t.oauthApps, eq(t.oauthApps.id, t.oauthAuthorizations.appId))
    .innerJoin(t.users, eq(t.users.id, t.oauthApps.createdBy))
    .where(eq(t.oauthAuthorizations.userId, userId))
    .orderBy(desc(t.oauthAuthorizations.created));

