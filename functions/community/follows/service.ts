// Following projects: one row per user and project, the project's follower count moved in the same transaction,
// and the project queued for search (whose documents carry the count); the projects a user follows.
import type { Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import { projectViews, resolveVisibleProject, resolveVisibleProjects } from '#catalog';
import { enqueueSearchRefresh } from '#search';
import { resolveUser } from '#accounts';
import { addToFollowerCount, deleteFollow, insertFollow, selectFollowedProjectIds } from './queries.ts';

export async function followProject(runtime: Runtime, viewer: Viewer, key: string, now = new Date()): Promise<void> {
  const { row } = await resolveVisibleProject(runtime.db, viewer, key);
  await runtime.db.transaction(async (tx) => {
    if (!(await insertFollow(tx, viewer.userId, row.id, now))) throw new ApiError('invalid_input', 'You are already following this project!');
    await addToFollowerCount(tx, row.id, 1);
    await enqueueSearchRefresh(tx, [row.id]);
  });
}

export async function unfollowProject(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const { row } = await resolveVisibleProject(runtime.db, viewer, key);
  await runtime.db.transaction(async (tx) => {
    if (!(await deleteFollow(tx, viewer.userId, row.id))) throw new ApiError('invalid_input', 'You are not following this project!');
    await addToFollowerCount(tx, row.id, -1);
    await enqueueSearchRefresh(tx, [row.id]);
  });
}

/** Follows are private: only the user themself (or an admin) may list them. */
export async function userFollows(runtime: Runtime, viewer: Viewer, key: string) {
  const { db } = runtime;
  const user = await resolveUser(db, key);
  if (viewer.userId !== user.id && viewer.role !== 'admin') {
    throw new ApiError('auth_error', 'You do not have permission to see the projects this user follows!');
  }
  const visible = await resolveVisibleProjects(db, viewer, await selectFollowedProjectIds(db, user.id));
  return projectViews(runtime, visible.map(({ row }) => row));
}
