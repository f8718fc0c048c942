// Team members to the v2 TeamMember shape: the owner always reads "Owner"; outsiders see no permissions (contract §3.5).
import type { Viewer } from '../auth/viewer.ts';
import { userV3View } from '../users/view.ts';
import type { TeamMemberRow } from './queries.ts';

export function teamMemberV2View({ member, user }: TeamMemberRow, viewer: Viewer | null, insider: boolean) {
  const role = member.isOwner ? 'Owner' : member.role === 'Owner' ? 'Member' : member.role;
  return {
    team_id: member.teamId,
    user: userV3View(user, viewer),
    role,
    permissions: insider ? member.permissions : null,
    accepted: member.accepted,
    payouts_split: insider ? member.payoutsSplit : null,
    ordering: member.ordering,
  };
}
