// Bans: a ban ends the person's sessions and tokens, blocks their sign-in (accounts checks the ban row) and hides the
// projects they own; lifting it gives those projects back the status they had. Each is one transaction.
import type { Viewer } from '#access';
import { resolveUser } from '#accounts';
import { changeProjectStatus } from '#catalog';
import type { ProjectStatus } from '#contracts/enums.ts';
import { ApiError } from '#contracts/errors.ts';
import type { Db } from '../db.ts';
import { requireStaff } from '../staff.ts';
import { mayBan } from './policy.ts';
import {
  deleteBan, deleteCredentials, deleteHiddenProjects, insertBan, insertHiddenProjects, selectBan, selectHiddenProjects, selectVisibleOwnedProjects,
} from './queries.ts';

/** Statuses others can see a project in (api-compat §visibility); a ban moves these to `private`. */
const SEEN_BY_OTHERS: readonly ProjectStatus[] = ['approved', 'archived', 'unlisted', 'withheld'];
const HIDDEN_AS: ProjectStatus = 'private';

export async function banUser(db: Db, viewer: Viewer, userKey: string, reason: string, now = new Date()): Promise<void> {
  requireStaff(viewer);
  const user = await resolveUser(db, userKey);
  if (!mayBan(viewer, user)) throw new ApiError('auth_error', 'You may not ban this account.');
  if (await selectBan(db, user.id)) throw new ApiError('conflict', 'This account is already banned.');
  await db.transaction(async (tx) => {
    await insertBan(tx, { userId: user.id, bannedBy: viewer.userId, reason, created: now });
    await deleteCredentials(tx, user.id);
    const projects = await selectVisibleOwnedProjects(tx, user.id, SEEN_BY_OTHERS);
    await insertHiddenProjects(tx, projects.map((project) => ({ userId: user.id, projectId: project.id, previousStatus: project.status })));
    for (const project of projects) await changeProjectStatus(tx, viewer, project, HIDDEN_AS, { now });
  });
}

export async function unbanUser(db: Db, viewer: Viewer, userKey: string, now = new Date()): Promise<void> {
  requireStaff(viewer);
  const user = await resolveUser(db, userKey);
  if (!(await selectBan(db, user.id))) throw new ApiError('invalid_input', 'This account is not banned.');
  await db.transaction(async (tx) => {
    for (const project of await selectHiddenProjects(tx, user.id, HIDDEN_AS)) {
      await changeProjectStatus(tx, viewer, project, project.previousStatus, { now });
    }
    await deleteHiddenProjects(tx, user.id);
    await deleteBan(tx, user.id);
  });
}
