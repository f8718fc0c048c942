// Organization members to the v3 TeamMember shape (is_owner, raw role, organization_permissions; contract §7).
import { isStaff, type Viewer } from '../auth/viewer.ts';
import { userV3View } from '../users/view.ts';
import type { MemberWithUser } from './write-queries.ts';

/** Members and staff see pending invitations and permissions; everyone else accepted members without them. */
export function organizationMembersView(rows: MemberWithUser[], viewer: Viewer | null) {
  const insider = isStaff(viewer) || rows.some(({ member }) => member.userId === viewer?.userId && member.accepted);
  return rows
    .filter(({ member }) => insider || member.accepted)
    .map(({ member, user }) => ({
      team_id: member.teamId,
      user: userV3View(user, viewer),
      role: member.role,
      is_owner: member.isOwner,
      permissions: insider ? member.permissions : null,
      organization_permissions: insider ? member.organizationPermissions : null,
      accepted: member.accepted,
      payouts_split: insider ? member.payoutsSplit : null,
      ordering: member.ordering,
    }));
}

export type OrganizationMemberV3 = ReturnType<typeof organizationMembersView>[number];
