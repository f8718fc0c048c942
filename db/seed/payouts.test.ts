// The demo creator's revenue history: balanced movements, released money older than the hold, pending money with
// its release dates, paid withdrawals, and a balance row that agrees with the ledger.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { createTestDatabase } from '#testing/database.ts';
import { makeProject, makeUser } from '#testing/factory.ts';
import { seedPayouts } from './payouts.ts';

describe('seedPayouts', () => {
  it('gives the demo creator pending and available money from a balanced ledger', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      const creator = await makeUser(db, { username: 'creator' });
      const project = await makeProject(db, { ownerId: creator.id });
      const now = new Date('2027-02-10T12:00:00Z');
      await seedPayouts(db, { seed: 'test', now });
      const entries = await db.select().from(t.payoutEntries);
      const sums = new Map<string, number>();
      for (const entry of entries) sums.set(entry.movementId, (sums.get(entry.movementId) ?? 0) + entry.amount);
      expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
      const total = (account: string) => entries.filter((entry) => entry.userId === creator.id && entry.account === account).reduce((sum, entry) => sum + entry.amount, 0);
      const [balance] = await db.select().from(t.payoutBalances).where(eq(t.payoutBalances.userId, creator.id));
      expect(balance!.available).toBe(total('available'));
      expect(total('available')).toBeGreaterThan(0);
      expect(total('pending')).toBeGreaterThan(0);
      const pending = await db.select().from(t.payoutMovements).where(eq(t.payoutMovements.kind, 'revenue'));
      expect(pending.filter((movement) => movement.releaseAt).every((movement) => movement.releaseAt! > now)).toBe(true);
      const payouts = await db.select().from(t.payouts);
      expect(payouts.map((payout) => payout.method).sort()).toEqual(['charity', 'paypal']);
      const revenue = await db.select().from(t.analyticsRevenue).where(eq(t.analyticsRevenue.projectId, project.id));
      expect(revenue).toHaveLength(120);
      const again = await createTestDatabase();
      try {
        await makeUser(again.db, { username: 'creator', id: creator.id });
        await again.db.insert(t.teams).values({ id: project.teamId });
        await again.db.insert(t.teamMembers).values({ id: 'm', teamId: project.teamId, userId: creator.id, isOwner: true, accepted: true });
        await again.db.insert(t.projects).values({ ...project });
        await seedPayouts(again.db, { seed: 'test', now });
        expect((await again.db.select().from(t.payoutBalances))[0]!.available).toBe(balance!.available);
      } finally {
        again.dispose();
      }
    } finally {
      database.dispose();
    }
  });
});
