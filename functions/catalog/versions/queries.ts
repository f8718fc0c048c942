// Version reads: each version as its complete v2 JSON, assembled by SQLite in one query whatever the count
// (building the JSON in SQL is several times faster than materialising rows through the driver).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import type { VersionStatus } from '#contracts/enums.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { Reading } from '#platform/runtime.ts';

/** A version's wire shape plus what the services sort and filter on. */
export interface VersionRecord {
  view: VersionV2;
  ordering: number | null;
  status: VersionStatus;
  /** Deleted ("yanked"): left out of every list, still reachable by id and by file hash. */
  deleted: boolean;
  /**
   * Held for review by the technical review: `status` is the hidden `unknown` until staff release it, which keeps it from
   * everyone but members and staff; the view shows them the status it will have again, with `held_for_review`.
   */
  held: boolean;
  /** The edit stamp (ISO date), answered as the ETag; a never-edited version's is its publication date. */
  updated: string;
}

const isoDate = (column: string) => sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`);
const bool = (column: string) => sql.raw(`json(case when ${column} then 'true' else 'false' end)`);

const RECORD = sql`json_object(
  'ordering', v.ordering,
  'status', v.status,
  'deleted', json(case when exists(select 1 from version_deletions vd where vd.version_id = v.id) then 'true' else 'false' end),
  'held', json(case when exists(select 1 from version_holds vh where vh.version_id = v.id) then 'true' else 'false' end),
  'updated', ${isoDate('coalesce(v.updated, v.date_published)')},
  'view', json_object(
    'id', v.id,
    'project_id', v.project_id,
    'author_id', v.author_id,
    'featured', ${bool('v.featured')},
    'name', v.name,
    'version_number', v.version_number,
    'changelog', v.changelog,
    'changelog_url', null,
    'date_published', ${isoDate('v.date_published')},
    'downloads', v.downloads,
    'version_type', v.version_type,
    'status', coalesce((select vh.restore_status from version_holds vh where vh.version_id = v.id), v.status),
    'requested_status', v.requested_status,
    'files', (select json_group_array(json_object(
        'id', f.id,
        'hashes', json_object('sha1', f.sha1, 'sha512', f.sha512),
        'url', f.url,
        'filename', f.filename,
        'primary', ${bool('f.is_primary')},
        'size', f.size,
        'file_type', f.file_type))
      from (select * from files where version_id = v.id order by rowid) f),
    'dependencies', (select json_group_array(json_object(
        'version_id', d.dependency_version_id,
        'project_id', d.dependency_project_id,
        'file_name', d.file_name,
        'dependency_type', d.dependency_type))
      from (select * from dependencies where version_id = v.id order by id) d),
    'game_versions', (select json_group_array(game_version) from (
        select vgv.game_version from version_game_versions vgv
        left join game_versions gv on gv.version = vgv.game_version
        where vgv.version_id = v.id order by gv.date, vgv.game_version)),
    'loaders', (select json_group_array(loader) from (
        select loader from version_loaders where version_id = v.id order by loader)),
    'environment', v.environment))`;

async function selectRecords({ db, config }: Reading, where: SQL): Promise<VersionRecord[]> {
  const [row] = await db.all<{ records: string | null }>(sql`
    select json_group_array(json(record)) as records from (
      select ${RECORD} as record from versions v where ${where}
      order by v.date_published desc, v.id
    )`);
  const records = row?.records ? (JSON.parse(row.records) as VersionRecord[]) : [];
  for (const record of records) {
    // Members see what they chose (the held status is the record's own) and why the public does not see it.
    if (record.held) record.view.held_for_review = true;
    for (const file of record.view.files) file.url = storedFileUrl(config.cdnUrl, file.url);
  }
  return records;
}

const jsonList = (values: readonly string[]) => JSON.stringify(values);

/** Newest first. */
export const selectVersionRecordsByIds = (reading: Reading, ids: readonly string[]) =>
  ids.length ? selectRecords(reading, sql`v.id in (select value from json_each(${jsonList(ids)}))`) : Promise.resolve([]);

/** Newest first. */
export const selectVersionRecordsOfProjects = (reading: Reading, projectIds: readonly string[]) =>
  projectIds.length ? selectRecords(reading, sql`v.project_id in (select value from json_each(${jsonList(projectIds)}))`) : Promise.resolve([]);

/** Just what visibility needs of each version. */
export interface VersionAccess {
  id: string;
  projectId: string;
  status: VersionStatus;
}

export async function selectVersionAccess(db: Db, ids: readonly string[]): Promise<VersionAccess[]> {
  if (ids.length === 0) return [];
  const [row] = await db.all<{ versions: string | null }>(sql`
    select json_group_array(json_object('id', id, 'projectId', project_id, 'status', status)) as versions
    from versions where id in (select value from json_each(${jsonList(ids)}))`);
  return row?.versions ? (JSON.parse(row.versions) as VersionAccess[]) : [];
}

/** What an update check compares, without changelogs or files: cheap enough for every version of many projects. */
export interface VersionCandidate {
  id: string;
  projectId: string;
  status: VersionStatus;
  versionType: VersionV2['version_type'];
  datePublished: string;
  ordering: number | null;
  loaders: string[];
  gameVersions: string[];
}

export async function selectVersionCandidatesOfProjects(db: Db, projectIds: readonly string[]): Promise<VersionCandidate[]> {
  if (projectIds.length === 0) return [];
  const [row] = await db.all<{ candidates: string | null }>(sql`
    select json_group_array(json_object(
      'id', v.id, 'projectId', v.project_id, 'status', v.status, 'versionType', v.version_type,
      'datePublished', ${isoDate('v.date_published')}, 'ordering', v.ordering,
      'loaders', (select json_group_array(loader) from version_loaders where version_id = v.id),
      'gameVersions', (select json_group_array(game_version) from version_game_versions where version_id = v.id)
    )) as candidates
    from versions v where v.project_id in (select value from json_each(${jsonList(projectIds)}))`);
  return row?.candidates ? (JSON.parse(row.candidates) as VersionCandidate[]) : [];
}
