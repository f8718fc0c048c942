// Sums per slice for one metric: events from the analytics store, revenue from the daily revenue table; small
// countries folded into XX, and never picked out by a filter.
import { COUNTRY_PRIVACY_FLOOR, UNKNOWN_COUNTRY, type Dimension, type EventMetric, type Metric } from '#contracts/analytics.ts';
import type { SeriesRow } from '#platform/analytics/index.ts';
import type { Runtime } from '#platform/runtime.ts';
import { selectRevenue } from './queries.ts';
import type { Slicing } from './slicing.ts';
import { storeSeries } from './version-dimensions.ts';

const DAY_MS = 86_400_000;

export interface MetricRequest {
  bucketBy?: Dimension;
  filterBy?: Partial<Record<Dimension, string[]>>;
}

/** Revenue rows carry their currency as the bucket value, so sums of different currencies never mix. */
async function revenueSeries(runtime: Runtime, projectIds: string[], slicing: Slicing): Promise<SeriesRow[]> {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const rows = await selectRevenue(runtime.db, projectIds, day(slicing.start.getTime()), day(slicing.end.getTime() + DAY_MS - 1));
  const sliceMs = slicing.sliceMinutes * 60_000;
  return rows.flatMap((row) => {
    const time = Date.parse(`${row.day}T00:00:00Z`);
    if (time < slicing.start.getTime() || time >= slicing.end.getTime()) return [];
    return [{ slice: Math.floor((time - slicing.start.getTime()) / sliceMs), projectId: row.projectId, value: row.currency, amount: Number(row.amount) }];
  });
}

/** A country with fewer events than the floor for a project over the whole range becomes XX, so no one is singled out. */
export function foldSmallCountries(rows: SeriesRow[]): SeriesRow[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(`${row.projectId}\n${row.value}`, (totals.get(`${row.projectId}\n${row.value}`) ?? 0) + row.amount);
  const folded = new Map<string, SeriesRow>();
  for (const row of rows) {
    const value = (totals.get(`${row.projectId}\n${row.value}`) ?? 0) < COUNTRY_PRIVACY_FLOOR ? UNKNOWN_COUNTRY : row.value;
    const key = `${row.slice}\n${row.projectId}\n${value}`;
    const existing = folded.get(key);
    if (existing) existing.amount += row.amount;
    else folded.set(key, { ...row, value });
  }
  return [...folded.values()];
}

/**
 * A country filter could single out the few events of a small country, so per project it keeps only the asked
 * countries with at least the floor's events over the range; projects left with none read nothing.
 */
async function privateCountrySeries(runtime: Runtime, projectIds: string[], metric: EventMetric, slicing: Slicing, request: MetricRequest): Promise<SeriesRow[]> {
  const range = { metric, start: slicing.start, end: slicing.end };
  const asked = request.filterBy?.country;
  if (!asked) return storeSeries(runtime, { ...range, projectIds, sliceMinutes: slicing.sliceMinutes, ...request });
  const totals = await storeSeries(runtime, { ...range, projectIds, sliceMinutes: slicing.sliceMinutes * slicing.slices, bucketBy: 'country', filterBy: { country: asked } });
  const allowed = new Map<string, string[]>();
  for (const row of totals) if (row.amount >= COUNTRY_PRIVACY_FLOOR) allowed.set(row.projectId, [...(allowed.get(row.projectId) ?? []), row.value]);
  const groups = new Map<string, { countries: string[]; projectIds: string[] }>();
  for (const [projectId, countries] of allowed) {
    const key = countries.sort().join(',');
    groups.set(key, { countries, projectIds: [...(groups.get(key)?.projectIds ?? []), projectId] });
  }
  const reads = [...groups.values()].map((group) => storeSeries(runtime, {
    ...range, projectIds: group.projectIds, sliceMinutes: slicing.sliceMinutes, bucketBy: request.bucketBy, filterBy: { ...request.filterBy, country: group.countries },
  }));
  return (await Promise.all(reads)).flat();
}

export async function metricSeries(runtime: Runtime, projectIds: string[], metric: Metric, slicing: Slicing, request: MetricRequest = {}): Promise<SeriesRow[]> {
  if (!projectIds.length) return [];
  if (metric === 'revenue') return revenueSeries(runtime, projectIds, slicing);
  const rows = await privateCountrySeries(runtime, projectIds, metric, slicing, request);
  return request.bucketBy === 'country' ? foldSmallCountries(rows) : rows;
}
