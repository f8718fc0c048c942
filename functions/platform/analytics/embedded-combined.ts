// The embedded store's rollups by every dimension at once: rebuilt beside the per-dimension ones, and read when a
// query filters on a field other than the one it buckets by.
import { sql, type SQL } from 'drizzle-orm';
import type { Dimension } from '#contracts/analytics.ts';
import type { Db } from '#db/client.ts';
import type { SeriesQuery, SeriesRow } from './port.ts';

const HOUR_MS = 3_600_000;

type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Columns that hold a dimension's value as the event carried it. */
const COLUMN: Record<Dimension, SQL> = {
  country: sql.raw('c.country'),
  source: sql.raw('c.source'),
  version_id: sql.raw('c.version_id'),
  loader: sql.raw('c.loader'),
  game_version: sql.raw('c.game_version'),
};

/** Downloads carry no loader or game version of their own: they have each one their version supports. */
const VERSION_TABLE: Partial<Record<Dimension, { table: SQL; column: SQL }>> = {
  loader: { table: sql.raw('version_loaders'), column: sql.raw('loader') },
  game_version: { table: sql.raw('version_game_versions'), column: sql.raw('game_version') },
};

const list = (values: readonly string[]) => sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;

export async function rebuildCombinedFrom(tx: Runner, from: number): Promise<void> {
  await tx.run(sql`DELETE FROM analytics_combined_rollups WHERE hour >= ${from}`);
  // Grouped by the values as stored: an event without a country and one from an unknown country are both XX.
  await tx.run(sql`INSERT INTO analytics_combined_rollups (project_id, metric, hour, version_id, loader, game_version, country, source, amount)
    SELECT project_id, metric, hour, version_id, loader, game_version, country, source, SUM(amount) FROM (
      SELECT project_id, metric, CAST(time / ${HOUR_MS} AS INTEGER) * ${HOUR_MS} AS hour, COALESCE(version_id, '') AS version_id,
        COALESCE(loader, '') AS loader, COALESCE(game_version, '') AS game_version, COALESCE(country, 'XX') AS country,
        COALESCE(source, '') AS source, amount
      FROM analytics_events WHERE time >= ${from}
    ) GROUP BY project_id, metric, hour, version_id, loader, game_version, country, source`);
}

/** An event has the value when it carried it, or (loader, game version) when its version has it. */
function hasOneOf(dimension: Dimension, values: readonly string[]): SQL {
  const own = sql`${COLUMN[dimension]} IN ${list(values)}`;
  const joined = VERSION_TABLE[dimension];
  if (!joined) return own;
  return sql`(${own} OR (${COLUMN[dimension]} = '' AND EXISTS (SELECT 1 FROM ${joined.table} x
    WHERE x.version_id = c.version_id AND x.${joined.column} IN ${list(values)})))`;
}

export async function readCombinedSeries(db: Runner, query: SeriesQuery): Promise<SeriesRow[]> {
  const start = query.start.getTime();
  const sliceMs = query.sliceMinutes * 60_000;
  const filters = Object.entries(query.filterBy ?? {}).filter((entry): entry is [Dimension, string[]] => Boolean(entry[1]));
  const conditions = filters.map(([dimension, values]) => hasOneOf(dimension, values));
  const bucket = query.bucketBy;
  const joined = bucket ? VERSION_TABLE[bucket] : undefined;
  const value = !bucket ? sql`''` : joined ? sql`CASE WHEN ${COLUMN[bucket]} != '' THEN ${COLUMN[bucket]} ELSE b.${joined.column} END` : COLUMN[bucket];
  const join = joined ? sql` LEFT JOIN ${joined.table} b ON ${COLUMN[bucket!]} = '' AND b.version_id = c.version_id` : sql``;
  const bucketFilter = bucket ? query.filterBy?.[bucket] : undefined;
  const rows = await db.all<{ slice: number; project_id: string; value: string; amount: number }>(sql`
    SELECT slice, project_id, value, SUM(amount) AS amount FROM (
      SELECT CAST((c.hour - ${start}) / ${sliceMs} AS INTEGER) AS slice, c.project_id AS project_id, ${value} AS value, c.amount AS amount
      FROM analytics_combined_rollups c${join}
      WHERE c.project_id IN ${list(query.projectIds)} AND c.metric = ${query.metric} AND c.hour >= ${start} AND c.hour < ${query.end.getTime()}
      ${conditions.length ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}
    )${bucket ? sql` WHERE value IS NOT NULL AND value != ''${bucketFilter ? sql` AND value IN ${list(bucketFilter)}` : sql``}` : sql``}
    GROUP BY slice, project_id, value`);
  return rows.map((row) => ({ slice: Number(row.slice), projectId: row.project_id, value: row.value, amount: Number(row.amount) }));
}
