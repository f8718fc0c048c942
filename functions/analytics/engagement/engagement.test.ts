// The day's engagement the creator pool is split by, read through the analytics store port: from the embedded store
// and from ClickHouse (against the stand-in that keeps to ClickHouse's documented HTTP interface).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouseAnalyticsStore } from '#platform/analytics/clickhouse.ts';
import { FAKE_CLICKHOUSE_CREDENTIALS, startClickHouseFake } from '#platform/analytics/clickhouse-fake.ts';
import { dailyEngagement } from './service.ts';

let fake: Awaited<ReturnType<typeof startClickHouseFake>>;

beforeAll(async () => {
  fake = await startClickHouseFake();
});

afterAll(() => fake.close());

describe('dailyEngagement with ANALYTICS_STORE=clickhouse', () => {
  it('reads every project’s views and playtime of the UTC day from ClickHouse, leaving out projects with neither', async () => {
    fake.state.answers.watermark = Date.parse('2026-03-19T20:00:00Z');
    fake.state.answers.totals = [
      { project_id: 'AAAAAAAA', metric: 'playtime', amount: '300' },
      { project_id: 'AAAAAAAA', metric: 'views', amount: '4' },
      { project_id: 'BBBBBBBB', metric: 'views', amount: '0' },
      { project_id: 'CCCCCCCC', metric: 'playtime', amount: '60' },
    ];
    const store = createClickHouseAnalyticsStore({ url: fake.url, ...FAKE_CLICKHOUSE_CREDENTIALS });
    expect(await dailyEngagement(store, '2026-03-19')).toEqual([
      { projectId: 'AAAAAAAA', views: 4, playtimeSeconds: 300 },
      { projectId: 'CCCCCCCC', views: 0, playtimeSeconds: 60 },
    ]);
    const query = fake.statements().find((statement) => statement.startsWith('SELECT project_id, metric, sum(amount)'))!;
    const start = Date.parse('2026-03-19T00:00:00Z');
    expect(query).toContain(`hour >= ${start} AND hour < ${fake.state.answers.watermark}`);
    expect(query).toContain(`time >= ${fake.state.answers.watermark} AND time < ${start + 86_400_000}`);
  });

  it('refuses what is not a day before asking the store', async () => {
    const store = createClickHouseAnalyticsStore({ url: fake.url, ...FAKE_CLICKHOUSE_CREDENTIALS });
    await expect(dailyEngagement(store, '2026-3-19')).rejects.toThrow(RangeError);
  });
});
