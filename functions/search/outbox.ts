// Reads and writes of the search outbox: enqueue inside a writer's transaction, claim, acknowledge.
import { asc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { searchOutbox } from '#db/schema/index.ts';

/** The database or an open transaction on it: enqueueing belongs in the writer's transaction. */
export type DbWriter = Pick<Db, 'insert'>;

/** A row stuck this many times is left for an operator instead of blocking every batch behind it. */
const MAX_ATTEMPTS = 10;

export interface ClaimedRow {
  projectId: string;
  enqueuedAt: Date;
}

export async function insertOutboxRows(db: DbWriter, projectIds: readonly string[], now = new Date()): Promise<void> {
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return;
  await db
    .insert(searchOutbox)
    .values(unique.map((projectId) => ({ projectId, enqueuedAt: now, attempts: 0 })))
    .onConflictDoUpdate({
      target: searchOutbox.projectId,
      // Strictly later than the pending row, even within the same millisecond, so a claim in flight sees the change.
      set: { enqueuedAt: sql`max(excluded.enqueued_at, ${searchOutbox.enqueuedAt} + 1)`, attempts: 0 },
    });
}

/** The oldest pending rows, each counted as one more attempt. */
export async function claimOutboxRows(db: Db, limit: number): Promise<ClaimedRow[]> {
  const oldest = db
    .select({ projectId: searchOutbox.projectId })
    .from(searchOutbox)
    .where(lt(searchOutbox.attempts, MAX_ATTEMPTS))
    .orderBy(asc(searchOutbox.enqueuedAt))
    .limit(limit);
  return db
    .update(searchOutbox)
    .set({ attempts: sql`${searchOutbox.attempts} + 1` })
    .where(inArray(searchOutbox.projectId, oldest))
    .returning({ projectId: searchOutbox.projectId, enqueuedAt: searchOutbox.enqueuedAt });
}

/** Deletes the claimed rows that were not enqueued again meanwhile. */
export async function deleteAppliedRows(db: Db, rows: readonly ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const pairs = sql.join(rows.map((row) => sql`(${row.projectId}, ${row.enqueuedAt.getTime()})`), sql`, `);
  await db.run(sql`delete from ${searchOutbox} where (project_id, enqueued_at) in (values ${pairs})`);
}

/** Drops rows a full rebuild has covered. */
export async function deleteRowsEnqueuedBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(searchOutbox).where(lt(searchOutbox.enqueuedAt, cutoff));
}
