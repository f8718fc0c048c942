// Project writes and the reads they decide on: memberships, slugs, categories, links, gallery rows, whole deletion.
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { nextStamp, stampStill } from '#lib/edit-stamp.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;
export type GalleryRow = typeof t.galleryItems.$inferSelect;

export const selectMemberships = (db: Conn, userId: string, teamIds: string[]) =>
  db.select().from(t.teamMembers).where(and(eq(t.teamMembers.userId, userId), inArray(t.teamMembers.teamId, teamIds)));

export async function selectOrganizationTeamId(db: Conn, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ teamId: t.organizations.teamId }).from(t.organizations).where(eq(t.organizations.id, organizationId));
  return row?.teamId ?? null;
}

/** Projects whose team the user owns: what the per-user project limit counts. */
export async function countOwnedProjects(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.projects)
    .innerJoin(t.teamMembers, eq(t.teamMembers.teamId, t.projects.teamId))
    .where(and(eq(t.teamMembers.userId, userId), eq(t.teamMembers.isOwner, true)));
  return row?.n ?? 0;
}

/** Whether another project already has this slug (without case) or has it as its ID (api-compat §slugs-and-usernames). */
export async function selectSlugClash(db: Conn, slug: string, exceptProjectId: string | null) {
  const rows = await db.select({ id: t.projects.id, slug: t.projects.slug }).from(t.projects)
    .where(and(
      or(eq(sql`lower(${t.projects.slug})`, slug.toLowerCase()), eq(t.projects.id, slug)),
      exceptProjectId ? ne(t.projects.id, exceptProjectId) : undefined,
    ));
  return { taken: rows.some((row) => row.slug?.toLowerCase() === slug.toLowerCase()), collides: rows.some((row) => row.id === slug) };
}

export async function selectProjectCategories(db: Conn, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db.select().from(t.projectCategories).where(inArray(t.projectCategories.projectId, projectIds));
}

export async function replaceCategories(tx: Tx, projectId: string, featured: string[], additional: string[]) {
  await tx.delete(t.projectCategories).where(eq(t.projectCategories.projectId, projectId));
  const rows = [
    ...featured.map((category) => ({ projectId, category, additional: false })),
    ...additional.map((category) => ({ projectId, category, additional: true })),
  ];
  if (rows.length) await tx.insert(t.projectCategories).values(rows);
}

export async function selectDonationUrls(db: Conn, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db.select().from(t.donationUrls).where(inArray(t.donationUrls.projectId, projectIds));
}

export async function replaceDonationUrls(tx: Tx, projectId: string, links: { platform: string; url: string }[]) {
  await tx.delete(t.donationUrls).where(eq(t.donationUrls.projectId, projectId));
  if (links.length) await tx.insert(t.donationUrls).values(links.map((link) => ({ projectId, ...link })));
}

export type ProjectChanges = Partial<Omit<typeof t.projects.$inferInsert, 'id' | 'updated'>>;

/**
 * Applies changes and moves the edit stamp `updated` forward; with `expectedUpdated`, only while the row still
 * carries that stamp. False when the row did not match.
 */
export async function updateProjectRow(tx: Tx, projectId: string, changes: ProjectChanges, now: Date, expectedUpdated?: Date): Promise<boolean> {
  const rows = await tx.update(t.projects)
    .set({ ...changes, updated: nextStamp(t.projects.updated, now) })
    .where(and(eq(t.projects.id, projectId), stampStill(t.projects.updated, expectedUpdated)))
    .returning({ id: t.projects.id });
  return rows.length > 0;
}

export async function projectHasVersions(db: Conn, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: t.versions.id }).from(t.versions).where(eq(t.versions.projectId, projectId)).limit(1);
  return row !== undefined;
}

export async function selectAcceptedMemberIds(db: Conn, teamIds: string[]): Promise<string[]> {
  const rows = await db.select({ userId: t.teamMembers.userId }).from(t.teamMembers)
    .where(and(inArray(t.teamMembers.teamId, teamIds), eq(t.teamMembers.accepted, true)));
  return rows.map((row) => row.userId);
}

export async function insertTeamWithOwner(tx: Tx, team: { teamId: string; memberId: string; ownerId: string; permissions: number }) {
  await tx.insert(t.teams).values({ id: team.teamId });
  await tx.insert(t.teamMembers).values({
    id: team.memberId, teamId: team.teamId, userId: team.ownerId, role: 'Owner', isOwner: true,
    permissions: team.permissions, accepted: true, payoutsSplit: 100, ordering: 0,
  });
}

export const insertProjectRow = (tx: Tx, row: typeof t.projects.$inferInsert) => tx.insert(t.projects).values(row);

export async function insertGalleryRows(tx: Tx, rows: (typeof t.galleryItems.$inferInsert)[]) {
  if (rows.length) await tx.insert(t.galleryItems).values(rows);
}

export const selectGallery = (db: Conn, projectId: string) =>
  db.select().from(t.galleryItems).where(eq(t.galleryItems.projectId, projectId));

export async function unfeatureGallery(tx: Tx, projectId: string) {
  await tx.update(t.galleryItems).set({ featured: false }).where(eq(t.galleryItems.projectId, projectId));
}

export async function updateGalleryRow(tx: Tx, id: string, changes: Partial<Pick<GalleryRow, 'featured' | 'title' | 'description' | 'ordering'>>) {
  if (Object.keys(changes).length) await tx.update(t.galleryItems).set(changes).where(eq(t.galleryItems.id, id));
}

export async function deleteGalleryRow(tx: Tx, id: string) {
  await tx.delete(t.galleryItems).where(eq(t.galleryItems.id, id));
}

/** The project and what hangs off it (versions, files, categories, gallery, follows cascade), then its team. */
export async function deleteProjectRows(tx: Tx, projectId: string, teamId: string) {
  await tx.delete(t.projects).where(eq(t.projects.id, projectId));
  await tx.delete(t.teams).where(eq(t.teams.id, teamId));
}
