// Team membership changes (api-compat §team-routes): invitations, accepting, member edits, ownership transfer, removal and
// leaving. Project teams check project permission bits, organization teams organization bits.
import type { Viewer } from '#access';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS, OrganizationPermission, ProjectPermission } from '#contracts/permissions.ts';
import type { TeamInvite, TeamMemberEdit } from '#contracts/team-write.ts';
import { assertBase62 } from '#lib/base62-params.ts';
import { ApiError, notFoundEmpty } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import { notify } from '#notifications';
import type { Runtime } from '#platform/runtime.ts';
import { organizationPermissions, projectPermissions } from '#catalog';
import { hasPermission } from '#access';
import { visibleProjectIds } from '#catalog';
import { enqueueSearchRefresh } from '#search';
import { resolveUser } from '#accounts';
import {
  deleteMember, insertMember, selectMember, selectOrganizationProjectIds, selectOwner, selectTeamHolder, updateMember,
  type MemberRow,
} from './write-queries.ts';

interface TeamContext {
  teamId: string;
  project: { id: string; teamId: string; organizationId: string | null } | null;
  organizationId: string | null;
}

/** The bit each action needs, on project teams and on organization teams. */
const ACTION_BITS = {
  invite: { project: ProjectPermission.MANAGE_INVITES, organization: OrganizationPermission.MANAGE_INVITES },
  edit: { project: ProjectPermission.EDIT_MEMBER, organization: OrganizationPermission.EDIT_MEMBER },
  remove: { project: ProjectPermission.REMOVE_MEMBER, organization: OrganizationPermission.REMOVE_MEMBER },
} as const;
type TeamAction = keyof typeof ACTION_BITS;

const ACTION_TEXT: Record<TeamAction, string> = {
  invite: "You don't have permission to invite users to this team",
  edit: "You don't have permission to edit members of this team",
  remove: "You don't have permission to remove members from this team",
};

const invalid = (description: string) => new ApiError('invalid_input', description);

/** A team of a hidden project is invisible, except to people invited to it (who must be able to answer). */
async function resolveTeam(runtime: Runtime, viewer: Viewer, teamId: string): Promise<TeamContext> {
  assertBase62(teamId);
  const holder = await selectTeamHolder(runtime.db, teamId);
  if (!holder.project && !holder.organizationId) throw notFoundEmpty();
  if (holder.project && !(await visibleProjectIds(runtime.db, viewer, [holder.project.id])).has(holder.project.id)
    && !(await selectMember(runtime.db, teamId, viewer.userId))) throw notFoundEmpty();
  return { teamId, ...holder };
}

interface Grantable {
  /** Bits of the action table the viewer holds. */
  held: number;
  projects: number;
  organization: number | null;
}

async function grantable(runtime: Runtime, viewer: Viewer, team: TeamContext): Promise<Grantable> {
  if (team.project) {
    const projects = await projectPermissions(runtime.db, viewer, team.project);
    return { held: projects, projects, organization: null };
  }
  const permissions = await organizationPermissions(runtime.db, viewer, team.teamId);
  return { held: permissions.organization, projects: permissions.projects, organization: permissions.organization };
}

const may = (action: TeamAction, team: TeamContext, granted: Grantable) =>
  hasPermission(granted.held, team.project ? ACTION_BITS[action].project : ACTION_BITS[action].organization);

function assertMay(action: TeamAction, team: TeamContext, granted: Grantable): void {
  if (!may(action, team, granted)) throw new ApiError('auth_error', ACTION_TEXT[action]);
}

/** Nobody hands out bits they do not hold themselves. */
function assertGrantable(team: TeamContext, granted: Grantable, permissions: number | undefined, organizationPermissions: number | null | undefined) {
  if (team.project && organizationPermissions != null) throw invalid('Organization permissions only apply to organization teams');
  const exceeds = (permissions !== undefined && (permissions & ~granted.projects) !== 0)
    || (organizationPermissions != null && (organizationPermissions & ~(granted.organization ?? 0)) !== 0);
  if (exceeds) throw new ApiError('auth_error', "You do not have permission to give this user permissions they don't have");
}

async function memberOf(runtime: Runtime, teamId: string, userKey: string): Promise<MemberRow> {
  const user = await resolveUser(runtime.db, userKey);
  const member = await selectMember(runtime.db, teamId, user.id);
  if (!member) throw notFoundEmpty();
  return member;
}

