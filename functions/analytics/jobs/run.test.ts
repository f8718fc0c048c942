// The analytics job and the figures payouts reads: rollups built, raw events pruned, engagement and revenue per day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { dailyEngagement, recordProjectRevenue } from '../engagement/service.ts';
import { runAnalyticsJobs } from './run.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-20T12:00:00Z');

let database: TestDatabase;
let runtime: Runtime;
let now = NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = { ...assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: database.directory }), database.db), clock: { now: () => new Date(now) } };
  await runtime.analytics.record([
    { time: new Date(NOW - 40 * DAY), projectId: 'AAAAAAAA', metric: 'views', amount: 1 },
    { time: new Date('2026-03-19T08:00:00Z'), projectId: 'AAAAAAAA', metric: 'views', amount: 1 },
    { time: new Date('2026-03-19T09:00:00Z'), projectId: 'AAAAAAAA', metric: 'playtime', amount: 300 },
    { time: new Date('2026-03-19T23:59:00Z'), projectId: 'BBBBBBBB', metric: 'playtime', amount: 60 },
    { time: new Date('2026-03-20T00:00:00Z'), projectId: 'BBBBBBBB', metric: 'views', amount: 1 },
    { time: new Date('2026-03-19T10:00:00Z'), projectId: 'CCCCCCCC', metric: 'downloads', amount: 1 },
  ]);
  await database.db.insert(t.analyticsSalts).values([{ day: '2026-03-01', salt: 'old' }, { day: '2026-03-20', salt: 'today' }]);
  await runAnalyticsJobs(runtime);
});

afterAll(() => database.dispose());

describe('runAnalyticsJobs', () => {
  it('deletes raw events past 30 days and salts before yesterday, and keeps their rollups', async () => {
    const events = await database.db.select().from(t.analyticsEvents);
    expect(events).toHaveLength(5);
    expect((await database.db.select().from(t.analyticsSalts)).map((row) => row.day)).toEqual(['2026-03-20']);
    expect(await dailyEngagement(runtime.analytics, new Date(NOW - 40 * DAY).toISOString().slice(0, 10))).toEqual([{ projectId: 'AAAAAAAA', views: 1, playtimeSeconds: 0 }]);
  });

  it('makes a new event count after the next run', async () => {
    now = NOW + 60_000;
    await runtime.analytics.record([{ time: new Date(now), projectId: 'BBBBBBBB', metric: 'views', amount: 1 }]);
    expect(await dailyEngagement(runtime.analytics, '2026-03-20')).toEqual([{ projectId: 'BBBBBBBB', views: 1, playtimeSeconds: 0 }]);
    await runAnalyticsJobs(runtime);
    expect(await dailyEngagement(runtime.analytics, '2026-03-20')).toEqual([{ projectId: 'BBBBBBBB', views: 2, playtimeSeconds: 0 }]);
  });
});

describe('dailyEngagement', () => {
  it('answers views and playtime per project for one UTC day, leaving out projects with neither', async () => {
    expect(await dailyEngagement(runtime.analytics, '2026-03-19')).toEqual([
      { projectId: 'AAAAAAAA', views: 1, playtimeSeconds: 300 },
      { projectId: 'BBBBBBBB', views: 0, playtimeSeconds: 60 },
    ]);
  });

  it('refuses what is not a day', async () => {
    await expect(dailyEngagement(runtime.analytics, '2026-3-19')).rejects.toThrow(RangeError);
  });
});

describe('recordProjectRevenue', () => {
  it('replaces the amount of the same project, day and currency, inside the caller transaction', async () => {
    await database.db.transaction(async (tx) => {
      await recordProjectRevenue(tx, [{ projectId: 'AAAAAAAA', day: '2026-03-19', amount: 120, currency: 'USD' }]);
    });
    await recordProjectRevenue(database.db, [{ projectId: 'AAAAAAAA', day: '2026-03-19', amount: 150, currency: 'USD' }]);
    expect(await database.db.select().from(t.analyticsRevenue)).toEqual([{ projectId: 'AAAAAAAA', day: '2026-03-19', amount: 150, currency: 'USD' }]);
  });

  it('refuses amounts that are not whole minor units', async () => {
    await expect(recordProjectRevenue(database.db, [{ projectId: 'AAAAAAAA', day: '2026-03-19', amount: 1.5, currency: 'USD' }])).rejects.toThrow(RangeError);
  });
});
