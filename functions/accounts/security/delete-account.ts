// Deleting an account: what stops it (projects or organizations that would be left without an owner), and the one transaction.
import type { Db } from '#db/client.ts';
import { guardedCheck, passwordConfirms } from '../auth/reauth.ts';
import { enqueueSearchRefresh } from '#search';
import {
  creditVersionsToProjectOwners, decrementFollowers, deleteUser, selectFollowedProjectIds, selectOwnerlessOrganizations, selectOwnerlessProjects, selectUsername,
} from './queries.ts';

export interface DeletionBlockers {
  projects: { id: string; title: string; slug: string | null; projectType: string }[];
  organizations: { id: string; name: string; slug: string }[];
}

export type DeleteProblem = 'confirmMismatch' | 'passwordWrong' | 'rateLimited' | 'ownsContent';

/**
 * A project is left ownerless when no one else owns it (on its own team or its organization's) and the person
 * either owns it or uploaded versions to it. Those are refused rather than deleted: others depend on published files.
 */
export async function deletionBlockers(db: Db, userId: string): Promise<DeletionBlockers> {
  const projects = await selectOwnerlessProjects(db, userId);
  const organizations = await selectOwnerlessOrganizations(db, userId);
  return { projects, organizations };
}

export async function deleteAccount(
  db: Db, userId: string, input: { confirmation: string; password: string }, ip: string, now = new Date(),
): Promise<{ ok: true } | { error: DeleteProblem; retryAfterMs?: number; blockers?: DeletionBlockers }> {
  const username = await selectUsername(db, userId);
  if (username === undefined || input.confirmation.trim().toLowerCase() !== username.toLowerCase()) return { error: 'confirmMismatch' };
  const guard = await guardedCheck(db, userId, ip, () => passwordConfirms(db, userId, input.password), now);
  if (!('ok' in guard)) return guard.error === 'wrong' ? { error: 'passwordWrong' } : guard;
  return removeAccount(db, userId);
}

/**
 * Sessions, tokens, follows, collections, memberships and two-factor rows go with the user row (cascades). Versions the
 * person uploaded to others' projects stay, credited to that project's owner; follower counts drop with the follows.
 */
export async function removeAccount(db: Db, userId: string): Promise<{ ok: true } | { error: 'ownsContent'; blockers: DeletionBlockers }> {
  const blockers = await deletionBlockers(db, userId);
  if (blockers.projects.length || blockers.organizations.length) return { error: 'ownsContent', blockers };

  await db.transaction(async (tx) => {
    // Each version names its author, so the projects they belong to are shown anew too.
    const credited = await creditVersionsToProjectOwners(tx, userId);
    const followed = await selectFollowedProjectIds(tx, userId);
    if (followed.length) await decrementFollowers(tx, followed);
    await enqueueSearchRefresh(tx, [...credited, ...followed]);
    await deleteUser(tx, userId);
  });
  return { ok: true };
}
