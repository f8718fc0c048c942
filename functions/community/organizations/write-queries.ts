// Organization writes in SQL: the organization and its team, memberships, and the project rows that move in and out.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { nextStamp, stampStill } from '#lib/edit-stamp.ts';
import { randomId } from '#lib/ids.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type MemberRow = typeof t.teamMembers.$inferSelect;

/** True when another organization has this slug in any case, or this slug as its id. */
export async function slugTaken(db: Conn, slug: string, exceptId: string | null = null): Promise<boolean> {
  const clash = or(eq(sql`lower(${t.organizations.slug})`, slug.toLowerCase()), eq(t.organizations.id, slug));
  const rows = await db.select({ id: t.organizations.id }).from(t.organizations)
    .where(exceptId ? and(clash, sql`${t.organizations.id} <> ${exceptId}`) : clash).limit(1);
  return rows.length > 0;
}

export async function insertOrganization(tx: Tx, row: typeof t.organizations.$inferInsert, owner: typeof t.teamMembers.$inferInsert) {
  await tx.insert(t.teams).values({ id: row.teamId });
  await tx.insert(t.teamMembers).values(owner);
  await tx.insert(t.organizations).values(row);
}

export type OrganizationChanges = Partial<Omit<typeof t.organizations.$inferInsert, 'id' | 'updated'>>;

const organizationStamp = sql`coalesce(${t.organizations.updated}, ${t.organizations.created})`;

/**
 * Applies changes and moves the edit stamp forward; with `expectedUpdated`, only while the organization still carries
 * that stamp. False when it did not match.
 */
export async function updateOrganizationRow(db: Conn, id: string, changes: OrganizationChanges, now: Date, expectedUpdated?: Date): Promise<boolean> {
  const rows = await db.update(t.organizations)
    .set({ ...changes, updated: nextStamp(organizationStamp, now) })
    .where(and(eq(t.organizations.id, id), stampStill(organizationStamp, expectedUpdated)))
    .returning({ id: t.organizations.id });
  return rows.length > 0;
}

export async function deleteOrganizationRow(tx: Tx, id: string, teamId: string) {
  await tx.delete(t.organizations).where(eq(t.organizations.id, id));
  await tx.delete(t.teams).where(eq(t.teams.id, teamId));
}

export async function selectMembership(db: Conn, teamId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(t.teamMembers)
    .where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.userId, userId))).limit(1);
  return row;
}

export async function selectOwner(db: Conn, teamId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(t.teamMembers).where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.isOwner, true))).limit(1);
  return row;
}

export const insertMember = (db: Conn, row: typeof t.teamMembers.$inferInsert) => db.insert(t.teamMembers).values(row);

export const updateMember = (db: Conn, memberId: string, changes: Partial<typeof t.teamMembers.$inferInsert>) =>
  db.update(t.teamMembers).set(changes).where(eq(t.teamMembers.id, memberId));

export const deleteMember = (db: Conn, memberId: string) => db.delete(t.teamMembers).where(eq(t.teamMembers.id, memberId));

/** Makes `userId` the one owner of a team with every project permission, joining it if needed; the old owner stays a member. */
export async function makeTeamOwner(tx: Tx, teamId: string, userId: string, permissions: number, organizationPermissions: number | null) {
  await tx.update(t.teamMembers).set({ isOwner: false })
    .where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.isOwner, true), sql`${t.teamMembers.userId} <> ${userId}`));
  await tx.insert(t.teamMembers)
    .values({ id: randomId(), teamId, userId, role: 'Owner', isOwner: true, permissions, organizationPermissions, accepted: true })
    .onConflictDoUpdate({
      target: [t.teamMembers.teamId, t.teamMembers.userId],
      set: { isOwner: true, accepted: true, permissions, organizationPermissions },
    });
}

export async function selectProjectRows(db: Conn, ids: string[]) {
  return ids.length ? db.select().from(t.projects).where(inArray(t.projects.id, ids)) : [];
}

export const selectOrganizationProjectRows = (db: Conn, organizationId: string) =>
  db.select({ id: t.projects.id, teamId: t.projects.teamId }).from(t.projects).where(eq(t.projects.organizationId, organizationId));

export const setProjectOrganization = (db: Conn, projectId: string, organizationId: string | null) =>
  db.update(t.projects).set({ organizationId }).where(eq(t.projects.id, projectId));
