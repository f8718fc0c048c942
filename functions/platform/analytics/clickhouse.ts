// The analytics store on ClickHouse through the official client: raw events in a MergeTree, closed hours summed into
// a SummingMergeTree by the rollup job, and reads that add the hours not rolled up yet straight from the events.
import { createClient, type ClickHouseClient } from '@clickhouse/client-web';
import type { Dimension } from '#contracts/analytics.ts';
import type { AnalyticsEvent, AnalyticsStore, SeriesQuery, SeriesRow, TotalRow, TotalsQuery } from './port.ts';

const HOUR_MS = 3_600_000;
const ROLLUP_JOB = 'rollup';
const LATE_EVENT_MS = 5 * 60_000;

export interface ClickHouseOptions {
  url: string;
  username?: string;
  password?: string;
  database?: string;
}

/**
 * Statements are written with escaped literals rather than query parameters: `{name:Type}` parameters need ClickHouse
 * 19.11 or later, and literals keep the adapter working on the older servers distributions still ship.
 */
export const literal = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const integer = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number`);
  return String(value);
};
const list = (values: readonly string[]) => `(${values.map(literal).join(', ')})`;

/** Times are epoch milliseconds in UInt64 columns: DateTime64 came after the servers this must also run on. */
export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS analytics_events (
    time UInt64, project_id String, metric String, amount UInt64, version_id String, loader String, game_version String,
    country String, source String, dedupe_key String
  ) ENGINE = MergeTree() PARTITION BY intDiv(time, 86400000) ORDER BY (project_id, metric, time)`,
  `CREATE TABLE IF NOT EXISTS analytics_rollups (
    project_id String, metric String, dimension String, value String, hour UInt64, amount UInt64
  ) ENGINE = SummingMergeTree(amount) ORDER BY (project_id, metric, dimension, value, hour)`,
  `CREATE TABLE IF NOT EXISTS analytics_combined_rollups (
    project_id String, metric String, hour UInt64, version_id String, loader String, game_version String, country String, source String,
    amount UInt64
  ) ENGINE = SummingMergeTree(amount) ORDER BY (project_id, metric, hour, version_id, loader, game_version, country, source)`,
  `CREATE TABLE IF NOT EXISTS analytics_watermarks (job String, hour UInt64, at UInt64) ENGINE = ReplacingMergeTree(at) ORDER BY job`,
];

/** Each dimension's value in an event row; an unknown country is XX as in the embedded store. */
const DIMENSION_VALUE: Record<string, string> = {
  '': "''",
  country: "if(country = '', 'XX', country)",
  version_id: 'version_id',
  source: 'source',
  loader: 'loader',
  game_version: 'game_version',
};

/** Views count once per dedupe key (project, visitor and hour); everything else adds its amounts. */
const EVENT_AMOUNT = "if(metric = 'views', uniqExact(dedupe_key), sum(amount))";
const COMBINED_COLUMNS = 'version_id, loader, game_version, country, source';

/** The rolled-up and the not yet rolled-up sums of one read, each as (project_id, value, hour, amount). */
interface Parts { rolled: string; live: string }

const liveAmount = (metric: string) => (metric === 'views' ? 'uniqExact(dedupe_key)' : 'sum(amount)');

/** Reads of one dimension's rollups; a filter, if any, is on that dimension. */
function dimensionParts(query: SeriesQuery, rolledUpTo: number): Parts {
  const [filterDimension, filterValues] = Object.entries(query.filterBy ?? {}).find(([, values]) => values) ?? [];
  const dimension = query.bucketBy ?? filterDimension ?? '';
  const valueOf = DIMENSION_VALUE[dimension]!;
  const filter = filterValues ? list(filterValues) : null;
  const projects = list(query.projectIds);
  return {
    rolled: `SELECT project_id, value, hour, amount FROM analytics_rollups
      WHERE project_id IN ${projects} AND metric = ${literal(query.metric)} AND dimension = ${literal(dimension)}
      AND hour >= ${integer(query.start.getTime())} AND hour < ${integer(Math.min(query.end.getTime(), rolledUpTo))}${filter ? ` AND value IN ${filter}` : ''}`,
    live: `SELECT project_id, ${valueOf} AS value, intDiv(time, ${HOUR_MS}) * ${HOUR_MS} AS hour, ${liveAmount(query.metric)} AS amount
      FROM analytics_events WHERE project_id IN ${projects} AND metric = ${literal(query.metric)}
      AND time >= ${integer(Math.max(query.start.getTime(), rolledUpTo))} AND time < ${integer(query.end.getTime())}${dimension ? ` AND ${valueOf} != ''` : ''}${filter ? ` AND ${valueOf} IN ${filter}` : ''}
      GROUP BY project_id, value, hour`,
  };
}

