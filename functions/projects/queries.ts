// Project reads for listings: listed projects with their loaders, featured categories and owner.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '../contracts/visibility.ts';

export type ProjectListOrder = 'downloads' | 'updated';

const listedVersionStatuses = sql.join(LISTED_VERSION_STATUSES.map((status) => sql`${status}`), sql`, `);

/** Correlated subqueries name the outer table literally: drizzle renders a column there unqualified. */
export async function selectListedProjectCards(db: Db, order: ProjectListOrder, limit: number) {
  return db
    .select({
      id: t.projects.id,
      slug: t.projects.slug,
      projectType: t.projects.projectType,
      title: t.projects.title,
      description: t.projects.description,
      iconUrl: t.projects.iconUrl,
      color: t.projects.color,
      downloads: t.projects.downloads,
      followers: t.projects.followers,
      updated: t.projects.updated,
      loaders: sql<string | null>`(
        select group_concat(loader) from (
          select distinct vl.loader as loader from ${t.versions} v
          join ${t.versionLoaders} vl on vl.version_id = v.id
          where v.project_id = "projects"."id" and v.status in (${listedVersionStatuses})
          order by vl.loader
        )
      )`,
      categories: sql<string | null>`(
        select group_concat(category) from ${t.projectCategories} pc
        where pc.project_id = "projects"."id" and pc.additional = 0
      )`,
      author: sql<string | null>`(
        select u.username from ${t.teamMembers} tm join ${t.users} u on u.id = tm.user_id
        where tm.team_id = "projects"."team_id" and tm.is_owner = 1
      )`,
    })
    .from(t.projects)
    .where(inArray(t.projects.status, [...LISTED_PROJECT_STATUSES]))
    .orderBy(order === 'downloads' ? desc(t.projects.downloads) : desc(t.projects.updated))
    .limit(limit);
}

export type ProjectCardRow = Awaited<ReturnType<typeof selectListedProjectCards>>[number];

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
export async function selectProjectAccess(db: Db, ids: readonly string[]): Promise<ProjectAccess[]> {
  if (ids.length === 0) return [];
  const [row] = await db.all<{ projects: string | null }>(sql`
    select json_group_array(json_object('id', id, 'status', status, 'teamId', team_id, 'organizationId', organization_id)) as projects
    from projects where id in (select value from json_each(${JSON.stringify(ids)}))`);
  return row?.projects ? (JSON.parse(row.projects) as ProjectAccess[]) : [];
}
