// SQL for the per-day figures payouts reads and writes: engagement from the rollups, revenue per project and day.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function selectEngagement(db: Db | Tx, start: number, end: number) {
  const r = t.analyticsRollups;
  return db
    .select({
      projectId: r.projectId,
      views: sql<number>`SUM(CASE WHEN ${r.metric} = 'views' THEN ${r.amount} ELSE 0 END)`,
      playtimeSeconds: sql<number>`SUM(CASE WHEN ${r.metric} = 'playtime' THEN ${r.amount} ELSE 0 END)`,
    })
    .from(r)
    .where(and(eq(r.dimension, ''), inArray(r.metric, ['views', 'playtime']), gte(r.hour, start), lt(r.hour, end)))
    .groupBy(r.projectId)
    .orderBy(r.projectId);
}

export interface RevenueRow {
  projectId: string;
  day: string;
  amount: number;
  currency: string;
}

export async function upsertRevenue(db: Db | Tx, rows: RevenueRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(t.analyticsRevenue).values(rows).onConflictDoUpdate({
    target: [t.analyticsRevenue.projectId, t.analyticsRevenue.day, t.analyticsRevenue.currency],
    set: { amount: sql`excluded.amount` },
  });
}
