// The technical review's scan queue, written where files are published: every new file row is queued for the scanner
// in the same transaction, so no published file escapes it. The scanner (moderation) claims and serves the rows.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { fileScanQueue } from '#db/schema/index.ts';

/** Queues files for (re)scanning; a file already waiting is moved to now and its failed attempts forgotten. */
export async function queueFileScans(tx: Pick<Db, 'insert'>, fileIds: readonly string[], now = new Date()): Promise<void> {
  const unique = [...new Set(fileIds)];
  for (let i = 0; i < unique.length; i += 500) {
    await tx
      .insert(fileScanQueue)
      .values(unique.slice(i, i + 500).map((fileId) => ({ fileId, enqueuedAt: now, attempts: 0, notBefore: now })))
      .onConflictDoUpdate({
        target: fileScanQueue.fileId,
        // Strictly later than the waiting row, even within the same millisecond, so a scan in flight does not drop it.
        set: { enqueuedAt: sql`max(excluded.enqueued_at, ${fileScanQueue.enqueuedAt} + 1)`, attempts: 0, notBefore: sql`excluded.not_before` },
      });
  }
}
