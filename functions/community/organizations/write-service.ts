// Organizations in the v3 shape (with members), and their writes: create, edit, icon, delete (projects go to the owner's user).
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import type { CreateOrganization, PatchOrganization } from '#contracts/organization-write.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import type { OrganizationV3 } from '#contracts/wire/organization.ts';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS, OrganizationPermission } from '#contracts/permissions.ts';
import { storeImage, uploadedImageKey } from '#images';
import { isUniqueViolation } from '#lib/db-errors.ts';
import { assertFresh, staleEdit } from '#lib/edit-stamp.ts';
import { ApiError, badRequest, notFoundEmpty } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Reading, Runtime } from '#platform/runtime.ts';
import { resolveVisibleProject } from '#catalog';
import { enqueueSearchRefresh } from '#search';
import { teamMembers } from '../teams/service.ts';
import { resolveUser } from '#accounts';
import { hasPermission, effectiveOrganizationPermissions } from '#access';
import { selectOrganizationByKey, selectOrganizationsOfUser, type OrganizationRow } from './queries.ts';
import { organizationView } from './view.ts';
import {
  deleteOrganizationRow, insertOrganization, makeTeamOwner, selectMembership,
  selectOrganizationProjectRows, selectOwner, setProjectOrganization, slugTaken, updateOrganizationRow, type OrganizationChanges,
} from './write-queries.ts';

const SLUG_TAKEN = 'Slug is already taken!';

export async function findOrganization(db: Db, key: string): Promise<OrganizationRow> {
  const row = await selectOrganizationByKey(db, key);
  if (!row) throw notFoundEmpty();
  return row;
}

/** The caller's organization bits, refused with 401 when `bit` is not among them. */
export async function demandOrganizationPermission(db: Db, viewer: Viewer, organization: OrganizationRow, bit: number, action: string) {
  const permissions = effectiveOrganizationPermissions(viewer, await selectMembership(db, organization.teamId, viewer.userId));
  if (!hasPermission(permissions, bit)) throw new ApiError('auth_error', `You do not have permission to ${action} this organization!`);
  return permissions;
}

/** The v3 Organization: the row with its members as the viewer may see them. */
export async function organizationWithMembers(reading: Reading, viewer: Viewer | null, row: OrganizationRow): Promise<OrganizationV3> {
  return { ...organizationView(row, reading.config.cdnUrl), members: await teamMembers(reading, viewer, row.teamId, 'v3') };
}

export async function getOrganizationV3(reading: Reading, viewer: Viewer | null, key: string): Promise<OrganizationV3> {
  return organizationWithMembers(reading, viewer, await findOrganization(reading.db, key));
}

/** `GET /v3/project/{id|slug}/organization`: the organization owning a project the viewer may see; a 404 when none does. */
export async function getProjectOrganizationV3(reading: Reading, viewer: Viewer | null, projectKey: string): Promise<OrganizationV3> {
  const { row: project } = await resolveVisibleProject(reading.db, viewer, projectKey);
  if (!project.organizationId) throw notFoundEmpty();
  return getOrganizationV3(reading, viewer, project.organizationId);
}

export async function getOrganizationsV3(reading: Reading, viewer: Viewer | null, keys: string[]): Promise<OrganizationV3[]> {
  const rows = new Map<string, OrganizationRow>();
  for (const key of new Set(keys)) {
    const row = await selectOrganizationByKey(reading.db, key);
    if (row) rows.set(row.id, row);
  }
  return Promise.all([...rows.values()].map((row) => organizationWithMembers(reading, viewer, row)));
}

export async function organizationsOfUserV3(reading: Reading, viewer: Viewer | null, userKey: string): Promise<OrganizationV3[]> {
  const user = await resolveUser(reading.db, userKey);
  return Promise.all((await selectOrganizationsOfUser(reading.db, user.id)).map((row) => organizationWithMembers(reading, viewer, row)));
}

