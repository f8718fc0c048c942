// The demo analytics: 90 days of rollups with a weekly rhythm and a release spike, breakdowns that add up to the
// totals, and a watermark that lets the rollup job's first run keep them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { runAnalyticsJobs } from '#analytics';
import { seedAnalytics } from './analytics.ts';

const NOW = new Date('2027-02-10T12:30:00Z');
const DAY = 86_400_000;
const LIFETIME_DOWNLOADS = 60_000;
let database: TestDatabase;
let projectId: string;

async function dailyTotals(metric: string, dimension = '') {
  const rows = await database.db.select().from(t.analyticsRollups);
  const days = new Map<number, number>();
  for (const row of rows.filter((row) => row.projectId === projectId && row.metric === metric && row.dimension === dimension)) {
    const day = Math.floor(row.hour / DAY);
    days.set(day, (days.get(day) ?? 0) + row.amount);
  }
  return days;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const creator = await makeUser(database.db, { username: 'creator' });
  projectId = (await makeProject(database.db, { ownerId: creator.id, downloads: LIFETIME_DOWNLOADS })).id;
  await makeVersion(database.db, { projectId, authorId: creator.id, loaders: ['fabric', 'quilt'] });
  await makeProject(database.db, { ownerId: creator.id, status: 'draft' });
  await seedAnalytics(database.db, { seed: 'test', now: NOW });
});

afterAll(() => database.dispose());

describe('seedAnalytics', () => {
  it('covers the 90 days before today and today so far, for the visible projects only', async () => {
    const views = await dailyTotals('views');
    expect(views.size).toBe(91);
    const today = Math.floor(NOW.getTime() / DAY);
    expect(Math.min(...views.keys())).toBe(today - 90);
    expect(views.get(today)! / views.get(today - 7)!).toBeLessThan(0.8);
    const latest = Math.max(...(await database.db.select().from(t.analyticsRollups)).map((row) => row.hour));
    expect(latest).toBeLessThan(Date.parse('2027-02-10T12:00:00Z'));
    const projects = new Set((await database.db.select().from(t.analyticsRollups)).map((row) => row.projectId));
    expect([...projects]).toEqual([projectId]);
  });

  it('holds a share of the project\'s lifetime downloads, never more', async () => {
    const downloads = [...(await dailyTotals('downloads')).values()].reduce((sum, amount) => sum + amount, 0);
    expect(downloads).toBeGreaterThan(LIFETIME_DOWNLOADS * 0.55);
    expect(downloads).toBeLessThanOrEqual(LIFETIME_DOWNLOADS * 0.6);
  });

  it('peaks in the days after the release, and its breakdowns add up to the totals', async () => {
    const downloads = await dailyTotals('downloads');
    const today = Math.floor(NOW.getTime() / DAY);
    const peak = [...downloads].sort((a, b) => b[1] - a[1])[0]![0];
    expect(today - peak).toBeGreaterThanOrEqual(20);
    expect(today - peak).toBeLessThanOrEqual(24);
    for (const dimension of ['country', 'loader', 'source']) {
      expect([...(await dailyTotals('downloads', dimension))].sort()).toEqual([...downloads].sort());
    }
  });

  it('has every dimension at once too, adding up to the same totals, so one field can filter while another buckets', async () => {
    const combined = await database.db.select().from(t.analyticsCombinedRollups);
    for (const metric of ['views', 'downloads', 'playtime']) {
      const days = new Map<number, number>();
      for (const row of combined.filter((row) => row.projectId === projectId && row.metric === metric)) {
        days.set(Math.floor(row.hour / DAY), (days.get(Math.floor(row.hour / DAY)) ?? 0) + row.amount);
      }
      expect([...days].sort()).toEqual([...(await dailyTotals(metric))].sort());
    }
    const downloads = combined.filter((row) => row.metric === 'downloads');
    expect(new Set(downloads.map((row) => row.source))).toEqual(new Set(['app', 'site', 'api']));
    expect(downloads.every((row) => row.versionId !== '')).toBe(true);
  });

  it('survives the rollup job', async () => {
    const before = await database.db.$count(t.analyticsRollups);
    const runtime = { ...assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: database.directory }), database.db), clock: { now: () => NOW } };
    await runAnalyticsJobs(runtime);
    expect(await database.db.$count(t.analyticsRollups)).toBe(before);
  });
});
