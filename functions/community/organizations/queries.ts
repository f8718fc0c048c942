// Organization reads: by id or case-insensitive slug, those a user belongs to, and the projects they own.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type OrganizationRow = typeof t.organizations.$inferSelect;

export async function selectOrganizationByKey(db: Db, key: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(t.organizations)
    .where(or(eq(t.organizations.id, key), eq(sql`lower(${t.organizations.slug})`, key.toLowerCase())))
    .limit(1);
  return row;
}

export const selectOrganizationsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(t.organizations).where(inArray(t.organizations.id, ids)) : Promise.resolve([]);

/** Organizations whose team has the user as an accepted member, by name. */
export async function selectOrganizationsOfUser(db: Db, userId: string): Promise<OrganizationRow[]> {
  const rows = await db
    .select({ organization: t.organizations })
    .from(t.organizations)
    .innerJoin(t.teamMembers, eq(t.teamMembers.teamId, t.organizations.teamId))
    .where(and(eq(t.teamMembers.userId, userId), eq(t.teamMembers.accepted, true)))
    .orderBy(asc(t.organizations.name));
  return rows.map((row) => row.organization);
}

export async function selectOrganizationProjectIds(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.organizationId, organizationId));
  return rows.map((row) => row.id);
}
