// Reads and writes of the review queue: queued projects, queue positions, recent decisions, trusted creators.
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { ProjectStatus, ProjectType } from '#contracts/enums.ts';
import type { Db, Tx } from '../db.ts';

export interface QueueRow {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  projectType: ProjectType;
  iconUrl: string | null;
  queued: Date | null;
  published: Date;
  requestedStatus: ProjectStatus | null;
  ownerId: string | null;
  ownerUsername: string | null;
}

/** Projects waiting for review, by title or slug and type; oldest first unless `newest`. */
export async function selectQueue(db: Db, filter: { query: string | null; type: ProjectType | null; newest: boolean }, limit: number): Promise<QueueRow[]> {
  const waiting = sql`coalesce(${t.projects.queued}, ${t.projects.published})`;
  const like = filter.query ? `%${filter.query.toLowerCase().replace(/[%_\\]/g, (char) => `\\${char}`)}%` : null;
  return db.select({
    id: t.projects.id, slug: t.projects.slug, title: t.projects.title, description: t.projects.description, projectType: t.projects.projectType,
    iconUrl: t.projects.iconUrl, queued: t.projects.queued, published: t.projects.published, requestedStatus: t.projects.requestedStatus,
    ownerId: t.users.id, ownerUsername: t.users.username,
  }).from(t.projects)
    .leftJoin(t.teamMembers, and(eq(t.teamMembers.teamId, t.projects.teamId), eq(t.teamMembers.isOwner, true)))
    .leftJoin(t.users, eq(t.users.id, t.teamMembers.userId))
    .where(and(
      eq(t.projects.status, 'processing'),
      filter.type ? eq(t.projects.projectType, filter.type) : undefined,
      like ? sql`(lower(${t.projects.title}) like ${like} escape '\\' or lower(${t.projects.slug}) like ${like} escape '\\')` : undefined,
    ))
    .orderBy(filter.newest ? desc(waiting) : asc(waiting), asc(t.projects.id))
    .limit(limit);
}

/** The project's place among queued projects (1 = next), and how many wait in all. */
export async function selectQueuePlace(db: Db, project: { id: string; queued: Date }): Promise<{ position: number; total: number }> {
  const processing = eq(t.projects.status, 'processing');
  const queued = sql`coalesce(${t.projects.queued}, ${t.projects.published})`;
  const [ahead] = await db.select({ n: count() }).from(t.projects).where(and(processing, or(
    lt(queued, project.queued.getTime()), and(eq(queued, project.queued.getTime()), lt(t.projects.id, project.id)),
  )));
  const [total] = await db.select({ n: count() }).from(t.projects).where(processing);
  return { position: (ahead?.n ?? 0) + 1, total: total?.n ?? 0 };
}

/** How long recent reviews took, in milliseconds, newest first. */
export async function selectRecentWaits(db: Db, since: Date, limit: number): Promise<number[]> {
  const rows = await db.select({ queued: t.reviewDecisions.queued, decided: t.reviewDecisions.decided }).from(t.reviewDecisions)
    .where(gte(t.reviewDecisions.decided, since)).orderBy(desc(t.reviewDecisions.decided)).limit(limit);
  return rows.map((row) => row.decided.getTime() - row.queued.getTime());
}

export async function insertDecision(tx: Tx, row: typeof t.reviewDecisions.$inferInsert): Promise<void> {
  await tx.insert(t.reviewDecisions).values(row);
}

export async function selectTrusted(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: t.trustedCreators.userId }).from(t.trustedCreators).where(eq(t.trustedCreators.userId, userId)).limit(1);
  return row !== undefined;
}

export async function setTrustedRow(db: Db, userId: string, trusted: boolean, grantedBy: string, now: Date): Promise<void> {
  if (trusted) await db.insert(t.trustedCreators).values({ userId, grantedBy, created: now }).onConflictDoNothing();
  else await db.delete(t.trustedCreators).where(eq(t.trustedCreators.userId, userId));
}
