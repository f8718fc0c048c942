// The v3 Organization shape (api-compat §v3-organizations), for the server's views and the islands alike.
import type { TeamMemberV3 } from './team.ts';

export interface OrganizationV3 {
  id: string;
  slug: string;
  name: string;
  team_id: string;
  description: string;
  icon_url: string | null;
  color: number | null;
  created: string;
  /** The edit stamp, answered as the ETag too; an organization never edited carries its creation date. */
  updated: string;
  /** As the viewer may see them: pending invitations only for the organization's members and staff. */
  members: TeamMemberV3[];
}
