// Which staff may do what across every server, decided here once: moderators and admins see the staff servers list
// and the notices; only admins write notices and suspend servers. To anyone else these routes do not exist (404).
// API tokens need SERVER_READ to look and SERVER_WRITE to change anything.
import { ApiError, notFound } from '#contracts/errors.ts';
import { isStaff, viewerMay, type Viewer } from '#access';

export const mayReadAsStaff = (viewer: Viewer | null): boolean => isStaff(viewer);
export const mayActAsAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin';

function requireScope(viewer: Viewer, write: boolean): void {
  const needed = write ? 'SERVER_WRITE' : 'SERVER_READ';
  if (!viewerMay(viewer, needed)) throw new ApiError('auth_error', `The token does not have the ${needed} scope`);
}

/** The staff servers list and the notices list. */
export function requireStaffReader(viewer: Viewer): void {
  if (!mayReadAsStaff(viewer)) throw notFound();
  requireScope(viewer, false);
}

/** Writing notices, suspending and unsuspending. */
export function requireAdmin(viewer: Viewer): void {
  if (!mayActAsAdmin(viewer)) throw notFound();
  requireScope(viewer, true);
}
