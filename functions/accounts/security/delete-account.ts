// Deleting an account: what stops it (projects or organizations that would be left without an owner), and the one transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { guardedCheck, passwordConfirms } from '../auth/reauth.ts';
import { enqueueSearchRefresh } from '#search';

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
  const projects = await db.select({ id: t.projects.id, title: t.projects.title, slug: t.projects.slug, projectType: t.projects.projectType })
    .from(t.projects)
    .where(sql`(
      ${t.projects.teamId} in (select team_id from team_members where user_id = ${userId} and is_owner = 1)
      or ${t.projects.id} in (select project_id from versions where author_id = ${userId})
    ) and not exists (
      select 1 from team_members o where o.is_owner = 1 and o.user_id <> ${userId} and (o.team_id = ${t.projects.teamId}
        or o.team_id = (select team_id from organizations where id = ${t.projects.organizationId}))
    )`)
    .orderBy(t.projects.title);
  const organizations = await db.select({ id: t.organizations.id, name: t.organizations.name, slug: t.organizations.slug })
    .from(t.organizations)
    .where(sql`${t.organizations.teamId} in (select team_id from team_members where user_id = ${userId} and is_owner = 1)
      and not exists (select 1 from team_members o where o.team_id = ${t.organizations.teamId} and o.is_owner = 1 and o.user_id <> ${userId})`)
    .orderBy(t.organizations.name);
  return { projects, organizations };
}

export async function deleteAccount(
  db: Db, userId: string, input: { confirmation: string; password: string }, ip: string, now = new Date(),
): Promise<{ ok: true } | { error: DeleteProblem; retryAfterMs?: number; blockers?: DeletionBlockers }> {
  const [user] = await db.select({ username: t.users.username }).from(t.users).where(eq(t.users.id, userId));
  if (!user || input.confirmation.trim().toLowerCase() !== user.username.toLowerCase()) return { error: 'confirmMismatch' };
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
    await tx.update(t.versions).set({
      authorId: sql`(select o.user_id from projects p join team_members o on o.is_owner = 1 and o.user_id <> ${userId}
        and (o.team_id = p.team_id or o.team_id = (select team_id from organizations where id = p.organization_id))
        where p.id = ${t.versions.projectId} limit 1)`,
    }).where(eq(t.versions.authorId, userId));
    const followed = (await tx.select({ projectId: t.follows.projectId }).from(t.follows).where(eq(t.follows.userId, userId))).map((row) => row.projectId);
    if (followed.length) {
      await tx.update(t.projects).set({ followers: sql`max(${t.projects.followers} - 1, 0)` }).where(inArray(t.projects.id, followed));
      await enqueueSearchRefresh(tx, followed);
    }
    await tx.delete(t.users).where(eq(t.users.id, userId));
  });
  return { ok: true };
}
