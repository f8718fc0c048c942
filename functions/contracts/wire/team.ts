// The v2 and v3 TeamMember shapes (api-compat §team-members, §v3-shapes): both carry the v3 User; permissions and payouts only for insiders.
import type { UserV3 } from './user.ts';

export interface TeamMemberV2 {
  team_id: string;
  user: UserV3;
  /** The owner always reads "Owner"; anyone else who chose that role reads "Member". */
  role: string;
  /** Null for viewers outside the team (and not staff), like payouts_split. */
  permissions: number | null;
  accepted: boolean;
  payouts_split: number | null;
  ordering: number;
}

export interface TeamMemberV3 {
  team_id: string;
  user: UserV3;
  /** The role as stored; `is_owner` says who owns. */
  role: string;
  is_owner: boolean;
  permissions: number | null;
  organization_permissions: number | null;
  accepted: boolean;
  payouts_split: number | null;
  ordering: number;
}
