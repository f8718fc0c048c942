// Bulk reads behind the search document builder: one query per aspect, for all listed projects or a few.
// Each query returns its rows as one JSON array of tuples: the client converts one string instead of 100k rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const listedProjects = list(LISTED_PROJECT_STATUSES);
const listedVersions = list(LISTED_VERSION_STATUSES);

/** `and <column> in (ids)` when building a few projects; nothing when building all of them. */
const scoped = (column: SQL, ids: readonly string[] | null) => (ids ? sql`and ${column} in (${list(ids)})` : sql``);

/** Runs a query whose rows are `json_array(...) as r` and returns the tuples. */
async function tuples<T extends unknown[]>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await db.all<{ rows: string | null }>(sql`select json_group_array(json(r)) as rows from (${query})`);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

export type ProjectTuple = [
  id: string, slug: string | null, projectType: string, title: string, description: string, teamId: string,
  organizationId: string | null, published: number, updated: number, licenseId: string, clientSide: string,
  serverSide: string, downloads: number, followers: number, iconUrl: string | null, color: number | null,
];

/** `+status`: nearly every project is listed, so a plain table scan beats walking the status index. */
export const selectListedProjects = (db: Db, ids: readonly string[] | null) => tuples<ProjectTuple>(db, sql`
  select json_array(id, slug, project_type, title, description, team_id, organization_id, published, updated, license_id,
    client_side, server_side, downloads, followers, icon_url, color) as r
  from ${t.projects} where +status in (${listedProjects}) ${scoped(sql`id`, ids)}`);

/** The owner of every team (projects' and organizations'): [team, user, username]. */
export const selectTeamOwners = (db: Db, teamIds: readonly string[] | null) => tuples<[string, string, string]>(db, sql`
  select json_array(tm.team_id, u.id, u.username) as r from ${t.teamMembers} tm join ${t.users} u on u.id = tm.user_id
  where tm.is_owner = 1 ${scoped(sql`tm.team_id`, teamIds)}`);

/** [id, name, team]. */
export const selectOrganizations = (db: Db, ids: readonly string[] | null) => tuples<[string, string, string]>(db, sql`
  select json_array(id, name, team_id) as r from ${t.organizations} where 1 = 1 ${scoped(sql`id`, ids)}`);

/** [project, category, additional (0 or 1)]. */
export const selectCategories = (db: Db, ids: readonly string[] | null) => tuples<[string, string, number]>(db, sql`
  select json_array(project_id, category, additional) as r from ${t.projectCategories} where 1 = 1 ${scoped(sql`project_id`, ids)}`);

/** Listed versions: [project, version, published (ms), environment]. */
export const selectListedVersions = (db: Db, ids: readonly string[] | null) => tuples<[string, string, number, string]>(db, sql`
  select json_array(project_id, id, date_published, environment) as r from ${t.versions}
  where status in (${listedVersions}) ${scoped(sql`project_id`, ids)}`);

/**
 * [version, tag] rows of a version tag table (loaders or game versions). The full build scans the table and
 * leaves unlisted versions to the caller, which is much cheaper than joining and grouping in SQL.
 */
const versionTags = (table: typeof t.versionLoaders | typeof t.versionGameVersions, column: SQL) =>
  (db: Db, ids: readonly string[] | null) => tuples<[string, string]>(db, sql`
    select json_array(version_id, ${column}) as r from ${table}
    where 1 = 1 ${ids ? sql`and version_id in (select id from ${t.versions} where project_id in (${list(ids)}))` : sql``}`);

export const selectVersionLoaders = versionTags(t.versionLoaders, sql`loader`);
export const selectVersionGameVersions = versionTags(t.versionGameVersions, sql`game_version`);

/** [project, url, featured (0 or 1)] in gallery order. */
export const selectGalleryItems = (db: Db, ids: readonly string[] | null) => tuples<[string, string, number]>(db, sql`
  select json_array(project_id, url, featured) as r from ${t.galleryItems} where 1 = 1 ${scoped(sql`project_id`, ids)}
  order by ordering, title`);

export const selectOsiLicenseIds = async (db: Db) =>
  (await tuples<[string]>(db, sql`select json_array(id) as r from ${t.licenses} where osi_approved = 1`)).map(([id]) => id);

/** Game versions newest first, the order of the tag list. */
export const selectGameVersionOrder = async (db: Db) =>
  (await tuples<[string]>(db, sql`select json_array(version) as r from ${t.gameVersions} order by date desc`)).map(([v]) => v);
