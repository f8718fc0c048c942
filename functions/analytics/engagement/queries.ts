// SQL for the revenue per project and day that payouts writes with its ledger entries.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
