// Version reads under the visibility rules: by id, in bulk, by number within a project, filtered lists, dependencies.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { assertBase62, assertBase62List } from '#lib/base62-params.ts';
import { notFoundEmpty } from '#contracts/errors.ts';
import { projectViews, resolveVisibleProject, resolveVisibleProjects, visibleProjectIds } from '../projects/service.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import { filterVersions, type VersionListFilter } from './filters.ts';
import { candidatesThroughCache } from './candidate-cache.ts';
import { recordsThroughCache } from './record-cache.ts';
import { canListVersion, canViewVersion } from './policy.ts';
import {
  selectVersionAccess, selectVersionCandidatesOfProjects, selectVersionRecordsByIds, selectVersionRecordsOfProjects,
  type VersionAccess, type VersionCandidate, type VersionRecord,
} from './queries.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { withoutChangelog } from './v2-view.ts';

export type { VersionCandidate, VersionRecord };

const views = (records: VersionRecord[], includeChangelog = true) =>
  records.map(({ view }) => (includeChangelog ? view : withoutChangelog(view)));

/** Keeps the items whose version the viewer may see: its project visible to them, and its own status too. */
export async function keepVisibleVersions<T>(
  db: Db, viewer: Viewer | null, items: readonly T[], accessOf: (item: T) => Pick<VersionAccess, 'projectId' | 'status'>,
): Promise<T[]> {
  const projects = await visibleProjectIds(db, viewer, [...new Set(items.map((item) => accessOf(item).projectId))]);
  return items.filter((item) => {
    const { projectId, status } = accessOf(item);
    return projects.has(projectId) && canViewVersion(status, viewer, projects.get(projectId)!);
  });
}

/** Visible versions by id, newest first. */
export async function versionRecordsByIds(reading: Reading, viewer: Viewer | null, ids: readonly string[]) {
  const records = await recordsOfCheckedVersions(reading, ids);
  return keepVisibleVersions(reading.db, viewer, records, ({ view, status }) => ({ projectId: view.project_id, status }));
}

/**
 * Records of versions whose access the caller has just checked (their files found through keepVisibleVersions, or
 * picked among public candidates), newest first: a thousand-hash look-up need not ask about visibility twice.
 */
export const recordsOfCheckedVersions = (reading: Reading, ids: readonly string[]): Promise<VersionRecord[]> =>
  recordsThroughCache(ids, (missing) => selectVersionRecordsByIds(reading, missing));

/** Of these version ids, those the viewer may see, each with its project; the others read as unknown ids. */
export async function visibleVersionProjects(db: Db, viewer: Viewer | null, ids: readonly string[]): Promise<Map<string, string>> {
  const visible = await keepVisibleVersions(db, viewer, await selectVersionAccess(db, ids), (version) => version);
  return new Map(visible.map((version) => [version.id, version.projectId]));
}

/** Update-check candidates: versions a public list shows (listed and archived) of projects anyone may see. */
export async function publicVersionCandidatesOfProjects(db: Db, projectIds: readonly string[]): Promise<VersionCandidate[]> {
  const projects = await visibleProjectIds(db, null, projectIds);
  const candidates = await candidatesThroughCache([...projects.keys()], (ids) => selectVersionCandidatesOfProjects(db, ids));
  return candidates.filter(({ status }) => canListVersion(status, null, false));
}

/** One version with its edit stamp, which the route answers as the ETag. */
export async function getVersion(reading: Reading, viewer: Viewer | null, id: string): Promise<{ version: VersionV2; updated: string }> {
  const [record] = await versionRecordsByIds(reading, viewer, [assertBase62(id)]);
  if (!record) throw notFoundEmpty();
  return { version: record.view, updated: record.updated };
}

export async function getVersions(reading: Reading, viewer: Viewer | null, ids: string[], includeChangelog: boolean) {
  return views(await versionRecordsByIds(reading, viewer, assertBase62List(ids)), includeChangelog);
}

/** A project's versions the viewer may list, newest first. */
async function listedRecords(reading: Reading, viewer: Viewer | null, projectKey: string) {
  const { row: project, isMember } = await resolveVisibleProject(reading.db, viewer, projectKey);
  const records = await selectVersionRecordsOfProjects(reading, [project.id]);
  return { project, isMember, records: records.filter(({ status, deleted }) => !deleted && canListVersion(status, viewer, isMember)) };
}

export async function listProjectVersions(
  reading: Reading, viewer: Viewer | null, projectKey: string, filter: VersionListFilter, includeChangelog: boolean,
): Promise<VersionV2[]> {
  const { records } = await listedRecords(reading, viewer, projectKey);
  return views(filterVersions(records, filter), includeChangelog);
}

/** The second path segment is a version ID or a version number; the newest match wins. */
export async function getProjectVersion(reading: Reading, viewer: Viewer | null, projectKey: string, idOrNumber: string): Promise<VersionV2> {
  const { row: project, isMember } = await resolveVisibleProject(reading.db, viewer, projectKey);
  const records = (await selectVersionRecordsOfProjects(reading, [project.id])).filter(({ status }) => canViewVersion(status, viewer, isMember));
  const match = records.find(({ view }) => view.id === idOrNumber)
    ?? records.find(({ view, deleted }) => !deleted && view.version_number === idOrNumber);
  if (!match) throw notFoundEmpty();
  return match.view;
}

/** Everything a project's listed versions depend on: the projects and the specific versions. */
export async function projectDependencies(reading: Reading, viewer: Viewer | null, projectKey: string): Promise<{ projects: ProjectV2[]; versions: VersionV2[] }> {
  const { project, records } = await listedRecords(reading, viewer, projectKey);
  const dependencies = records.flatMap(({ view }) => view.dependencies);
  const versionIds = [...new Set(dependencies.map((d) => d.version_id).filter((id): id is string => id !== null))];
  const dependencyVersions = await versionRecordsByIds(reading, viewer, versionIds);
  const projectIds = new Set([
    ...dependencies.map((d) => d.project_id).filter((id): id is string => id !== null),
    ...dependencyVersions.map(({ view }) => view.project_id),
  ]);
  projectIds.delete(project.id);
  const visibleProjects = await resolveVisibleProjects(reading.db, viewer, [...projectIds]);
  return { projects: await projectViews(reading, visibleProjects.map(({ row }) => row)), versions: views(dependencyVersions) };
}
