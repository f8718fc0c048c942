// Downloads by loader and game version on a store that only knows each download's version (ClickHouse holds no
// version tables): the store is asked per version and Kiln's own version tables say which loaders and game versions
// each version supports; a download counts toward every one of them, as the embedded store counts it.
import type { Dimension } from '#contracts/analytics.ts';
import type { SeriesQuery, SeriesRow } from '#platform/analytics/index.ts';
import type { Runtime } from '#platform/runtime.ts';
import { selectVersionDimensions } from './queries.ts';

type VersionDimension = 'loader' | 'game_version';
const isVersionDimension = (dimension: string): dimension is VersionDimension => dimension === 'loader' || dimension === 'game_version';

/** Whether the store must be helped: it cannot tell a download's loader or game version, and the query asks for one. */
export function needsVersionDimensions(runtime: Runtime, query: SeriesQuery): boolean {
  if (runtime.analytics.kind !== 'clickhouse' || query.metric !== 'downloads') return false;
  const filtered = Object.entries(query.filterBy ?? {}).filter(([, values]) => values).map(([dimension]) => dimension);
  return [query.bucketBy ?? '', ...filtered].some(isVersionDimension);
}

async function dimensionsByVersion(runtime: Runtime, projectIds: string[]) {
  const byVersion = new Map<string, Record<VersionDimension, string[]>>();
  for (const row of await selectVersionDimensions(runtime.db, projectIds)) {
    const entry = byVersion.get(row.versionId) ?? { loader: [], game_version: [] };
    entry[row.dimension as VersionDimension].push(row.value);
    byVersion.set(row.versionId, entry);
  }
  return byVersion;
}

export async function seriesByVersionDimensions(runtime: Runtime, query: SeriesQuery): Promise<SeriesRow[]> {
  const byVersion = await dimensionsByVersion(runtime, query.projectIds);
  const filters = Object.entries(query.filterBy ?? {}).filter((entry): entry is [Dimension, string[]] => Boolean(entry[1]));
  const versionFilters = filters.filter((entry): entry is [VersionDimension, string[]] => isVersionDimension(entry[0]));
  const filterBy: Partial<Record<Dimension, string[]>> = Object.fromEntries(filters.filter(([dimension]) => !isVersionDimension(dimension)));
  if (versionFilters.length) {
    const matching = [...byVersion].filter(([, values]) => versionFilters.every(([dimension, wanted]) => values[dimension].some((value) => wanted.includes(value))));
    const versions = matching.map(([versionId]) => versionId).filter((versionId) => !filterBy.version_id || filterBy.version_id.includes(versionId));
    if (!versions.length) return [];
    filterBy.version_id = versions;
  }
  const bucket = query.bucketBy;
  if (!bucket || !isVersionDimension(bucket)) return runtime.analytics.series({ ...query, filterBy });
  const perVersion = await runtime.analytics.series({ ...query, bucketBy: 'version_id', filterBy });
  const sums = new Map<string, SeriesRow>();
  for (const row of perVersion) {
    for (const value of byVersion.get(row.value)?.[bucket] ?? []) {
      const key = `${row.slice}\n${row.projectId}\n${value}`;
      const existing = sums.get(key);
      if (existing) existing.amount += row.amount;
      else sums.set(key, { slice: row.slice, projectId: row.projectId, value, amount: row.amount });
    }
  }
  return [...sums.values()].sort((a, b) => a.slice - b.slice || a.projectId.localeCompare(b.projectId) || a.value.localeCompare(b.value));
}

/** The store's series, with the loader and game-version breakdowns of downloads added where the store has none. */
export const storeSeries = (runtime: Runtime, query: SeriesQuery): Promise<SeriesRow[]> =>
  needsVersionDimensions(runtime, query) ? seriesByVersionDimensions(runtime, query) : runtime.analytics.series(query);
