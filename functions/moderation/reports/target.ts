// What a report is about: finds the project, version or user the reporter names, as far as the reporter may see it.
import type { Viewer } from '#access';
import { resolveVisibleProjects, getProjectVersion, versionRecordsByIds } from '#catalog';
import { getUsers } from '#accounts';
import { ApiError } from '#contracts/errors.ts';
import type { ReportItemType, ReportTargetKey } from '#contracts/reports.ts';
import type { Db } from '../db.ts';

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

async function findVersion(db: Db, viewer: Viewer | null, key: string, projectKey: string | null) {
  if (projectKey) {
    try {
      return await getProjectVersion(db, viewer, projectKey, key);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') return null;
      throw error;
    }
  }
  const [record] = /^[0-9A-Za-z]{1,16}$/.test(key) ? await versionRecordsByIds(db, viewer, [key]) : [];
  return record?.view ?? null;
}

/** The item, or null when it does not exist or the viewer may not see it ("Could not find {item}"). */
export async function findReportTarget(db: Db, viewer: Viewer | null, target: ReportTargetKey): Promise<ReportTarget | null> {
  if (target.itemType === 'project') {
    const [found] = await resolveVisibleProjects(db, viewer, [target.key]);
    if (!found) return null;
    return { itemType: 'project', itemId: found.row.id, label: found.row.title, path: `/project/${found.row.slug ?? found.row.id}`, projectId: found.row.id };
  }
  if (target.itemType === 'version') {
    const version = await findVersion(db, viewer, target.key, target.projectKey);
    if (!version) return null;
    return {
      itemType: 'version', itemId: version.id, label: version.version_number,
      path: `/project/${version.project_id}/version/${version.id}`, projectId: version.project_id,
    };
  }
  const [user] = await getUsers(db, viewer, [target.key]);
  if (!user) return null;
  return { itemType: 'user', itemId: user.id, label: user.username, path: `/user/${user.username}`, projectId: null };
}

/** Targets of stored reports, by `${item_type}:${item_id}`, as staff see them. */
export async function findStoredTargets(db: Db, viewer: Viewer, items: { itemType: ReportItemType; itemId: string }[]): Promise<Map<string, ReportTarget>> {
  const found = new Map<string, ReportTarget>();
  const unique = [...new Map(items.map((item) => [`${item.itemType}:${item.itemId}`, item])).values()];
  for (const item of unique) {
    const target = await findReportTarget(db, viewer, item.itemType === 'version'
      ? { itemType: 'version', key: item.itemId, projectKey: null }
      : { itemType: item.itemType, key: item.itemId });
    if (target) found.set(`${item.itemType}:${item.itemId}`, target);
  }
  return found;
}
