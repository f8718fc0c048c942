// Organization reads: one by id or slug, a user's organizations, their members and the projects they own.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import { isStaff, type Viewer } from '#access';
import { notFoundEmpty } from '#contracts/errors.ts';
import { canListOnProfile } from '#catalog';
import { projectV3Views, projectViews, resolveVisibleProjects } from '#catalog';
import type { ProjectV2 } from '#catalog';
import type { ProjectV3 } from '#catalog';
import { teamMembers } from '../teams/service.ts';
import { selectOrganizationByKey, selectOrganizationProjectIds, selectOrganizationsByIds, selectOrganizationsOfUser } from './queries.ts';
import { organizationView, type OrganizationView } from './view.ts';

/** Organizations are public: an unknown id or slug is the only way not to find one. */
export async function getOrganization({ db, config }: Reading, key: string): Promise<OrganizationView> {
  const row = await selectOrganizationByKey(db, key);
  if (!row) throw notFoundEmpty();
  return organizationView(row, config.cdnUrl);
}

export async function getOrganizationsByIds({ db, config }: Reading, ids: string[]): Promise<OrganizationView[]> {
  return (await selectOrganizationsByIds(db, [...new Set(ids)])).map((row) => organizationView(row, config.cdnUrl));
}

export async function organizationsOfUser({ db, config }: Reading, userId: string): Promise<OrganizationView[]> {
  return (await selectOrganizationsOfUser(db, userId)).map((row) => organizationView(row, config.cdnUrl));
}

/** Accepted members for everyone; pending invitations only for the organization's members and staff. */
export const organizationMembers = (reading: Reading, viewer: Viewer | null, organization: OrganizationView) =>
  teamMembers(reading, viewer, organization.team_id);

/** The organization's project rows as its page lists them: unlisted and hidden ones only for members and staff. */
async function listedProjectRows(db: Db, viewer: Viewer | null, organizationId: string) {
  const visible = await resolveVisibleProjects(db, viewer, await selectOrganizationProjectIds(db, organizationId));
  return visible.filter(({ row, isMember }) => canListOnProfile(row.status, viewer, isMember || isStaff(viewer)))
    .map(({ row }) => row)
    .sort((a, b) => b.downloads - a.downloads);
}

export async function organizationProjects(reading: Reading, viewer: Viewer | null, organization: OrganizationView): Promise<ProjectV2[]> {
  return projectViews(reading, await listedProjectRows(reading.db, viewer, organization.id));
}

/** `GET /v3/organization/{id|slug}/projects`: the same list in the v3 shape. */
export async function organizationProjectsV3(reading: Reading, viewer: Viewer | null, key: string): Promise<ProjectV3[]> {
  return projectV3Views(reading, await listedProjectRows(reading.db, viewer, (await getOrganization(reading, key)).id));
}
