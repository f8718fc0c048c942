// The daily pool: the configured amount plus Plus's creator share, split by views and playtime among monetized
// projects and by payout split among their people, pending for 60 days, once per day.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { makeProject, makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { balanceOf } from '../ledger/balances.ts';
import { runPayoutJobs } from '../jobs/run.ts';
import { accountTotal, engagementOn, entrySums } from '../testing.ts';
import { distributeDay } from './distribute.ts';

const context = useTestServer({ CREATOR_POOL_DAILY_AMOUNT: '10000' });
const DAY = '2026-03-10';
const now = new Date('2026-03-11T06:00:00Z');

let owner: string, partner: string, solo: string, demonetized: string;
let shared: string, single: string, hidden: string;

beforeAll(async () => {
  const db = context.database.db;
  [owner, partner, solo, demonetized] = await Promise.all([1, 2, 3, 4].map(async () => (await makeUser(db)).id)) as [string, string, string, string];
  const sharedProject = await makeProject(db, { ownerId: owner });
  await db.insert(t.teamMembers).values({ id: `m-${partner}`, teamId: sharedProject.teamId, userId: partner, accepted: true, payoutsSplit: 50 });
  shared = sharedProject.id;
  single = (await makeProject(db, { ownerId: solo })).id;
  const hiddenProject = await makeProject(db, { ownerId: demonetized });
  await db.update(t.projects).set({ monetizationStatus: 'force-demonetized' }).where(eq(t.projects.id, hiddenProject.id));
  hidden = hiddenProject.id;
  await engagementOn(db, DAY, shared, 300, 0);
  await engagementOn(db, DAY, single, 100, 3600);
  await engagementOn(db, DAY, hidden, 5000, 99_000);
  // Plus's share that day: 3.75 USD and 4.49 EUR; EUR converts at the ratio of Plus's monthly prices.
  await db.insert(t.plusRevenueDays).values([
    { day: DAY, currency: 'USD', revenue: 500, creatorShare: 375 },
    { day: DAY, currency: 'EUR', revenue: 599, creatorShare: 449 },
  ]);
});

describe('distributeDay', () => {
  it('shares the pool among monetized projects by views and playtime, then by payout split', async () => {
    const report = await distributeDay(context.server.runtime, DAY, now);
    expect(report).not.toBeNull();
    expect(report!.amount).toBeGreaterThan(10_375);
    expect(report!.distributed).toBe(report!.amount);
    const db = context.database.db;
    // Views are 300:100 and playtime 0:3600, so the shared project earns 3/8 and the single one 5/8.
    const sharedCut = Math.round((report!.amount * 3) / 8);
    const ownerPending = (await balanceOf(db, owner)).pending;
    const partnerPending = (await balanceOf(db, partner)).pending;
    expect(Math.abs(ownerPending + partnerPending - sharedCut)).toBeLessThanOrEqual(1);
    expect(Math.abs(ownerPending - 2 * partnerPending)).toBeLessThanOrEqual(2);
    expect((await balanceOf(db, solo)).pending).toBe(report!.amount - ownerPending - partnerPending);
    expect((await balanceOf(db, demonetized)).pending).toBe(0);
    expect((await balanceOf(db, owner)).available).toBe(0);
    expect((await balanceOf(db, owner)).releases).toEqual([{ day: '2026-05-10', amount: ownerPending }]);
  });

  it('records each project’s revenue for its charts in the same transaction', async () => {
    const rows = await context.database.db.select().from(t.analyticsRevenue).where(eq(t.analyticsRevenue.day, DAY));
    expect(new Set(rows.map((row) => row.projectId))).toEqual(new Set([shared, single]));
    expect(rows.every((row) => row.currency === 'USD')).toBe(true);
  });

  it('writes balanced movements only', async () => {
    for (const sum of (await entrySums(context.database.db)).values()) expect(sum).toBe(0);
  });

  it('distributes a day once', async () => {
    const before = (await balanceOf(context.database.db, solo)).pending;
    expect(await distributeDay(context.server.runtime, DAY, now)).toBeNull();
    expect((await balanceOf(context.database.db, solo)).pending).toBe(before);
  });

  it('keeps a day without monetized engagement in the pool', async () => {
    const report = await distributeDay(context.server.runtime, '2026-03-11', now);
    expect(report).toEqual({ day: '2026-03-11', amount: 10_000, distributed: 0 });
    const [row] = await context.database.db.select().from(t.payoutPoolDays).where(eq(t.payoutPoolDays.day, '2026-03-11'));
    expect(row!.undistributed).toBe(10_000);
  });

  it('frees revenue 60 days after the day it was earned, through the job', async () => {
    const runtime = context.server.runtime;
    const pending = (await balanceOf(context.database.db, solo)).pending;
    runtime.clock = { now: () => new Date('2026-05-09T12:00:00Z') };
    const catchUp = await runPayoutJobs(runtime);
    expect(catchUp.days[0]).toBe('2026-03-12');
    expect(catchUp.days.at(-1)).toBe('2026-05-08');
    expect((await balanceOf(context.database.db, solo)).available).toBe(0);
    runtime.clock = { now: () => new Date('2026-05-10T00:30:00Z') };
    const report = await runPayoutJobs(runtime);
    expect(report).toMatchObject({ days: ['2026-05-09'], released: 3 });
    expect(await balanceOf(context.database.db, solo)).toMatchObject({ available: pending, pending: 0, releases: [] });
    expect(await accountTotal(context.database.db, solo, 'available')).toBe(pending);
  });
});
