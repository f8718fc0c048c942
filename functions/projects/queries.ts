// Project reads for listings: listed projects with their loaders, featured categories and owner.
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '../contracts/visibility.ts';

export type ProjectListOrder = 'downloads' | 'updated';

const listedVersionStatuses = sql.join(LISTED_VERSION_STATUSES.map((status) => sql`${status}`), sql`, `);

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
          where v.project_id = ${t.projects.id} and v.status in (${listedVersionStatuses})
          order by vl.loader
        )
      )`,
      categories: sql<string | null>`(
        select group_concat(category) from ${t.projectCategories} pc
        where pc.project_id = ${t.projects.id} and pc.additional = 0
      )`,
      author: sql<string | null>`(
        select u.username from ${t.teamMembers} tm join ${t.users} u on u.id = tm.user_id
        where tm.team_id = ${t.projects.teamId} and tm.is_owner = 1
      )`,
    })
    .from(t.projects)
    .where(inArray(t.projects.status, [...LISTED_PROJECT_STATUSES]))
    .orderBy(order === 'downloads' ? desc(t.projects.downloads) : desc(t.projects.updated))
    .limit(limit);
}

export type ProjectCardRow = Awaited<ReturnType<typeof selectListedProjectCards>>[number];
