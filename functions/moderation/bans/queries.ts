// Reads and writes of bans: the ban row, every credential of the banned person, and the projects a ban hides.
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { Db, Tx } from '../db.ts';

export type BanRow = typeof t.userBans.$inferSelect;

export async function selectBan(db: Db | Tx, userId: string): Promise<BanRow | undefined> {
  const [row] = await db.select().from(t.userBans).where(eq(t.userBans.userId, userId)).limit(1);
  return row;
}

export async function insertBan(tx: Tx, row: BanRow): Promise<void> {
  await tx.insert(t.userBans).values(row);
}

export async function deleteBan(tx: Tx, userId: string): Promise<void> {
  await tx.delete(t.userBans).where(eq(t.userBans.userId, userId));
}

/** Sessions, personal access tokens and OAuth grants (their codes and tokens go with them). */
export async function deleteCredentials(tx: Tx, userId: string): Promise<void> {
  await tx.delete(t.sessions).where(eq(t.sessions.userId, userId));
  await tx.delete(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, userId));
  await tx.delete(t.oauthAuthorizations).where(eq(t.oauthAuthorizations.userId, userId));
}

/** Projects whose own team the person owns and that others can see now. */
export async function selectVisibleOwnedProjects(tx: Tx, userId: string, visible: readonly ProjectStatus[]) {
  return tx.select({ id: t.projects.id, status: t.projects.status, approved: t.projects.approved, teamId: t.projects.teamId })
    .from(t.projects)
    .innerJoin(t.teamMembers, and(eq(t.teamMembers.teamId, t.projects.teamId), eq(t.teamMembers.isOwner, true)))
    .where(and(eq(t.teamMembers.userId, userId), inArray(t.projects.status, [...visible])));
}

export async function insertHiddenProjects(tx: Tx, rows: { userId: string; projectId: string; previousStatus: ProjectStatus }[]): Promise<void> {
  if (rows.length) await tx.insert(t.banHiddenProjects).values(rows);
}

/** The projects the ban hid that are still as it left them, with the status to give back. */
export async function selectHiddenProjects(tx: Tx, userId: string, hiddenAs: ProjectStatus) {
  return tx.select({
    id: t.projects.id, status: t.projects.status, approved: t.projects.approved, teamId: t.projects.teamId, previousStatus: t.banHiddenProjects.previousStatus,
  }).from(t.banHiddenProjects).innerJoin(t.projects, eq(t.projects.id, t.banHiddenProjects.projectId))
    .where(and(eq(t.banHiddenProjects.userId, userId), eq(t.projects.status, hiddenAs)));
}

export async function deleteHiddenProjects(tx: Tx, userId: string): Promise<void> {
  await tx.delete(t.banHiddenProjects).where(eq(t.banHiddenProjects.userId, userId));
}
