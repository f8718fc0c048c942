// The people a moderation event concerns: a project's team (and its organization's), and the owner who gets the mail.
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db, Tx } from './db.ts';

/** Accepted members of the project's team and of its organization's team. */
export async function projectMemberIds(db: Db | Tx, projectId: string): Promise<string[]> {
  const [project] = await db.select({ teamId: t.projects.teamId, organizationId: t.projects.organizationId })
    .from(t.projects).where(eq(t.projects.id, projectId)).limit(1);
  if (!project) return [];
  const teamIds = [project.teamId];
  if (project.organizationId) {
    const [organization] = await db.select({ teamId: t.organizations.teamId }).from(t.organizations)
      .where(eq(t.organizations.id, project.organizationId)).limit(1);
    if (organization) teamIds.push(organization.teamId);
  }
  const rows = await db.select({ userId: t.teamMembers.userId }).from(t.teamMembers)
    .where(and(inArray(t.teamMembers.teamId, teamIds), eq(t.teamMembers.accepted, true)));
  return [...new Set(rows.map((row) => row.userId))];
}

export interface Recipient {
  id: string;
  username: string;
  email: string | null;
}

/** The project's owner: the owner of its team, else of its organization's team. */
export async function projectOwner(db: Db | Tx, projectId: string): Promise<Recipient | null> {
  const [project] = await db.select({ teamId: t.projects.teamId, organizationId: t.projects.organizationId })
    .from(t.projects).where(eq(t.projects.id, projectId)).limit(1);
  if (!project) return null;
  const ownerOf = async (teamId: string) => {
    const [row] = await db.select({ id: t.users.id, username: t.users.username, email: t.users.email })
      .from(t.teamMembers).innerJoin(t.users, eq(t.users.id, t.teamMembers.userId))
      .where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.isOwner, true))).limit(1);
    return row ?? null;
  };
  const own = await ownerOf(project.teamId);
  if (own || !project.organizationId) return own;
  const [organization] = await db.select({ teamId: t.organizations.teamId }).from(t.organizations)
    .where(eq(t.organizations.id, project.organizationId)).limit(1);
  return organization ? ownerOf(organization.teamId) : null;
}
