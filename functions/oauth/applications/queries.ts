// Application rows with their redirect URIs and creator, for the owner's settings and the consent screen.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

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