/** Reads of the rollups by every dimension, for filters on fields other than the bucketed one. */
function combinedParts(query: SeriesQuery, rolledUpTo: number): Parts {
  const filters = Object.entries(query.filterBy ?? {}).filter((entry): entry is [Dimension, string[]] => Boolean(entry[1]));
  const where = (valueOf: (dimension: Dimension) => string) => filters.map(([dimension, values]) => ` AND ${valueOf(dimension)} IN ${list(values)}`).join('');
  const bucket = query.bucketBy;
  const projects = list(query.projectIds);
  return {
    rolled: `SELECT project_id, ${bucket ?? "''"} AS value, hour, amount FROM analytics_combined_rollups
      WHERE project_id IN ${projects} AND metric = ${literal(query.metric)}
      AND hour >= ${integer(query.start.getTime())} AND hour < ${integer(Math.min(query.end.getTime(), rolledUpTo))}${where((dimension) => dimension)}`,
    live: `SELECT project_id, ${bucket ? DIMENSION_VALUE[bucket] : "''"} AS value, intDiv(time, ${HOUR_MS}) * ${HOUR_MS} AS hour, ${liveAmount(query.metric)} AS amount
      FROM analytics_events WHERE project_id IN ${projects} AND metric = ${literal(query.metric)}
      AND time >= ${integer(Math.max(query.start.getTime(), rolledUpTo))} AND time < ${integer(query.end.getTime())}${where((dimension) => DIMENSION_VALUE[dimension]!)}
      GROUP BY project_id, value, hour`,
  };
}

const needsCombined = (query: SeriesQuery) => {
  const filtered = Object.entries(query.filterBy ?? {}).filter(([, values]) => values).map(([dimension]) => dimension);
  return filtered.some((dimension) => dimension !== (query.bucketBy ?? filtered[0]));
};

