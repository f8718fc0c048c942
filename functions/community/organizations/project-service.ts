// Moving projects into an organization (ADD_PROJECT plus edit rights on the project) and out of it to a member's user.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { ALL_PROJECT_PERMISSIONS, OrganizationPermission, ProjectPermission } from '#contracts/permissions.ts';
import { ApiError, badRequest } from '#contracts/errors.ts';
import { resolveVisibleProject } from '#catalog';
import { enqueueSearchRefresh } from '#search';
import { findUserByKey } from '#accounts';
import { hasPermission, effectiveProjectPermissions } from '#access';
import { demandOrganizationPermission, findOrganization } from './write-service.ts';
import { makeTeamOwner, selectMembership, setProjectOrganization } from './write-queries.ts';

/** The project's own team stays as it is; the organization's members gain access through the organization. */
export async function addProjectToOrganization(db: Db, viewer: Viewer, key: string, projectKey: string): Promise<void> {
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.ADD_PROJECT, 'add projects to');
  const { row } = await resolveVisibleProject(db, viewer, projectKey);
  if (row.organizationId === organization.id) throw badRequest('The project is already part of this organization!');
  if (row.organizationId) throw badRequest('The project already belongs to another organization!');
  const permissions = effectiveProjectPermissions(viewer, await selectMembership(db, row.teamId, viewer.userId), undefined);
  if (!hasPermission(permissions, ProjectPermission.EDIT_DETAILS)) throw new ApiError('auth_error', 'You do not have permission to edit this project!');
  await db.transaction(async (tx) => {
    await setProjectOrganization(tx, row.id, organization.id);
    await enqueueSearchRefresh(tx, [row.id]);
  });
}

/** `newOwnerKey` must be an accepted member of the organization; they become the project team's owner. */
export async function removeProjectFromOrganization(db: Db, viewer: Viewer, key: string, projectKey: string, newOwnerKey: string): Promise<void> {
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.REMOVE_PROJECT, 'remove projects from');
  const { row } = await resolveVisibleProject(db, viewer, projectKey);
  if (row.organizationId !== organization.id) throw badRequest('The project is not part of this organization!');
  const newOwner = await findUserByKey(db, newOwnerKey);
  const membership = newOwner ? await selectMembership(db, organization.teamId, newOwner.id) : undefined;
  if (!newOwner || !membership?.accepted) throw badRequest('The new owner must be a member of the organization!');
  await db.transaction(async (tx) => {
    await makeTeamOwner(tx, row.teamId, newOwner.id, ALL_PROJECT_PERMISSIONS, null);
    await setProjectOrganization(tx, row.id, null);
    await enqueueSearchRefresh(tx, [row.id]);
  });
}
