// Account settings rows: the account itself, what its deletion would orphan or move, and pending email changes.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function selectAccount(db: Db, userId: string) {
  const [row] = await db.select({ username: t.users.username, email: t.users.email, emailVerified: t.users.emailVerified, passwordHash: t.users.passwordHash })
    .from(t.users).where(eq(t.users.id, userId));
  return row;
}

export async function selectUsername(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ username: t.users.username }).from(t.users).where(eq(t.users.id, userId));
  return row?.username;
}

export const emailTakenByOther = async (db: Db, email: string, userId: string) =>
  (await db.select({ id: t.users.id }).from(t.users).where(and(sql`lower(${t.users.email}) = ${email.toLowerCase()}`, ne(t.users.id, userId)))).length > 0;

export const selectOwnerlessProjects = (db: Db, userId: string) =>
  db.select({ id: t.projects.id, title: t.projects.title, slug: t.projects.slug, projectType: t.projects.projectType })
    .from(t.projects)
    .where(sql`(
      ${t.projects.teamId} in (select team_id from team_members where user_id = ${userId} and is_owner = 1)
      or ${t.projects.id} in (select project_id from versions where author_id = ${userId})
    ) and not exists (
      select 1 from team_members o where o.is_owner = 1 and o.user_id <> ${userId} and (o.team_id = ${t.projects.teamId}
        or o.team_id = (select team_id from organizations where id = ${t.projects.organizationId}))
    )`)
    .orderBy(t.projects.title);

export const selectOwnerlessOrganizations = (db: Db, userId: string) =>
  db.select({ id: t.organizations.id, name: t.organizations.name, slug: t.organizations.slug })
    .from(t.organizations)
    .where(sql`${t.organizations.teamId} in (select team_id from team_members where user_id = ${userId} and is_owner = 1)
      and not exists (select 1 from team_members o where o.team_id = ${t.organizations.teamId} and o.is_owner = 1 and o.user_id <> ${userId})`)
    .orderBy(t.organizations.name);

/** Returns the projects whose versions changed hands. */
export async function creditVersionsToProjectOwners(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.update(t.versions).set({
    authorId: sql`(select o.user_id from projects p join team_members o on o.is_owner = 1 and o.user_id <> ${userId}
      and (o.team_id = p.team_id or o.team_id = (select team_id from organizations where id = p.organization_id))
      where p.id = ${t.versions.projectId} limit 1)`,
  }).where(eq(t.versions.authorId, userId)).returning({ projectId: t.versions.projectId });
  return rows.map((row) => row.projectId);
}

export async function selectFollowedProjectIds(tx: Tx, userId: string): Promise<string[]> {
  return (await tx.select({ projectId: t.follows.projectId }).from(t.follows).where(eq(t.follows.userId, userId))).map((row) => row.projectId);
}

export async function decrementFollowers(tx: Tx, projectIds: string[]): Promise<void> {
  await tx.update(t.projects).set({ followers: sql`max(${t.projects.followers} - 1, 0)` }).where(inArray(t.projects.id, projectIds));
}

export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(t.users).where(eq(t.users.id, userId));
}

export async function deleteEmailChangesOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(t.emailChanges).where(eq(t.emailChanges.userId, userId));
}

export async function insertEmailChange(tx: Tx, row: typeof t.emailChanges.$inferInsert): Promise<void> {
  await tx.insert(t.emailChanges).values(row);
}

export async function selectEmailChange(db: Db, userId: string) {
  const [row] = await db.select({ email: t.emailChanges.email, expires: t.emailChanges.expires }).from(t.emailChanges).where(eq(t.emailChanges.userId, userId));
  return row;
}

/** Deleting and reading in one statement, so a link is followed once. */
export async function deleteEmailChange(db: Db, id: string) {
  const [row] = await db.delete(t.emailChanges).where(eq(t.emailChanges.id, id)).returning();
  return row;
}

/** Throws when another account holds the address: the unique index has the last word. */
export async function setVerifiedEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(t.users).set({ email, emailVerified: true }).where(eq(t.users.id, userId));
}
