// Effective team permissions (api-compat §permissions), the one calculation every write path uses: project bits through the
// project's or its organization's team, organization bits through the organization's team.
import type { Viewer } from './viewer.ts';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS, ProjectPermission } from '#contracts/permissions.ts';

export interface Membership {
  isOwner: boolean;
  accepted: boolean;
  permissions: number;
  organizationPermissions: number | null;
}

/** What staff who are not admins may do on any project. */
export const MODERATOR_PROJECT_PERMISSIONS = ProjectPermission.EDIT_DETAILS | ProjectPermission.EDIT_BODY | ProjectPermission.UPLOAD_VERSION;

/** Admin → all; accepted project member → their bits; else accepted organization member → theirs; else moderator → a few. */
export function effectiveProjectPermissions(viewer: Viewer, projectMember: Membership | undefined, organizationMember: Membership | undefined): number {
  if (viewer.role === 'admin') return ALL_PROJECT_PERMISSIONS;
  for (const membership of [projectMember, organizationMember]) {
    if (membership?.accepted) return membership.isOwner ? ALL_PROJECT_PERMISSIONS : membership.permissions;
  }
  return viewer.role === 'moderator' ? MODERATOR_PROJECT_PERMISSIONS : 0;
}

/** Admins hold every bit; the owner too; an accepted member holds their bits; anyone else none. */
export function effectiveOrganizationPermissions(viewer: Viewer, membership: Membership | undefined): number {
  if (viewer.role === 'admin') return ALL_ORGANIZATION_PERMISSIONS;
  if (!membership?.accepted) return 0;
  return membership.isOwner ? ALL_ORGANIZATION_PERMISSIONS : (membership.organizationPermissions ?? 0);
}

export const hasPermission = (permissions: number, bit: number) => (permissions & bit) === bit;

/** Nobody hands out bits they do not hold themselves. */
export const withinOwn = (granted: number, own: number) => (granted & ~own) === 0;
