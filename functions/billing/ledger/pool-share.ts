// What billing tells the creator rewards pool: Plus's creator share of one UTC day, per currency (refunds subtracted).
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from './queries.ts';

export async function plusCreatorShare(db: DbOrTx, day: string): Promise<{ currency: string; amount: number }[]> {
  return db.select({ currency: t.plusRevenueDays.currency, amount: t.plusRevenueDays.creatorShare }).from(t.plusRevenueDays).where(eq(t.plusRevenueDays.day, day));
}
