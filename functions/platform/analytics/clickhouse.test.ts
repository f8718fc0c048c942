// The ClickHouse adapter against a fake server that holds it to ClickHouse's documented HTTP interface (see
// clickhouse-fake.ts): the statements it sends, the rows it inserts, and how it reads the answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClickHouseAnalyticsStore, literal, SCHEMA } from './clickhouse.ts';
import { FAKE_CLICKHOUSE_CREDENTIALS, startClickHouseFake } from './clickhouse-fake.ts';
import type { AnalyticsStore } from './port.ts';

const EVENT_COLUMNS = { time: 'number', project_id: 'string', metric: 'string', amount: 'number', version_id: 'string', loader: 'string', game_version: 'string', country: 'string', source: 'string', dedupe_key: 'string' };

let fake: Awaited<ReturnType<typeof startClickHouseFake>>;
let store: AnalyticsStore;

beforeAll(async () => {
  fake = await startClickHouseFake();
  store = createClickHouseAnalyticsStore({ url: fake.url, ...FAKE_CLICKHOUSE_CREDENTIALS });
});

afterAll(() => fake.close());

beforeEach(() => fake.reset());

const seen = () => fake.state.seen;
const statements = () => fake.statements();

describe('the ClickHouse analytics store', () => {
  it('creates its tables once, then inserts events as JSONEachRow rows with the columns’ types', async () => {
    await store.record([{ time: new Date(1_000), projectId: 'AAAAAAAA', metric: 'downloads', amount: 1, versionId: 'VVVVVVVV', country: 'DE', source: 'app' }]);
    await store.record([{ time: new Date(2_000), projectId: 'AAAAAAAA', metric: 'views', amount: 1, dedupeKey: 'k' }]);
    expect(seen().slice(0, SCHEMA.length).map((entry) => entry.statement)).toEqual(SCHEMA.map((statement) => statement.trim()));
    const inserts = seen().filter((entry) => entry.table === 'analytics_events');
    expect(inserts).toHaveLength(2);
    expect(statements().filter((statement) => statement.startsWith('CREATE'))).toHaveLength(SCHEMA.length);
    const [row] = inserts[0]!.rows;
    expect(Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, typeof value]))).toEqual(EVENT_COLUMNS);
    expect(row).toMatchObject({ time: 1000, project_id: 'AAAAAAAA', metric: 'downloads', version_id: 'VVVVVVVV', loader: '', dedupe_key: '' });
  });

  it('reads sums per slice with escaped literals, and turns quoted 64-bit integers into numbers', async () => {
    fake.state.answers.watermark = 7_200_000;
    fake.state.answers.series = [{ slice: '0', project_id: 'AAAAAAAA', value: "o'neil", amount: '42' }];
    const rows = await store.series({
      projectIds: ['AAAAAAAA'], metric: 'downloads', start: new Date(0), end: new Date(86_400_000), sliceMinutes: 1440,
      bucketBy: 'loader', filterBy: { loader: ["o'neil"] },
    });
    expect(rows).toEqual([{ slice: 0, projectId: 'AAAAAAAA', value: "o'neil", amount: 42 }]);
    const query = statements().find((statement) => statement.startsWith('SELECT intDiv('))!;
    expect(query).toContain("dimension = 'loader'");
    expect(query).toContain("value IN ('o\\'neil')");
    // Rolled-up hours up to the watermark, the rest straight from the events.
    expect(query).toContain('hour < 7200000');
    expect(query).toContain('time >= 7200000');
  });

  it('reads the rollups by every dimension when it filters on one field and buckets by another', async () => {
    fake.state.answers.watermark = 7_200_000;
    fake.state.answers.series = [{ slice: '0', project_id: 'AAAAAAAA', value: 'app', amount: '3' }];
    const rows = await store.series({
      projectIds: ['AAAAAAAA'], metric: 'downloads', start: new Date(0), end: new Date(86_400_000), sliceMinutes: 1440,
      bucketBy: 'source', filterBy: { country: ['DE'], version_id: ['VVVVVVVV'] },
    });
    expect(rows).toEqual([{ slice: 0, projectId: 'AAAAAAAA', value: 'app', amount: 3 }]);
    const query = statements().find((statement) => statement.startsWith('SELECT intDiv('))!;
    expect(query).toContain("SELECT project_id, source AS value, hour, amount FROM analytics_combined_rollups");
    expect(query).toContain("AND country IN ('DE') AND version_id IN ('VVVVVVVV')");
    expect(query).toContain("AND if(country = '', 'XX', country) IN ('DE') AND version_id IN ('VVVVVVVV')");
    expect(query).toContain("WHERE value != ''");
    expect(query).not.toContain('dimension =');
  });

  it('sums every project’s metrics over a range, rolled-up hours and the rest from the events', async () => {
    fake.state.answers.watermark = 7_200_000;
    fake.state.answers.totals = [{ project_id: 'AAAAAAAA', metric: 'views', amount: '12' }, { project_id: 'BBBBBBBB', metric: 'playtime', amount: '600' }];
    const rows = await store.totals({ metrics: ['views', 'playtime'], start: new Date(0), end: new Date(86_400_000) });
    expect(rows).toEqual([{ projectId: 'AAAAAAAA', metric: 'views', amount: 12 }, { projectId: 'BBBBBBBB', metric: 'playtime', amount: 600 }]);
    const query = statements().find((statement) => statement.startsWith('SELECT project_id, metric, sum(amount)'))!;
    expect(query).toContain("dimension = '' AND metric IN ('views', 'playtime') AND hour >= 0 AND hour < 7200000");
    expect(query).toContain('time >= 7200000 AND time < 86400000');
    expect(query).not.toContain('project_id IN');
  });

  it('rolls up only hours closed since the watermark, then moves the watermark', async () => {
    fake.state.answers.watermark = 3_600_000;
    await store.rollUp(new Date(3 * 3_600_000 + 10 * 60_000));
    const rollup = statements().find((statement) => statement.startsWith('INSERT INTO analytics_rollups'))!;
    expect(rollup).toContain('time >= 3600000 AND time < 10800000');
    const combined = statements().find((statement) => statement.startsWith('INSERT INTO analytics_combined_rollups'))!;
    expect(combined).toContain('time >= 3600000 AND time < 10800000');
    expect(combined).toContain('GROUP BY project_id, metric, hour, version_id, loader, game_version, country, source');
    expect(seen().find((entry) => entry.table === 'analytics_watermarks')?.rows).toEqual([{ job: 'rollup', hour: 10_800_000, at: 3 * 3_600_000 + 10 * 60_000 }]);
    fake.reset();
    fake.state.answers.watermark = 10_800_000;
    await store.rollUp(new Date(3 * 3_600_000 + 20 * 60_000));
    expect(statements().some((statement) => statement.startsWith('INSERT'))).toBe(false);
  });

  it('starts a delete mutation only when there are raw events to prune', async () => {
    await store.prune(new Date(5_000));
    expect(statements().some((statement) => statement.startsWith('ALTER'))).toBe(false);
    fake.state.answers.old = 3;
    await store.prune(new Date(5_000));
    expect(statements()).toContain('ALTER TABLE analytics_events DELETE WHERE time < 5000');
  });

  it('fails with the server’s exception text', async () => {
    fake.state.failNext = 'Code: 60. DB::Exception: Table analytics.analytics_events doesn\'t exist.';
    await expect(store.record([{ time: new Date(0), projectId: 'AAAAAAAA', metric: 'views', amount: 1 }])).rejects.toThrow(/doesn't exist/);
  });

  it('escapes quotes and backslashes in literals', () => {
    expect(literal("a'b\\c")).toBe("'a\\'b\\\\c'");
  });
});
