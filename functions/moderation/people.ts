// The people a moderation event concerns: a project's team, and its organization's.
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
