// Who counts as staff for moderation (moderators and admins): the one check the API and the pages share.
import { isStaff, type Viewer } from '#access';
import { notFound } from '#contracts/errors.ts';

/** Whether this viewer may use the moderation pages and staff routes. */
export const viewerIsStaff = (viewer: Viewer | null): boolean => isStaff(viewer);

/** Staff routes look missing to everyone else (a 404, never a 403). */
export function requireStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw notFound();
}

export const viewerIsAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin';
