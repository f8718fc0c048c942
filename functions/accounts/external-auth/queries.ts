// External account links: lookups by provider account and by user, insertion and guarded removal.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { ExternalProvider } from '#contracts/providers.ts';

export type LinkRow = typeof t.externalAccounts.$inferSelect;

export async function selectLink(db: Db, provider: ExternalProvider, providerUserId: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(t.externalAccounts)
    .where(and(eq(t.externalAccounts.provider, provider), eq(t.externalAccounts.providerUserId, providerUserId)));
  return row;
}

export const selectLinksOfUser = (db: Db, userId: string): Promise<LinkRow[]> =>
  db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, userId)).orderBy(asc(t.externalAccounts.created));

export async function insertLink(db: Pick<Db, 'insert'>, row: LinkRow): Promise<void> {
  await db.insert(t.externalAccounts).values(row);
}

export async function updateLinkUsername(db: Db, provider: ExternalProvider, providerUserId: string, providerUsername: string): Promise<void> {
  await db.update(t.externalAccounts).set({ providerUsername })
    .where(and(eq(t.externalAccounts.provider, provider), eq(t.externalAccounts.providerUserId, providerUserId)));
}

/**
 * Removes the link only while another way to sign in remains (a password or another provider), decided inside the
 * one statement so two removals at once cannot both pass the check.
 */
export async function deleteLinkKeepingAWayIn(db: Db, userId: string, provider: ExternalProvider): Promise<boolean> {
  const deleted = await db.delete(t.externalAccounts).where(and(
    eq(t.externalAccounts.userId, userId),
    eq(t.externalAccounts.provider, provider),
    sql`(exists (select 1 from ${t.users} where ${t.users.id} = ${userId} and ${t.users.passwordHash} is not null)
      or (select count(*) from ${t.externalAccounts} where ${t.externalAccounts.userId} = ${userId}) > 1)`,
  )).returning({ provider: t.externalAccounts.provider });
  return deleted.length > 0;
}
