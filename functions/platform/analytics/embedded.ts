// The embedded analytics store on libSQL: raw events in one append-only table, hourly rollups rebuilt by a job.
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { EVENT_METRICS } from '#contracts/analytics.ts';
import { readCombinedSeries, rebuildCombinedFrom } from './embedded-combined.ts';
import type { AnalyticsEvent, AnalyticsStore, SeriesQuery, SeriesRow, TotalRow, TotalsQuery } from './port.ts';

/** Bound parameters are reals to SQLite, hence the casts where a division must truncate. */
const HOUR_MS = 3_600_000;
/** An event is stamped before its insert commits; rolling up again from a little before the last run catches late commits. */
const LATE_COMMIT_MS = 5 * 60_000;
/** Rows per INSERT: well under SQLite's bound-parameter limit at eleven columns a row. */
const INSERT_CHUNK = 500;
/** The watermark's name; demo data sets it, so the first run keeps rollups that have no raw events. */
export const ROLLUP_JOB = 'rollup';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Each dimension's value per event, as (project_id, metric, value, time, amount). Downloads carry no loader or game
 * version of their own: they count toward each one their version supports.
 */
const DIMENSION_VALUES: Record<string, (from: number) => SQL> = {
  '': (from) => sql`SELECT project_id, metric, '' AS value, time, amount FROM analytics_events WHERE time >= ${from}`,
  country: (from) => sql`SELECT project_id, metric, COALESCE(country, 'XX') AS value, time, amount FROM analytics_events WHERE time >= ${from}`,
  version_id: (from) => sql`SELECT project_id, metric, version_id AS value, time, amount FROM analytics_events
    WHERE time >= ${from} AND version_id IS NOT NULL`,
  source: (from) => sql`SELECT project_id, metric, source AS value, time, amount FROM analytics_events WHERE time >= ${from} AND source IS NOT NULL`,
  loader: (from) => sql`SELECT project_id, metric, loader AS value, time, amount FROM analytics_events WHERE time >= ${from} AND loader IS NOT NULL
    UNION ALL SELECT e.project_id, e.metric, l.loader, e.time, e.amount FROM analytics_events e
    JOIN version_loaders l ON l.version_id = e.version_id WHERE e.time >= ${from} AND e.loader IS NULL`,
  game_version: (from) => sql`SELECT project_id, metric, game_version AS value, time, amount FROM analytics_events
    WHERE time >= ${from} AND game_version IS NOT NULL
    UNION ALL SELECT e.project_id, e.metric, g.game_version, e.time, e.amount FROM analytics_events e
    JOIN version_game_versions g ON g.version_id = e.version_id WHERE e.time >= ${from} AND e.game_version IS NULL`,
};

async function rebuildFrom(tx: Tx, from: number): Promise<void> {
  await tx.delete(t.analyticsRollups).where(and(gte(t.analyticsRollups.hour, from), inArray(t.analyticsRollups.metric, [...EVENT_METRICS])));
  for (const [dimension, values] of Object.entries(DIMENSION_VALUES)) {
    await tx.run(sql`INSERT INTO analytics_rollups (project_id, metric, dimension, value, hour, amount)
      SELECT project_id, metric, ${dimension}, value, CAST(time / ${HOUR_MS} AS INTEGER) * ${HOUR_MS} AS hour, SUM(amount)
      FROM (${values(from)}) GROUP BY project_id, metric, value, hour`);
  }
  await rebuildCombinedFrom(tx, from);
}

/**
 * Rollup sums per slice. A filter on the bucketed dimension (or one alone) narrows the values of that dimension's
 * rollups; filters on other dimensions read the rollups by every dimension at once.
 */
async function readSeries(db: Db, query: SeriesQuery): Promise<SeriesRow[]> {
  if (!query.projectIds.length) return [];
  const filtered = Object.entries(query.filterBy ?? {}).filter(([, values]) => values);
  if (filtered.some(([dimension]) => dimension !== (query.bucketBy ?? filtered[0]![0]))) return readCombinedSeries(db, query);
  const [filterDimension, filterValues] = filtered[0] ?? [];
  const dimension = query.bucketBy ?? filterDimension ?? '';
  const r = t.analyticsRollups;
  const start = query.start.getTime();
  const sliceMs = query.sliceMinutes * 60_000;
  const slice = sql<number>`CAST((${r.hour} - ${start}) / ${sliceMs} AS INTEGER)`;
  const bucketed = Boolean(query.bucketBy);
  const rows = await db
    .select({ slice, projectId: r.projectId, value: bucketed ? r.value : sql<string>`''`, amount: sql<number>`SUM(${r.amount})` })
    .from(r)
    .where(and(
      inArray(r.projectId, query.projectIds),
      eq(r.metric, query.metric),
      eq(r.dimension, dimension),
      gte(r.hour, start),
      lt(r.hour, query.end.getTime()),
      filterValues ? inArray(r.value, filterValues) : undefined,
    ))
    .groupBy(...(bucketed ? [slice, r.projectId, r.value] : [slice, r.projectId]));
  return rows.map((row) => ({ slice: Number(row.slice), projectId: row.projectId, value: row.value, amount: Number(row.amount) }));
}

async function readTotals(db: Db, query: TotalsQuery): Promise<TotalRow[]> {
  const r = t.analyticsRollups;
  const rows = await db
    .select({ projectId: r.projectId, metric: r.metric, amount: sql<number>`SUM(${r.amount})` })
    .from(r)
    .where(and(eq(r.dimension, ''), inArray(r.metric, query.metrics), gte(r.hour, query.start.getTime()), lt(r.hour, query.end.getTime())))
    .groupBy(r.projectId, r.metric)
    .orderBy(r.projectId, r.metric);
  return rows.map((row) => ({ projectId: row.projectId, metric: row.metric as TotalRow['metric'], amount: Number(row.amount) }));
}

export function createEmbeddedAnalyticsStore(db: Db): AnalyticsStore {
  return {
    kind: 'embedded',
    async record(events: AnalyticsEvent[]): Promise<number> {
      let kept = 0;
      for (let index = 0; index < events.length; index += INSERT_CHUNK) {
        const rows = events.slice(index, index + INSERT_CHUNK).map((event) => ({ ...event, time: event.time.getTime() }));
        const result = await db.insert(t.analyticsEvents).values(rows).onConflictDoNothing();
        kept += result.rowsAffected;
      }
      return kept;
    },
    async rollUp(now: Date): Promise<void> {
      // Immediate: a deferred transaction that reads first cannot wait for the write lock once another writer has
      // committed, and would fail at once with SQLITE_BUSY on a busy server.
      await db.transaction(async (tx) => {
        const [mark] = await tx.select().from(t.analyticsWatermarks).where(eq(t.analyticsWatermarks.job, ROLLUP_JOB));
        await rebuildFrom(tx, mark?.hour ?? 0);
        const next = Math.floor((now.getTime() - LATE_COMMIT_MS) / HOUR_MS) * HOUR_MS;
        await tx.insert(t.analyticsWatermarks).values({ job: ROLLUP_JOB, hour: next })
          .onConflictDoUpdate({ target: t.analyticsWatermarks.job, set: { hour: next } });
      }, { behavior: 'immediate' });
    },
    async prune(before: Date): Promise<void> {
      await db.delete(t.analyticsEvents).where(lt(t.analyticsEvents.time, before.getTime()));
    },
    series: (query) => readSeries(db, query),
    totals: (query) => readTotals(db, query),
  };
}
