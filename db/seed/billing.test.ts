// The billing demo data: the player's active monthly Plus with paid months behind it, and the lapsed account's
// failed renewal that shows the banner and is retried on the schedule.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { Badge } from '#contracts/permissions.ts';
import { createTestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { seedBilling, LAPSED_ACCOUNT } from './billing.ts';

describe('seedBilling', () => {
  it('gives the player Plus and a lapsed account a failed renewal, dated from the moment of seeding', async () => {
    const database = await createTestDatabase();
    try {
      const player = await makeUser(database.db, { username: 'player' });
      const now = new Date('2027-02-10T12:00:00Z');
      await seedBilling(database.db, { seed: 'test', now });
      const subs = await database.db.select().from(t.subscriptions);
      const own = subs.find((sub) => sub.userId === player.id)!;
      expect(own).toMatchObject({ status: 'active', interval: 'monthly', currency: 'USD' });
      expect(own.periodStart < now && own.periodEnd > now).toBe(true);
      const [lapsed] = await database.db.select().from(t.users).where(eq(t.users.username, LAPSED_ACCOUNT.username));
      expect(lapsed!.badges & Badge.MIDAS).toBe(Badge.MIDAS);
      const failing = subs.find((sub) => sub.userId === lapsed!.id)!;
      expect(failing).toMatchObject({ status: 'past_due', failedAttempts: 1 });
      expect(failing.periodEnd < now && failing.nextAttemptAt! > now).toBe(true);
      const charges = await database.db.select().from(t.ledger).where(eq(t.ledger.userId, player.id));
      expect(charges.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      const pool = await database.db.select().from(t.plusRevenueDays);
      expect(pool.reduce((sum, row) => sum + row.revenue, 0)).toBe(3 * 499 + 499);
    } finally {
      database.dispose();
    }
  });
});