export async function createOrganization(reading: Reading, viewer: Viewer, body: CreateOrganization): Promise<OrganizationV3> {
  const { db } = reading;
  if (await slugTaken(db, body.slug)) throw badRequest(SLUG_TAKEN);
  const row = { id: randomId(), slug: body.slug, name: body.name, description: body.description, teamId: randomId(), created: new Date() };
  const owner = {
    id: randomId(), teamId: row.teamId, userId: viewer.userId, role: 'Owner', isOwner: true, accepted: true,
    permissions: ALL_PROJECT_PERMISSIONS, organizationPermissions: ALL_ORGANIZATION_PERMISSIONS,
  };
  try {
    await db.transaction((tx) => insertOrganization(tx, row, owner));
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SLUG_TAKEN);
    throw error;
  }
  return getOrganizationV3(reading, viewer, row.id);
}

export interface EditOrganizationOptions {
  /** The edit stamp the editor loaded (the ETag); an organization changed since then is not overwritten (409). */
  expectedUpdated?: Date;
  now?: Date;
}

export async function editOrganization(db: Db, viewer: Viewer, key: string, patch: PatchOrganization, options: EditOrganizationOptions = {}): Promise<void> {
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.EDIT_DETAILS, 'edit');
  assertFresh(options.expectedUpdated, organization.updated ?? organization.created, 'organization');
  if (patch.slug !== undefined && await slugTaken(db, patch.slug, organization.id)) throw badRequest(SLUG_TAKEN);
  const changes: OrganizationChanges = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return;
  try {
    await db.transaction(async (tx) => {
      const applied = await updateOrganizationRow(tx, organization.id, changes, options.now ?? new Date(), options.expectedUpdated);
      if (!applied) throw staleEdit('organization');
      // Search documents name the organization of each project.
      if (changes.name !== undefined) await enqueueSearchRefresh(tx, (await selectOrganizationProjectRows(tx, organization.id)).map((p) => p.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SLUG_TAKEN);
    throw error;
  }
}

/** Projects are not deleted with their organization: each goes to the organization owner's user, who becomes its owner. */
export async function deleteOrganization(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const { db, blobs } = runtime;
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.DELETE_ORGANIZATION, 'delete');
  await db.transaction(async (tx) => {
    const owner = await selectOwner(tx, organization.teamId);
    const projects = await selectOrganizationProjectRows(tx, organization.id);
    for (const project of projects) {
      if (owner) await makeTeamOwner(tx, project.teamId, owner.userId, ALL_PROJECT_PERMISSIONS, null);
      await setProjectOrganization(tx, project.id, null);
    }
    await enqueueSearchRefresh(tx, projects.map((project) => project.id));
    await deleteOrganizationRow(tx, organization.id, organization.teamId);
  });
  const iconKey = uploadedImageKey(organization.iconUrl);
  if (iconKey) await blobs.delete(iconKey);
}

export async function replaceOrganizationIcon(runtime: Runtime, viewer: Viewer, key: string, bytes: Uint8Array): Promise<void> {
  const { db, blobs } = runtime;
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.EDIT_DETAILS, 'edit');
  const stored = await storeImage(blobs, { folder: `organization/${organization.id}`, bytes, maxBytes: ICON_MAX_BYTES });
  await updateOrganizationRow(db, organization.id, { iconUrl: stored.key }, new Date());
  const oldKey = uploadedImageKey(organization.iconUrl);
  if (oldKey && oldKey !== stored.key) await blobs.delete(oldKey);
}

export async function removeOrganizationIcon(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const { db, blobs } = runtime;
  const organization = await findOrganization(db, key);
  await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.EDIT_DETAILS, 'edit');
  await updateOrganizationRow(db, organization.id, { iconUrl: null }, new Date());
  const oldKey = uploadedImageKey(organization.iconUrl);
  if (oldKey) await blobs.delete(oldKey);
}
