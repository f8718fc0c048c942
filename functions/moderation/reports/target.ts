// What a report is about: finds the project, version or user the reporter names, as far as the reporter may see it.
import type { Viewer } from '#access';
import { resolveVisibleProjects, getProjectVersion, versionRecordsByIds } from '#catalog';
import { getUsers } from '#accounts';
import { ApiError } from '#contracts/errors.ts';
import type { ReportItemType, ReportTargetKey } from '#contracts/reports.ts';
import type { Reading } from '#platform/runtime.ts';

export interface ReportTarget {
  itemType: ReportItemType;
  itemId: string;
  /** The item's name as people know it: a project's title, a version's number, a username. */
  label: string;
  /** The item's page on the site. */
  path: string;
  /** The project the item belongs to, for projects and versions. */
  projectId: string | null;
}

async function findVersion(reading: Reading, viewer: Viewer | null, key: string, projectKey: string | null) {
  if (projectKey) {
    try {
      return await getProjectVersion(reading, viewer, projectKey, key);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') return null;
      throw error;
    }
  }
  const [record] = /^[0-9A-Za-z]{1,16}$/.test(key) ? await versionRecordsByIds(reading, viewer, [key]) : [];
  return record?.view ?? null;
}

const projectTarget = ({ row }: { row: { id: string; title: string; slug: string | null } }): ReportTarget =>
  ({ itemType: 'project', itemId: row.id, label: row.title, path: `/project/${row.slug ?? row.id}`, projectId: row.id });

const versionTarget = (version: { id: string; project_id: string; version_number: string }): ReportTarget => ({
  itemType: 'version', itemId: version.id, label: version.version_number,
  path: `/project/${version.project_id}/version/${version.id}`, projectId: version.project_id,
});

const userTarget = (user: { id: string; username: string }): ReportTarget =>
  ({ itemType: 'user', itemId: user.id, label: user.username, path: `/user/${user.username}`, projectId: null });

/** The item, or null when it does not exist or the viewer may not see it ("Could not find {item}"). */
export async function findReportTarget(reading: Reading, viewer: Viewer | null, target: ReportTargetKey): Promise<ReportTarget | null> {
  if (target.itemType === 'project') {
    const [found] = await resolveVisibleProjects(reading.db, viewer, [target.key]);
    return found ? projectTarget(found) : null;
  }
  if (target.itemType === 'version') {
    const version = await findVersion(reading, viewer, target.key, target.projectKey);
    return version ? versionTarget(version) : null;
  }
  const [user] = await getUsers(reading, viewer, [target.key]);
  return user ? userTarget(user) : null;
}

const keyOf = (itemType: ReportItemType, itemId: string) => `${itemType}:${itemId}`;

/**
 * Targets of stored reports, by `${item_type}:${item_id}`, as the viewer sees them: one look-up per kind of item,
 * however many reports a list shows.
 */
export async function findStoredTargets(reading: Reading, viewer: Viewer, items: { itemType: ReportItemType; itemId: string }[]): Promise<Map<string, ReportTarget>> {
  const idsOf = (type: ReportItemType) => [...new Set(items.filter((item) => item.itemType === type).map((item) => item.itemId))];
  const [projects, versions, users] = await Promise.all([
    idsOf('project').length ? resolveVisibleProjects(reading.db, viewer, idsOf('project')) : [],
    versionRecordsByIds(reading, viewer, idsOf('version')),
    idsOf('user').length ? getUsers(reading, viewer, idsOf('user')) : [],
  ]);
  return new Map([
    ...projects.map((found) => projectTarget(found)),
    ...versions.map(({ view }) => versionTarget(view)),
    ...users.map((user) => userTarget(user)),
  ].map((target) => [keyOf(target.itemType, target.itemId), target]));
}
