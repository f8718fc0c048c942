// Application rows with their redirect URIs and creator: reads for the owner's settings and the consent screen, and the owner's writes.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AppRow = typeof t.oauthApps.$inferSelect;
export type AppWithUris = AppRow & { redirectUris: { id: string; uri: string }[] };

async function withUris(db: Db, apps: AppRow[]): Promise<AppWithUris[]> {
  if (apps.length === 0) return [];
  const uris = await db.select().from(t.oauthRedirectUris)
    .where(inArray(t.oauthRedirectUris.appId, apps.map((app) => app.id)))
    .orderBy(asc(t.oauthRedirectUris.uri));
  return apps.map((app) => ({ ...app, redirectUris: uris.filter((uri) => uri.appId === app.id).map(({ id, uri }) => ({ id, uri })) }));
}

export const selectAppsOf = async (db: Db, userId: string) =>
  withUris(db, await db.select().from(t.oauthApps).where(eq(t.oauthApps.createdBy, userId)).orderBy(desc(t.oauthApps.created)));

export async function selectOwnedApp(db: Db, userId: string, id: string): Promise<AppWithUris | undefined> {
  const [app] = await db.select().from(t.oauthApps).where(and(eq(t.oauthApps.id, id), eq(t.oauthApps.createdBy, userId)));
  return app ? (await withUris(db, [app]))[0] : undefined;
}

export async function selectAppWithCreator(db: Db, id: string) {
  const [row] = await db.select({ app: t.oauthApps, creator: t.users.username })
    .from(t.oauthApps).innerJoin(t.users, eq(t.users.id, t.oauthApps.createdBy)).where(eq(t.oauthApps.id, id));
  return row ? { ...(await withUris(db, [row.app]))[0]!, creator: row.creator } : undefined;
}

export async function selectIcon(db: Db, id: string) {
  const [row] = await db.select({ key: t.oauthApps.iconKey, type: t.oauthApps.iconType }).from(t.oauthApps).where(eq(t.oauthApps.id, id));
  return row?.key && row.type ? { key: row.key, type: row.type } : undefined;
}

export async function insertApp(tx: Tx, app: typeof t.oauthApps.$inferInsert): Promise<void> {
  await tx.insert(t.oauthApps).values(app);
}

export async function updateApp(tx: Tx, id: string, changes: Partial<typeof t.oauthApps.$inferInsert>): Promise<void> {
  await tx.update(t.oauthApps).set(changes).where(eq(t.oauthApps.id, id));
}

export async function insertRedirectUris(tx: Tx, rows: (typeof t.oauthRedirectUris.$inferInsert)[]): Promise<void> {
  await tx.insert(t.oauthRedirectUris).values(rows);
}

export async function deleteRedirectUrisOf(tx: Tx, appId: string): Promise<void> {
  await tx.delete(t.oauthRedirectUris).where(eq(t.oauthRedirectUris.appId, appId));
}

/** True when the owner has an application with this id. */
export async function updateOwnedAppSecret(db: Db, userId: string, id: string, secretHash: string): Promise<boolean> {
  const updated = await db.update(t.oauthApps).set({ secretHash })
    .where(and(eq(t.oauthApps.id, id), eq(t.oauthApps.createdBy, userId))).returning({ id: t.oauthApps.id });
  return updated.length > 0;
}

/** The application's grants with the codes and tokens issued under them. */
export async function deleteGrantsOfApp(tx: Tx, appId: string): Promise<void> {
  const grants = tx.select({ id: t.oauthAuthorizations.id }).from(t.oauthAuthorizations).where(eq(t.oauthAuthorizations.appId, appId));
  await tx.delete(t.oauthTokens).where(inArray(t.oauthTokens.authorizationId, grants));
  await tx.delete(t.oauthCodes).where(inArray(t.oauthCodes.authorizationId, grants));
  await tx.delete(t.oauthAuthorizations).where(eq(t.oauthAuthorizations.appId, appId));
}

export async function deleteApp(tx: Tx, id: string): Promise<void> {
  await tx.delete(t.oauthApps).where(eq(t.oauthApps.id, id));
}
