// The database probes: the cheapest statement that still needs a working connection, and the newest migration applied.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

export const pingDatabase = (db: Db) => db.run(sql`select 1`);

/** When the newest applied migration was written (drizzle's own bookkeeping table), or null before the first. */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const [row] = await db.all<{ at: number | null }>(sql`select max(created_at) as at from __drizzle_migrations`);
  return row?.at ?? null;
}
