// Who may open an organization's settings pages: its accepted members, and admins, who may act on any organization.
import type { Viewer } from '#access';

interface Member {
  user: { id: string };
  accepted: boolean;
}

export const mayManageOrganization = (viewer: Viewer | null, members: readonly Member[]) =>
  viewer !== null && (viewer.role === 'admin' || members.some((member) => member.accepted && member.user.id === viewer.userId));
