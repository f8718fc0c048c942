// Follow rows and the follower count kept beside them on the project (what views and search documents read).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when the row was new. */
export async function insertFollow(tx: Tx, userId: string, projectId: string, now: Date): Promise<boolean> {
  const rows = await tx.insert(t.follows).values({ userId, projectId, created: now }).onConflictDoNothing().returning({ userId: t.follows.userId });
  return rows.length > 0;
}

/** True when there was a row to delete. */
export async function deleteFollow(tx: Tx, userId: string, projectId: string): Promise<boolean> {
  const rows = await tx.delete(t.follows).where(and(eq(t.follows.userId, userId), eq(t.follows.projectId, projectId))).returning({ userId: t.follows.userId });
  return rows.length > 0;
}

/**
 * Moves the counter by one rather than recounting rows: seeded and imported projects carry follower counts that
 * have no rows behind them.
 */
export async function addToFollowerCount(tx: Tx, projectId: string, delta: 1 | -1): Promise<void> {
  await tx.update(t.projects).set({ followers: sql`max(0, ${t.projects.followers} + ${delta})` }).where(eq(t.projects.id, projectId));
}

export async function selectFollowedProjectIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ projectId: t.follows.projectId }).from(t.follows).where(eq(t.follows.userId, userId)).orderBy(desc(t.follows.created));
  return rows.map((row) => row.projectId);
}
