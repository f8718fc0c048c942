// The end of the hold: revenue pending for its days becomes available, one release movement per revenue movement,
// written with the revenue's release mark in one transaction so a second run finds nothing due.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db } from '#access';
import { dueReleases } from './balances.ts';
import { postMovement } from './post.ts';

const BATCH = 500;

export async function releaseDueRevenue(db: Db, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await dueReleases(db, now, BATCH);
    if (due.length === 0) return released;
    await db.transaction(async (tx) => {
      for (const revenue of due) {
        await postMovement(tx, { id: `release:${revenue.id}`, kind: 'release', userId: revenue.userId, created: now }, [
          { account: 'pending', userId: revenue.userId, amount: -revenue.amount },
          { account: 'available', userId: revenue.userId, amount: revenue.amount },
        ]);
        await tx.update(t.payoutMovements).set({ releaseAt: null }).where(eq(t.payoutMovements.id, revenue.id));
      }
    });
    released += due.length;
  }
}
