// Team members to the v2 TeamMember shape (the owner always reads "Owner"; api-compat §team-members) and the v3 one (is_owner, the
// raw role, organization_permissions; api-compat §v3-shapes). Members and staff see pending invitations and permissions; others do not.
import { isStaff, type Viewer } from '#access';
import { userV3View } from '#accounts';
import type { TeamMemberV2, TeamMemberV3 } from '#contracts/wire/team.ts';
import type { TeamMemberRow } from './queries.ts';

export function teamMemberV2View({ member, user }: TeamMemberRow, viewer: Viewer | null, insider: boolean, cdnUrl: string): TeamMemberV2 {
  const role = member.isOwner ? 'Owner' : member.role === 'Owner' ? 'Member' : member.role;
  return {
    team_id: member.teamId,
    user: userV3View(user, cdnUrl, viewer),
    role,
    permissions: insider ? member.permissions : null,
    accepted: member.accepted,
    payouts_split: insider ? member.payoutsSplit : null,
    ordering: member.ordering,
  };
}

export function teamMemberV3View({ member, user }: TeamMemberRow, viewer: Viewer | null, insider: boolean, cdnUrl: string): TeamMemberV3 {
  return {
    team_id: member.teamId,
    user: userV3View(user, cdnUrl, viewer),
    role: member.role,
    is_owner: member.isOwner,
    permissions: insider ? member.permissions : null,
    organization_permissions: insider ? member.organizationPermissions : null,
    accepted: member.accepted,
    payouts_split: insider ? member.payoutsSplit : null,
    ordering: member.ordering,
  };
}

const MEMBER_VIEWS = { v2: teamMemberV2View, v3: teamMemberV3View };

/** Which API's TeamMember shape to answer. */
export type TeamShape = keyof typeof MEMBER_VIEWS;
export type TeamMemberOf<S extends TeamShape> = ReturnType<(typeof MEMBER_VIEWS)[S]>;

/** One team's rows as the viewer may see them: everyone sees accepted members; members and staff also the rest. */
export function teamMembersView<S extends TeamShape>(rows: TeamMemberRow[], viewer: Viewer | null, shape: S, cdnUrl: string): TeamMemberOf<S>[] {
  const insider = isStaff(viewer) || rows.some(({ member }) => member.userId === viewer?.userId && member.accepted);
  const view = MEMBER_VIEWS[shape];
  return rows.filter(({ member }) => insider || member.accepted).map((row) => view(row, viewer, insider, cdnUrl) as TeamMemberOf<S>);
}
