// What the analytics pages and the CSV export show: one metric per day per project over a range, its totals, and
// breakdowns by country, game version, loader and version.
import type { Viewer } from '#access';
import { getVersions } from '#catalog';
import type { AnalyticsPageQuery, Dimension, Metric } from '#contracts/analytics.ts';
import type { Runtime } from '#platform/runtime.ts';
import type { SeriesRow } from '#platform/analytics/index.ts';
import { analyticsProjects } from '../query/service.ts';
import type { ProjectScope } from '../query/queries.ts';
import { metricSeries } from '../query/series.ts';
import { resolveRange, type DayRange } from './range.ts';

const DAY_MS = 86_400_000;
export const BREAKDOWNS = ['country', 'game_version', 'loader', 'version_id'] as const satisfies readonly Dimension[];
/** Rows per breakdown table: the long tail of game versions says little. */
const BREAKDOWN_ROWS = 25;

export interface ProjectSeries {
  id: string;
  title: string;
  /** One amount per day of the range. */
  values: number[];
  total: number;
}

export interface Breakdown {
  dimension: (typeof BREAKDOWNS)[number];
  rows: { value: string; label: string; amount: number }[];
}

export interface AnalyticsOverview {
  range: DayRange;
  metric: Metric;
  /** Revenue only: the currency of its amounts, which are in minor units. */
  currency: string | null;
  /** Largest total first. */
  projects: ProjectSeries[];
  totals: number[];
  total: number;
  breakdowns: Breakdown[];
}

function scopeOf(query: AnalyticsPageQuery): ProjectScope {
  if (query.project) return { projectIds: [query.project] };
  return query.organization ? { organizationId: query.organization } : {};
}

/** Revenue rows carry their currency; a chart adds up one currency only, the one with the most money in the range. */
function oneCurrency(rows: SeriesRow[]): { rows: SeriesRow[]; currency: string | null } {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.value, (sums.get(row.value) ?? 0) + row.amount);
  const [currency] = [...sums].sort((a, b) => b[1] - a[1])[0] ?? ['USD'];
  return { rows: rows.filter((row) => row.value === currency), currency };
}

async function breakdownOf(runtime: Runtime, viewer: Viewer, ids: string[], metric: Metric, slicing: Parameters<typeof metricSeries>[3], dimension: Breakdown['dimension']): Promise<Breakdown> {
  const sums = new Map<string, number>();
  for (const row of await metricSeries(runtime, ids, metric, slicing, { bucketBy: dimension })) sums.set(row.value, (sums.get(row.value) ?? 0) + row.amount);
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, BREAKDOWN_ROWS);
  const labels = dimension === 'version_id'
    ? new Map((await getVersions(runtime, viewer, top.map(([value]) => value), false)).map((version) => [version.id, version.version_number]))
    : new Map<string, string>();
  return { dimension, rows: top.map(([value, amount]) => ({ value, label: labels.get(value) ?? value, amount })) };
}

/** Throws not found when an asked project's analytics are not the viewer's to read. */
export async function analyticsOverview(runtime: Runtime, viewer: Viewer, query: AnalyticsPageQuery): Promise<AnalyticsOverview> {
  const range = resolveRange(query, runtime.clock.now());
  const readable = await analyticsProjects(runtime, viewer, scopeOf(query));
  const projects = readable.projects.filter((row) => query.metric !== 'revenue' || readable.withRevenue.has(row.id));
  const ids = projects.map((row) => row.id);
  const start = new Date(`${range.first}T00:00:00Z`);
  const slicing = { start, end: new Date(start.getTime() + range.days.length * DAY_MS), sliceMinutes: 1440, slices: range.days.length };
  const series = await metricSeries(runtime, ids, query.metric, slicing);
  const { rows, currency } = query.metric === 'revenue' ? oneCurrency(series) : { rows: series, currency: null };
  const byProject = new Map(projects.map((row) => [row.id, { id: row.id, title: row.title, values: range.days.map(() => 0), total: 0 }]));
  for (const row of rows) {
    const project = byProject.get(row.projectId);
    if (!project || row.slice >= project.values.length) continue;
    project.values[row.slice] = project.values[row.slice]! + row.amount;
    project.total += row.amount;
  }
  const ordered = [...byProject.values()].sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
  const totals = range.days.map((_, index) => ordered.reduce((sum, project) => sum + project.values[index]!, 0));
  const breakdowns = query.metric === 'revenue' || !ids.length
    ? []
    : await Promise.all(BREAKDOWNS.map((dimension) => breakdownOf(runtime, viewer, ids, query.metric, slicing, dimension)));
  return { range, metric: query.metric, currency, projects: ordered, totals, total: totals.reduce((a, b) => a + b, 0), breakdowns };
}
