// Project reads: resolution by id or slug under the visibility rules, v2 and v3 views in bulk, random picks.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { isProjectHidden } from '#contracts/visibility.ts';
import { notFoundEmpty } from '#contracts/errors.ts';
import { licenseNames } from '../tags/service.ts';
import { resolveUser } from '#accounts';
import { selectProjectAggregates } from './aggregates.ts';
import { canListOnProfile, canViewProject } from './policy.ts';
import {
  selectInvitedProjectIds, selectMemberProjectIds, selectProjectAccess, selectProjectAccessOfTeams, selectProjectsByKeys, selectProjectsOfMember,
  selectRandomListedProjectIds,
  type ProjectRow,
} from './queries.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import { projectV2View } from './v2-view.ts';
import { projectV3View, type ProjectV3 } from './v3-view.ts';

export interface VisibleProject {
  row: ProjectRow;
  isMember: boolean;
}

type AccessRow = Pick<ProjectRow, 'id' | 'status' | 'teamId' | 'organizationId'>;

/** Accepted memberships, and which hidden projects the viewer may still see because they are invited to them. */
async function viewerRelations(db: Db, viewer: Viewer | null, rows: readonly AccessRow[]) {
  if (!viewer) return { members: new Set<string>(), invited: new Set<string>() };
  const members = await selectMemberProjectIds(db, viewer.userId, rows);
  const hiddenOthers = rows.filter((row) => isProjectHidden(row.status) && !members.has(row.id));
  const invited = await selectInvitedProjectIds(db, viewer.userId, hiddenOthers);
  return { members, invited };
}

async function visibleAmong<R extends AccessRow>(db: Db, viewer: Viewer | null, rows: R[]) {
  const { members, invited } = await viewerRelations(db, viewer, rows);
  return rows
    .filter((row) => canViewProject(row.status, viewer, members.has(row.id) || invited.has(row.id)))
    .map((row) => ({ row, isMember: members.has(row.id) }));
}

/** The projects among `keys` (ids or slugs) that the viewer may see, each once, in the order found. */
export async function resolveVisibleProjects(db: Db, viewer: Viewer | null, keys: string[]): Promise<VisibleProject[]> {
  return visibleAmong(db, viewer, await selectProjectsByKeys(db, keys));
}

/** Of these project ids, those the viewer may see, each with whether the viewer is a member. */
export async function visibleProjectIds(db: Db, viewer: Viewer | null, ids: readonly string[]): Promise<Map<string, boolean>> {
  const visible = await visibleAmong(db, viewer, await selectProjectAccess(db, ids));
  return new Map(visible.map(({ row, isMember }) => [row.id, isMember]));
}

/** Of these team ids, those of projects the viewer may not see: a project's team is as hidden as the project. */
export async function teamsOfHiddenProjects(db: Db, viewer: Viewer | null, teamIds: readonly string[]): Promise<Set<string>> {
  const rows = await selectProjectAccessOfTeams(db, teamIds);
  const visible = new Set((await visibleAmong(db, viewer, rows)).map(({ row }) => row.teamId));
  return new Set(rows.map((row) => row.teamId).filter((teamId) => !visible.has(teamId)));
}

/** One visible project by id or slug; what the viewer may not see is a 404 with an empty body. */
export async function resolveVisibleProject(db: Db, viewer: Viewer | null, key: string): Promise<VisibleProject> {
  const [found] = await resolveVisibleProjects(db, viewer, [key]);
  if (!found) throw notFoundEmpty();
  return found;
}

export async function projectViews({ db, config }: Reading, rows: ProjectRow[]): Promise<ProjectV2[]> {
  const [aggregates, names] = await Promise.all([selectProjectAggregates(db, rows.map((row) => row.id)), licenseNames(db)]);
  return rows.map((row) => projectV2View(row, aggregates.get(row.id)!, names, config.cdnUrl));
}

export async function projectV3Views({ db, config }: Reading, rows: ProjectRow[]): Promise<ProjectV3[]> {
  const [aggregates, names] = await Promise.all([selectProjectAggregates(db, rows.map((row) => row.id)), licenseNames(db)]);
  return rows.map((row) => projectV3View(row, aggregates.get(row.id)!, names, config.cdnUrl));
}

export async function getProject(reading: Reading, viewer: Viewer | null, key: string): Promise<ProjectV2> {
  const { row } = await resolveVisibleProject(reading.db, viewer, key);
  const [view] = await projectViews(reading, [row]);
  return view!;
}

export async function getProjects(reading: Reading, viewer: Viewer | null, keys: string[]): Promise<ProjectV2[]> {
  const visible = await resolveVisibleProjects(reading.db, viewer, keys);
  return projectViews(reading, visible.map(({ row }) => row));
}

export async function checkProject(db: Db, viewer: Viewer | null, key: string): Promise<{ id: string }> {
  const { row } = await resolveVisibleProject(db, viewer, key);
  return { id: row.id };
}

export async function randomProjects(reading: Reading, count: number): Promise<ProjectV2[]> {
  const ids = await selectRandomListedProjectIds(reading.db, count);
  return projectViews(reading, await selectProjectsByKeys(reading.db, ids));
}

/** A user's projects as others see them: hidden and unlisted ones only for members and staff. */
export async function projectsOfUser(reading: Reading, viewer: Viewer | null, userId: string): Promise<ProjectV2[]> {
  const rows = await selectProjectsOfMember(reading.db, userId);
  const members = viewer ? await selectMemberProjectIds(reading.db, viewer.userId, rows) : new Set<string>();
  return projectViews(reading, rows.filter((row) => canListOnProfile(row.status, viewer, members.has(row.id))));
}

/** GET /v2/user/{id|username}/projects: the user's projects as this viewer may see them. */
export async function userProjects(reading: Reading, viewer: Viewer | null, userKey: string): Promise<ProjectV2[]> {
  return projectsOfUser(reading, viewer, (await resolveUser(reading.db, userKey)).id);
}
