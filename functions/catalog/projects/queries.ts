// Project reads: by id or slug, memberships, access fields for visibility, random listed picks.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { LISTED_PROJECT_STATUSES } from '#contracts/visibility.ts';

/** Projects whose id or (case-insensitive) slug is one of the keys. */
export async function selectProjectsByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  const lowered = keys.map((key) => key.toLowerCase());
  return db.select().from(t.projects).where(or(inArray(t.projects.id, keys), inArray(sql`lower(${t.projects.slug})`, lowered)));
}

export type ProjectRow = typeof t.projects.$inferSelect;

/** The subset of projects whose team, or owning organization's team, has the user as an accepted member. */
export async function selectMemberProjectIds(db: Db, userId: string, projects: readonly Pick<ProjectRow, 'id' | 'teamId' | 'organizationId'>[]) {
  if (projects.length === 0) return new Set<string>();
  const memberships = await db
    .select({ teamId: t.teamMembers.teamId })
    .from(t.teamMembers)
    .where(and(eq(t.teamMembers.userId, userId), eq(t.teamMembers.accepted, true)));
  const teams = new Set(memberships.map((row) => row.teamId));
  const orgIds = [...new Set(projects.map((project) => project.organizationId).filter((id): id is string => id !== null))];
  const orgTeams = orgIds.length
    ? await db.select({ id: t.organizations.id, teamId: t.organizations.teamId }).from(t.organizations).where(inArray(t.organizations.id, orgIds))
    : [];
  const memberOrgs = new Set(orgTeams.filter((org) => teams.has(org.teamId)).map((org) => org.id));
  return new Set(projects.filter((p) => teams.has(p.teamId) || (p.organizationId !== null && memberOrgs.has(p.organizationId))).map((p) => p.id));
}

/** Of these projects, those whose own team has a pending invitation for the user (they may look before answering). */
export async function selectInvitedProjectIds(db: Db, userId: string, projects: readonly Pick<ProjectRow, 'id' | 'teamId'>[]) {
  if (projects.length === 0) return new Set<string>();
  const invitations = await db
    .select({ teamId: t.teamMembers.teamId })
    .from(t.teamMembers)
    .where(and(eq(t.teamMembers.userId, userId), eq(t.teamMembers.accepted, false), inArray(t.teamMembers.teamId, projects.map((p) => p.teamId))));
  const teams = new Set(invitations.map((row) => row.teamId));
  return new Set(projects.filter((p) => teams.has(p.teamId)).map((p) => p.id));
}

export async function selectRandomListedProjectIds(db: Db, count: number) {
  const rows = await db
    .select({ id: t.projects.id })
    .from(t.projects)
    .where(inArray(t.projects.status, [...LISTED_PROJECT_STATUSES]))
    .orderBy(sql`random()`)
    .limit(count);
  return rows.map((row) => row.id);
}

/** Projects a user is an accepted member of, directly or through an organization. */
export async function selectProjectsOfMember(db: Db, userId: string) {
  return db
    .select()
    .from(t.projects)
    .where(sql`${t.projects.teamId} in (select team_id from ${t.teamMembers} where user_id = ${userId} and accepted = 1)
      or ${t.projects.organizationId} in (select o.id from ${t.organizations} o join ${t.teamMembers} tm on tm.team_id = o.team_id where tm.user_id = ${userId} and tm.accepted = 1)`)
    .orderBy(desc(t.projects.published));
}

export interface ProjectAccess {
  id: string;
  status: ProjectRow['status'];
  teamId: string;
  organizationId: string | null;
}

/** Just what visibility needs, for many projects at once (as one JSON value: far cheaper than driver rows). */
async function selectAccessWhere(db: Db, column: 'id' | 'team_id', values: readonly string[]): Promise<ProjectAccess[]> {
  if (values.length === 0) return [];
  const [row] = await db.all<{ projects: string | null }>(sql`
    select json_group_array(json_object('id', id, 'status', status, 'teamId', team_id, 'organizationId', organization_id)) as projects
    from projects where ${sql.raw(column)} in (select value from json_each(${JSON.stringify(values)}))`);
  return row?.projects ? (JSON.parse(row.projects) as ProjectAccess[]) : [];
}

export const selectProjectAccess = (db: Db, ids: readonly string[]) => selectAccessWhere(db, 'id', ids);

/** The projects that own these teams; an organization's team owns none. */
export const selectProjectAccessOfTeams = (db: Db, teamIds: readonly string[]) => selectAccessWhere(db, 'team_id', teamIds);
