// Demo creator rewards: 120 days of the demo creator's revenue from the daily pool (a weekly rhythm, busier weekends,
// a release spike), the older part released and the last 60 days pending, one PayPal withdrawal paid and one charity
// donation, so the revenue pages show true-to-life money on first start. Written as the ledger's own balanced
// movements; dated back from `now`, the moment of seeding, as payouts runs on the real clock.
import { and, eq, inArray } from 'drizzle-orm';
import { PENDING_DAYS } from '#contracts/payouts.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { IdFactory } from './idgen.ts';
import { DAY_MS, Random } from './random.ts';

const HISTORY_DAYS = 120;
/** The configured daily pool's default, in cents: the demo creator earns a share of it. */
const DAILY_POOL = 10_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

type Movement = typeof t.payoutMovements.$inferInsert;
type Entry = Omit<typeof t.payoutEntries.$inferInsert, 'id'>;

export async function seedPayouts(db: Db, options: { seed: string; now: Date }): Promise<void> {
  const [creator] = await db.select({ id: t.users.id, email: t.users.email }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.creator.username));
  if (!creator) return;
  const teams = await db.select({ teamId: t.teamMembers.teamId }).from(t.teamMembers).where(and(eq(t.teamMembers.userId, creator.id), eq(t.teamMembers.isOwner, true)));
  const projects = teams.length === 0 ? [] : await db.select({ id: t.projects.id }).from(t.projects)
    .where(and(inArray(t.projects.teamId, teams.map((team) => team.teamId)), inArray(t.projects.status, ['approved', 'archived']), eq(t.projects.monetizationStatus, 'monetized')))
    .orderBy(t.projects.id).limit(4);
  if (projects.length === 0) return;
  const random = Random.fromSeed(options.seed, 'payouts');
  const ids = new IdFactory(random.fork());
  const today = Date.parse(`${day(options.now)}T00:00:00Z`);
  const spike = HISTORY_DAYS - 24;

  const movements: Movement[] = [];
  const entries: Entry[] = [];
  const poolDays: (typeof t.payoutPoolDays.$inferInsert)[] = [];
  const revenue: (typeof t.analyticsRevenue.$inferInsert)[] = [];
  let available = 0;
  const move = (movement: Movement, lines: Entry[]) => {
    movements.push(movement);
    entries.push(...lines);
  };

  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const start = today - back * DAY_MS;
    const earned = day(new Date(start));
    const at = new Date(start + DAY_MS + 3_600_000);
    const weekday = new Date(start).getUTCDay();
    const rhythm = weekday === 0 || weekday === 6 ? 1.35 : 1;
    const release = HISTORY_DAYS - back >= spike && HISTORY_DAYS - back < spike + 6 ? 2.6 - (HISTORY_DAYS - back - spike) * 0.25 : 1;
    const growth = 0.7 + (0.6 * (HISTORY_DAYS - back)) / HISTORY_DAYS;
    const releaseAt = new Date(start + (PENDING_DAYS + 1) * DAY_MS);
    const released = releaseAt.getTime() <= options.now.getTime();
    let distributed = 0;
    move({ id: `pool:${earned}`, kind: 'funding', day: earned, created: at }, [
      { movementId: `pool:${earned}`, account: 'funding', userId: null, amount: -DAILY_POOL },
      { movementId: `pool:${earned}`, account: 'pool', userId: null, amount: DAILY_POOL },
    ]);
    projects.forEach((project, index) => {
      const share = index === 0 ? 0.06 : 0.015 / index;
      const amount = Math.round(DAILY_POOL * share * rhythm * release * growth * random.between(0.85, 1.15));
      distributed += amount;
      const id = `revenue:${earned}:${project.id}:${creator.id}`;
      move({ id, kind: 'revenue', userId: creator.id, projectId: project.id, day: earned, releaseAt: released ? null : releaseAt, created: at }, [
        { movementId: id, account: 'pool', userId: null, amount: -amount },
        { movementId: id, account: 'pending', userId: creator.id, amount },
      ]);
      revenue.push({ projectId: project.id, day: earned, currency: 'USD', amount });
      if (!released) return;
      move({ id: `release:${id}`, kind: 'release', userId: creator.id, created: releaseAt }, [
        { movementId: `release:${id}`, account: 'pending', userId: creator.id, amount: -amount },
        { movementId: `release:${id}`, account: 'available', userId: creator.id, amount },
      ]);
      available += amount;
    });
    poolDays.push({ day: earned, amount: DAILY_POOL, undistributed: DAILY_POOL - distributed, created: at });
  }

  // A PayPal withdrawal three weeks ago and a donation last week, both paid; what is left stays available.
  const payouts: (typeof t.payouts.$inferInsert)[] = [];
  const withdraw = (amount: number, fee: number, method: string, methodId: string, address: string | null, daysAgo: number) => {
    const id = ids.next();
    const created = new Date(options.now.getTime() - daysAgo * DAY_MS);
    const settled = new Date(created.getTime() + 60_000);
    payouts.push({ id, userId: creator.id, status: 'success', amount, fee, method, methodId, methodAddress: address, platformId: `sbx_seed_${id}`, created, updated: settled });
    move({ id: `withdrawal:${id}`, kind: 'withdrawal', userId: creator.id, payoutId: id, created }, [
      { movementId: `withdrawal:${id}`, account: 'available', userId: creator.id, amount: -amount },
      { movementId: `withdrawal:${id}`, account: 'in_transit', userId: creator.id, amount },
    ]);
    move({ id: `settlement:${id}`, kind: 'settlement', userId: creator.id, payoutId: id, created: settled }, [
      { movementId: `settlement:${id}`, account: 'in_transit', userId: creator.id, amount: -amount },
      { movementId: `settlement:${id}`, account: 'paid_out', userId: creator.id, amount: amount - fee },
      { movementId: `settlement:${id}`, account: 'fees', userId: null, amount: fee },
    ]);
    available -= amount;
  };
  const paypal = Math.floor((available * 0.5) / 100) * 100;
  if (paypal >= 100) withdraw(paypal, 25, 'paypal', 'paypal_us', DEMO_ACCOUNTS.creator.email, 21);
  if (available >= 1_000) withdraw(1_000, 0, 'charity', 'charity_eff', creator.email, 7);

  await db.transaction(async (tx) => {
    for (let index = 0; index < movements.length; index += 500) await tx.insert(t.payoutMovements).values(movements.slice(index, index + 500));
    for (let index = 0; index < entries.length; index += 500) await tx.insert(t.payoutEntries).values(entries.slice(index, index + 500));
    await tx.insert(t.payoutPoolDays).values(poolDays);
    if (payouts.length) await tx.insert(t.payouts).values(payouts);
    await tx.insert(t.payoutBalances).values({ userId: creator.id, available });
    // The analytics demo may have written the same days already: theirs stands.
    for (let index = 0; index < revenue.length; index += 500) await tx.insert(t.analyticsRevenue).values(revenue.slice(index, index + 500)).onConflictDoNothing();
  });
}
