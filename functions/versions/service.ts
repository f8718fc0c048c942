// Version reads under the visibility rules: by id, in bulk, by number within a project, filtered lists, dependencies.
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import { assertBase62, assertBase62List } from '../lib/base62-params.ts';
import { notFoundEmpty } from '../lib/errors.ts';
import { projectViews, resolveVisibleProject, resolveVisibleProjects } from '../projects/service.ts';
import type { ProjectV2 } from '../projects/v2-view.ts';
import { filterVersions, type VersionListFilter } from './filters.ts';
import { canListVersion, canViewVersion } from './policy.ts';
import { selectVersionParts, selectVersionsByIds, selectVersionsOfProjects, type VersionRow } from './queries.ts';
import { versionV2View, type VersionV2 } from './v2-view.ts';

export async function versionViews(db: Db, rows: VersionRow[], includeChangelog = true): Promise<VersionV2[]> {
  const parts = await selectVersionParts(db, rows.map((row) => row.id));
  return rows.map((row) => versionV2View(row, parts.get(row.id)!, includeChangelog));
}

/** Keeps the versions whose project the viewer may see and whose own status they may see. */
export async function visibleVersions(db: Db, viewer: Viewer | null, rows: VersionRow[]): Promise<VersionRow[]> {
  const projects = await resolveVisibleProjects(db, viewer, [...new Set(rows.map((row) => row.projectId))]);
  const membership = new Map(projects.map(({ row, isMember }) => [row.id, isMember]));
  return rows.filter((row) => membership.has(row.projectId) && canViewVersion(row.status, viewer, membership.get(row.projectId)!));
}

export async function getVersion(db: Db, viewer: Viewer | null, id: string): Promise<VersionV2> {
  const [row] = await visibleVersions(db, viewer, await selectVersionsByIds(db, [assertBase62(id)]));
  if (!row) throw notFoundEmpty();
  const [view] = await versionViews(db, [row]);
  return view!;
}

export async function getVersions(db: Db, viewer: Viewer | null, ids: string[], includeChangelog: boolean) {
  const rows = await visibleVersions(db, viewer, await selectVersionsByIds(db, assertBase62List(ids)));
  return versionViews(db, rows, includeChangelog);
}

export async function listProjectVersions(
  db: Db, viewer: Viewer | null, projectKey: string, filter: VersionListFilter, includeChangelog: boolean,
): Promise<VersionV2[]> {
  const { row: project, isMember } = await resolveVisibleProject(db, viewer, projectKey);
  const rows = (await selectVersionsOfProjects(db, [project.id])).filter((row) => canListVersion(row.status, viewer, isMember));
  const parts = await selectVersionParts(db, rows.map((row) => row.id));
  return filterVersions(rows.map((row) => ({ row, parts: parts.get(row.id)! })), filter)
    .map(({ row, parts: entryParts }) => versionV2View(row, entryParts, includeChangelog));
}

/** The second path segment is a version ID or a version number; the newest match wins. */
export async function getProjectVersion(db: Db, viewer: Viewer | null, projectKey: string, idOrNumber: string): Promise<VersionV2> {
  const { row: project, isMember } = await resolveVisibleProject(db, viewer, projectKey);
  const rows = (await selectVersionsOfProjects(db, [project.id])).filter((row) => canViewVersion(row.status, viewer, isMember));
  const match = rows.find((row) => row.id === idOrNumber) ?? rows.find((row) => row.versionNumber === idOrNumber);
  if (!match) throw notFoundEmpty();
  const [view] = await versionViews(db, [match]);
  return view!;
}

/** Everything a project's listed versions depend on: the projects and the specific versions. */
export async function projectDependencies(db: Db, viewer: Viewer | null, projectKey: string): Promise<{ projects: ProjectV2[]; versions: VersionV2[] }> {
  const { row: project, isMember } = await resolveVisibleProject(db, viewer, projectKey);
  const rows = (await selectVersionsOfProjects(db, [project.id])).filter((row) => canListVersion(row.status, viewer, isMember));
  const parts = await selectVersionParts(db, rows.map((row) => row.id));
  const dependencies = [...parts.values()].flatMap((entry) => entry.dependencies);
  const versionIds = [...new Set(dependencies.map((d) => d.dependencyVersionId).filter((id): id is string => id !== null))];
  const dependencyVersions = await visibleVersions(db, viewer, await selectVersionsByIds(db, versionIds));
  const projectIds = new Set([
    ...dependencies.map((d) => d.dependencyProjectId).filter((id): id is string => id !== null),
    ...dependencyVersions.map((version) => version.projectId),
  ]);
  projectIds.delete(project.id);
  const visibleProjects = await resolveVisibleProjects(db, viewer, [...projectIds]);
  return {
    projects: await projectViews(db, visibleProjects.map(({ row }) => row)),
    versions: await versionViews(db, dependencyVersions),
  };
}
