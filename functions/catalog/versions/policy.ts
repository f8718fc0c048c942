// Which versions a viewer sees (api-compat §visibility): hidden statuses only for members and staff; lists show listed and archived.
import { isStaff, type Viewer } from '#access';
import type { VersionStatus } from '#contracts/enums.ts';
import { HIDDEN_VERSION_STATUSES, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';

/** Reachable by id: everything but hidden statuses, unless the viewer is a member or staff. */
export const canViewVersion = (status: VersionStatus, viewer: Viewer | null, isMember: boolean) =>
  !HIDDEN_VERSION_STATUSES.includes(status) || isMember || isStaff(viewer);

/** Shown in a project's version list. */
export const canListVersion = (status: VersionStatus, viewer: Viewer | null, isMember: boolean) =>
  LISTED_VERSION_STATUSES.includes(status) || isMember || isStaff(viewer);