export async function inviteMember(runtime: Runtime, viewer: Viewer, teamId: string, invite: TeamInvite): Promise<void> {
  const team = await resolveTeam(runtime, viewer, teamId);
  const granted = await grantable(runtime, viewer, team);
  assertMay('invite', team, granted);
  assertGrantable(team, granted, invite.permissions, invite.organization_permissions);
  assertBase62(invite.user_id);
  const user = await resolveUser(runtime.db, invite.user_id).catch(() => null);
  if (!user || user.id !== invite.user_id) throw invalid('An invalid User ID specified');
  const existing = await selectMember(runtime.db, team.teamId, user.id);
  if (existing) throw invalid(existing.accepted ? 'The user is already a member of that team' : 'There is already a pending member request for this user');
  await runtime.db.transaction(async (tx) => {
    await insertMember(tx, {
      id: randomId(), teamId: team.teamId, userId: user.id, role: invite.role, isOwner: false, permissions: invite.permissions,
      organizationPermissions: team.project ? null : (invite.organization_permissions ?? 0), accepted: false,
      payoutsSplit: invite.payouts_split, ordering: invite.ordering,
    });
    await notify(tx, [user.id], team.project
      ? { type: 'team_invite', project_id: team.project.id, team_id: team.teamId, invited_by: viewer.userId, role: invite.role }
      : { type: 'organization_invite', organization_id: team.organizationId!, team_id: team.teamId, invited_by: viewer.userId, role: invite.role });
  });
}

export async function joinTeam(runtime: Runtime, viewer: Viewer, teamId: string): Promise<void> {
  assertBase62(teamId);
  const member = await selectMember(runtime.db, teamId, viewer.userId);
  if (!member) throw invalid('There is no pending request from this team');
  if (member.accepted) throw invalid('You are already a member of this team');
  await updateMember(runtime.db, member.id, { accepted: true });
}

export async function editMember(runtime: Runtime, viewer: Viewer, teamId: string, userKey: string, edit: TeamMemberEdit): Promise<void> {
  const team = await resolveTeam(runtime, viewer, teamId);
  const granted = await grantable(runtime, viewer, team);
  assertMay('edit', team, granted);
  const member = await memberOf(runtime, team.teamId, userKey);
  if (member.isOwner && (edit.permissions !== undefined || edit.organization_permissions !== undefined)) {
    throw invalid("The owner's permissions in a team cannot be changed");
  }
  assertGrantable(team, granted, edit.permissions, edit.organization_permissions);
  await updateMember(runtime.db, member.id, {
    ...(edit.permissions !== undefined ? { permissions: edit.permissions } : {}),
    ...(edit.organization_permissions !== undefined ? { organizationPermissions: edit.organization_permissions } : {}),
    ...(edit.role !== undefined ? { role: edit.role } : {}),
    ...(edit.payouts_split !== undefined ? { payoutsSplit: edit.payouts_split } : {}),
    ...(edit.ordering !== undefined ? { ordering: edit.ordering } : {}),
  });
}

/** The owner (or an admin) hands the team to an accepted member, who gets every permission. */
export async function transferOwnership(runtime: Runtime, viewer: Viewer, teamId: string, newOwnerId: string): Promise<void> {
  const team = await resolveTeam(runtime, viewer, teamId);
  const owner = await selectOwner(runtime.db, team.teamId);
  if (viewer.role !== 'admin' && owner?.userId !== viewer.userId) {
    throw new ApiError('auth_error', "You don't have permission to edit the ownership of this team");
  }
  const next = await selectMember(runtime.db, team.teamId, newOwnerId);
  if (!next || !next.accepted) throw invalid('You can only transfer ownership to members who are currently in your team');
  if (next.isOwner) return;
  await runtime.db.transaction(async (tx) => {
    if (owner) await updateMember(tx, owner.id, { isOwner: false });
    await updateMember(tx, next.id, {
      isOwner: true, permissions: ALL_PROJECT_PERMISSIONS, organizationPermissions: team.project ? null : ALL_ORGANIZATION_PERMISSIONS,
    });
    if (team.project) {
      await notify(tx, [next.userId], { type: 'project_transferred', project_id: team.project.id, new_owner_id: next.userId, new_owner_organization_id: null });
    }
    // Search shows the owner as the author.
    await enqueueSearchRefresh(tx, team.project ? [team.project.id] : await selectOrganizationProjectIds(tx, team.organizationId!));
  });
}

/** Removing someone else needs REMOVE_MEMBER (MANAGE_INVITES for a pending invite); anyone may leave or decline. */
export async function removeMember(runtime: Runtime, viewer: Viewer, teamId: string, userKey: string): Promise<void> {
  const team = await resolveTeam(runtime, viewer, teamId);
  const member = await memberOf(runtime, team.teamId, userKey);
  if (member.isOwner) throw invalid('The owner cannot leave or be removed from a team: transfer ownership first');
  if (member.userId !== viewer.userId) {
    const granted = await grantable(runtime, viewer, team);
    // Withdrawing an invitation is the inviter's business as much as the remover's.
    if (member.accepted || !may('invite', team, granted)) assertMay('remove', team, granted);
  }
  await deleteMember(runtime.db, member.id);
}
