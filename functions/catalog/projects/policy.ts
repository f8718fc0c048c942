// Who may see a project (api-compat §visibility): visible statuses for everyone; hidden ones for members, invitees and staff.
import { isStaff, type Viewer } from '#access';
import type { ProjectStatus } from '#contracts/enums.ts';
import { isProjectHidden } from '#contracts/visibility.ts';

export function canViewProject(status: ProjectStatus, viewer: Viewer | null, isMemberOrInvitee: boolean): boolean {
  if (!isProjectHidden(status)) return true;
  return isStaff(viewer) || isMemberOrInvitee;
}

/** Projects listed on a user's profile: others do not see unlisted ones either. */
export function canListOnProfile(status: ProjectStatus, viewer: Viewer | null, isMember: boolean): boolean {
  if (status === 'unlisted') return isStaff(viewer) || isMember;
  return canViewProject(status, viewer, isMember);
}
