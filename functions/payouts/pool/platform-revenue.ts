// The platform-wide series /v3/payout/platform_revenue shows: what the pool paid creators per day, and in all.
import { desc, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../ledger/post.ts';

export async function platformRevenue(db: DbOrTx, days: number) {
  const rows = await db.select({ day: t.payoutPoolDays.day, amount: t.payoutPoolDays.amount, undistributed: t.payoutPoolDays.undistributed })
    .from(t.payoutPoolDays).orderBy(desc(t.payoutPoolDays.day)).limit(days);
  const [total] = await db.select({ amount: sql<number>`coalesce(sum(${t.payoutPoolDays.amount} - ${t.payoutPoolDays.undistributed}), 0)` }).from(t.payoutPoolDays);
  return { allTime: Number(total?.amount ?? 0), days: rows.reverse() };
}
