// The organization's team: invitations (with an organization_invite notification), joining, edits, removal, ownership.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import type { EditMember, InviteMember } from '#contracts/organization-write.ts';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS, OrganizationPermission } from '#contracts/permissions.ts';
import { ApiError, badRequest, notFoundEmpty } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import { notify } from '#notifications';
import { enqueueSearchRefresh } from '#search';
import { findUserByKey, resolveUser } from '#accounts';
import { effectiveProjectPermissions, withinOwn } from '#access';
import { demandOrganizationPermission, findOrganization } from './write-service.ts';
import {
  deleteMember, insertMember, makeTeamOwner, selectMembership, selectOrganizationProjectRows, updateMember,
} from './write-queries.ts';

const beyondOwn = () => new ApiError('auth_error', 'You cannot give permissions you do not have!');

async function demandGrantable(db: Db, viewer: Viewer, teamId: string, organizationBits: number, granted: { permissions?: number; organization_permissions?: number }) {
  const own = effectiveProjectPermissions(viewer, undefined, await selectMembership(db, teamId, viewer.userId));
  if (granted.organization_permissions !== undefined && !withinOwn(granted.organization_permissions, organizationBits)) throw beyondOwn();
  if (granted.permissions !== undefined && !withinOwn(granted.permissions, own)) throw beyondOwn();
}

export async function inviteMember(db: Db, viewer: Viewer, key: string, body: InviteMember): Promise<void> {
  const organization = await findOrganization(db, key);
  const bits = await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.MANAGE_INVITES, 'invite members to');
  await demandGrantable(db, viewer, organization.teamId, bits, body);
  const invitee = await findUserByKey(db, body.user_id);
  if (!invitee) throw badRequest('An invalid user was specified');
  const existing = await selectMembership(db, organization.teamId, invitee.id);
  if (existing) throw badRequest(existing.accepted ? 'This user is already a member of the organization!' : 'This user has already been invited!');
  await db.transaction(async (tx) => {
    await insertMember(tx, {
      id: randomId(), teamId: organization.teamId, userId: invitee.id, role: body.role, isOwner: false, accepted: false,
      permissions: body.permissions, organizationPermissions: body.organization_permissions,
    });
    await notify(tx, [invitee.id], {
      type: 'organization_invite', organization_id: organization.id, team_id: organization.teamId, invited_by: viewer.userId, role: body.role,
    });
  });
}

export async function joinOrganization(db: Db, viewer: Viewer, key: string): Promise<void> {
  const organization = await findOrganization(db, key);
  const membership = await selectMembership(db, organization.teamId, viewer.userId);
  if (!membership || membership.accepted) throw badRequest('There is no pending invitation to this organization!');
  await updateMember(db, membership.id, { accepted: true });
}

async function targetMembership(db: Db, teamId: string, userKey: string) {
  const user = await resolveUser(db, userKey);
  const membership = await selectMembership(db, teamId, user.id);
  if (!membership) throw notFoundEmpty();
  return membership;
}

export async function editMember(db: Db, viewer: Viewer, key: string, userKey: string, body: EditMember): Promise<void> {
  const organization = await findOrganization(db, key);
  const bits = await demandOrganizationPermission(db, viewer, organization, OrganizationPermission.EDIT_MEMBER, 'edit members of');
  const target = await targetMembership(db, organization.teamId, userKey);
  if (target.isOwner && (body.permissions !== undefined || body.organization_permissions !== undefined)) {
    throw badRequest('The owner always holds every permission');
  }
  await demandGrantable(db, viewer, organization.teamId, bits, body);
  const changes = {
    ...(body.role !== undefined ? { role: body.role } : {}),
    ...(body.permissions !== undefined ? { permissions: body.permissions } : {}),
    ...(body.organization_permissions !== undefined ? { organizationPermissions: body.organization_permissions } : {}),
    ...(body.ordering !== undefined ? { ordering: body.ordering } : {}),
  };
  if (Object.keys(changes).length) await updateMember(db, target.id, changes);
}

/** Members leave (or decline an invitation) themselves; removing others takes REMOVE_MEMBER, or MANAGE_INVITES for invitations. */
export async function removeMember(db: Db, viewer: Viewer, key: string, userKey: string): Promise<void> {
  const organization = await findOrganization(db, key);
  const target = await targetMembership(db, organization.teamId, userKey);
  if (target.isOwner) throw badRequest('The owner cannot leave or be removed; transfer ownership first');
  if (target.userId !== viewer.userId) {
    const [bit, action] = target.accepted
      ? [OrganizationPermission.REMOVE_MEMBER, 'remove members from'] as const
      : [OrganizationPermission.MANAGE_INVITES, 'cancel invitations to'] as const;
    await demandOrganizationPermission(db, viewer, organization, bit, action);
  }
  await deleteMember(db, target.id);
}

/** Only the owner (or an admin) hands the organization to another accepted member; the old owner stays a member. */
export async function transferOwnership(db: Db, viewer: Viewer, key: string, newOwnerKey: string): Promise<void> {
  const organization = await findOrganization(db, key);
  const own = await selectMembership(db, organization.teamId, viewer.userId);
  if (viewer.role !== 'admin' && !(own?.isOwner && own.accepted)) {
    throw new ApiError('auth_error', 'Only the owner can transfer the organization!');
  }
  const target = await targetMembership(db, organization.teamId, newOwnerKey);
  if (!target.accepted) throw badRequest('The new owner must be an accepted member of the organization');
  if (target.isOwner) return;
  await db.transaction(async (tx) => {
    await makeTeamOwner(tx, organization.teamId, target.userId, ALL_PROJECT_PERMISSIONS, ALL_ORGANIZATION_PERMISSIONS);
    // Search shows the organization owner as the author of its projects.
    await enqueueSearchRefresh(tx, (await selectOrganizationProjectRows(tx, organization.id)).map((project) => project.id));
  });
}
