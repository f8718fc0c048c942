// Who may read and write a thread: staff any; a project's thread its members; a report's thread its reporter (while open, to write).
import type { Viewer } from '#access';
import { isStaff } from '#access';
import type { ThreadMessageBody } from '#contracts/threads.ts';

/** What the viewer is to a thread, decided by the service from the project or report behind it. */
export interface ThreadAccess {
  /** A member of the project's team (or organization), or the report's reporter. */
  participant: boolean;
  /** The report behind the thread is closed. */
  closedReport: boolean;
}

export const maySeeThread = (viewer: Viewer, access: ThreadAccess) => isStaff(viewer) || access.participant;

export type PostRefusal = 'private' | 'closed';

export function postRefusal(viewer: Viewer, access: ThreadAccess, wantsPrivate: boolean): PostRefusal | null {
  if (isStaff(viewer)) return null;
  if (wantsPrivate) return 'private';
  return access.closedReport ? 'closed' : null;
}

/** Private messages are for staff only; everyone else reads the thread without them. */
export const maySeeMessage = (viewer: Viewer, body: ThreadMessageBody) =>
  isStaff(viewer) || !((body.type === 'text' || body.type === 'deleted') && body.private);

export const mayDeleteMessage = (viewer: Viewer, authorId: string | null) => isStaff(viewer) || (authorId !== null && authorId === viewer.userId);