export function createClickHouseAnalyticsStore(options: ClickHouseOptions | ClickHouseClient): AnalyticsStore {
  const client = 'query' in options ? options : createClient({ url: options.url, username: options.username, password: options.password, database: options.database });
  let schema: Promise<void> | null = null;
  const ready = () => (schema ??= (async () => {
    for (const statement of SCHEMA) await client.command({ query: statement });
  })());

  async function rows<T>(query: string): Promise<T[]> {
    await ready();
    return (await client.query({ query, format: 'JSONEachRow' })).json<T>();
  }

  async function watermark(): Promise<number> {
    const [row] = await rows<{ hour: string | number }>(`SELECT argMax(hour, at) AS hour FROM analytics_watermarks WHERE job = ${literal(ROLLUP_JOB)}`);
    return Number(row?.hour ?? 0);
  }

  return {
    kind: 'clickhouse',
    async record(events: AnalyticsEvent[]): Promise<number> {
      if (!events.length) return 0;
      await ready();
      await client.insert({
        table: 'analytics_events',
        format: 'JSONEachRow',
        values: events.map((event) => ({
          time: event.time.getTime(), project_id: event.projectId, metric: event.metric, amount: event.amount,
          version_id: event.versionId ?? '', loader: event.loader ?? '', game_version: event.gameVersion ?? '',
          country: event.country ?? '', source: event.source ?? '', dedupe_key: event.dedupeKey ?? '',
        })),
      });
      // Repeated views are told apart when they are summed, not on insert.
      return events.length;
    },
    async rollUp(now: Date): Promise<void> {
      const from = await watermark();
      // Only hours closed a while: a SummingMergeTree adds every insert, so an hour rolled up twice would count twice,
      // and an event stamped just before the hour turned may still be on its way.
      const to = Math.floor((now.getTime() - LATE_EVENT_MS) / HOUR_MS) * HOUR_MS;
      if (to <= from) return;
      const dimensions = Object.entries(DIMENSION_VALUE).map(([name, value]) => `(${literal(name)}, ${value})`).join(', ');
      await client.command({
        query: `INSERT INTO analytics_rollups (project_id, metric, dimension, value, hour, amount)
          SELECT project_id, metric, d.1 AS dimension, d.2 AS value, intDiv(time, ${HOUR_MS}) * ${HOUR_MS} AS hour, ${EVENT_AMOUNT} AS amount
          FROM analytics_events ARRAY JOIN [${dimensions}] AS d
          WHERE time >= ${integer(from)} AND time < ${integer(to)} AND (d.1 = '' OR d.2 != '')
          GROUP BY project_id, metric, dimension, value, hour`,
      });
      await client.command({
        query: `INSERT INTO analytics_combined_rollups (project_id, metric, hour, ${COMBINED_COLUMNS}, amount)
          SELECT project_id, metric, intDiv(time, ${HOUR_MS}) * ${HOUR_MS} AS hour, version_id, loader, game_version,
            if(country = '', 'XX', country) AS country, source, ${EVENT_AMOUNT} AS amount
          FROM analytics_events WHERE time >= ${integer(from)} AND time < ${integer(to)}
          GROUP BY project_id, metric, hour, ${COMBINED_COLUMNS}`,
      });
      await client.insert({ table: 'analytics_watermarks', format: 'JSONEachRow', values: [{ job: ROLLUP_JOB, hour: to, at: now.getTime() }] });
    },
    async prune(before: Date): Promise<void> {
      const [old] = await rows<{ n: string | number }>(`SELECT count() AS n FROM analytics_events WHERE time < ${integer(before.getTime())}`);
      // A delete is a mutation that rewrites parts: only start one when there is something to delete.
      if (Number(old?.n ?? 0) > 0) await client.command({ query: `ALTER TABLE analytics_events DELETE WHERE time < ${integer(before.getTime())}` });
    },
    async series(query: SeriesQuery): Promise<SeriesRow[]> {
      if (!query.projectIds.length) return [];
      const rolledUpTo = await watermark();
      const { rolled, live } = needsCombined(query) ? combinedParts(query, rolledUpTo) : dimensionParts(query, rolledUpTo);
      const bucket = query.bucketBy ? 'value' : "''";
      const found = await rows<{ slice: string | number; project_id: string; value: string; amount: string | number }>(
        `SELECT intDiv(hour - ${integer(query.start.getTime())}, ${integer(query.sliceMinutes * 60_000)}) AS slice, project_id, ${bucket} AS value, sum(amount) AS amount
        FROM (${rolled} UNION ALL ${live})${query.bucketBy ? " WHERE value != ''" : ''} GROUP BY slice, project_id, value ORDER BY slice, project_id, value`,
      );
      return found.map((row) => ({ slice: Number(row.slice), projectId: row.project_id, value: row.value, amount: Number(row.amount) }));
    },
    async totals(query: TotalsQuery): Promise<TotalRow[]> {
      if (!query.metrics.length) return [];
      const rolledUpTo = await watermark();
      const metrics = list(query.metrics);
      const found = await rows<{ project_id: string; metric: string; amount: string | number }>(
        `SELECT project_id, metric, sum(amount) AS amount FROM (
          SELECT project_id, metric, amount FROM analytics_rollups WHERE dimension = '' AND metric IN ${metrics}
          AND hour >= ${integer(query.start.getTime())} AND hour < ${integer(Math.min(query.end.getTime(), rolledUpTo))}
          UNION ALL
          SELECT project_id, metric, ${EVENT_AMOUNT} AS amount FROM analytics_events WHERE metric IN ${metrics}
          AND time >= ${integer(Math.max(query.start.getTime(), rolledUpTo))} AND time < ${integer(query.end.getTime())}
          GROUP BY project_id, metric, intDiv(time, ${HOUR_MS})
        ) GROUP BY project_id, metric ORDER BY project_id, metric`,
      );
      return found.map((row) => ({ projectId: row.project_id, metric: row.metric as TotalRow['metric'], amount: Number(row.amount) }));
    },
  };
}
