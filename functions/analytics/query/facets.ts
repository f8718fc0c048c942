// POST /v3/analytics/facets (api-compat §8.6): the values each metric can be bucketed or filtered by over a range, of
// the projects the caller may read analytics of — the most frequent first, small countries folded into XX.
import type { Viewer } from '#access';
import { FACET_DIMENSIONS, type AnalyticsFacetsBody, type Dimension, type EventMetric } from '#contracts/analytics.ts';
import type { Runtime } from '#platform/runtime.ts';
import { assertScopes } from './policy.ts';
import { metricSeries } from './series.ts';
import { analyticsProjects } from './service.ts';
import { sliceRange } from './slicing.ts';

/** The contract's names of the metrics. */
const FACET_METRICS = { views: 'project_views', downloads: 'project_downloads', playtime: 'project_playtime' } as const satisfies Record<EventMetric, string>;

export type AnalyticsFacets = Record<(typeof FACET_METRICS)[EventMetric], Partial<Record<Dimension, string[]>>>;

export async function analyticsFacets(runtime: Runtime, viewer: Viewer, body: AnalyticsFacetsBody): Promise<{ facets: AnalyticsFacets }> {
  assertScopes(viewer, ['views']);
  const whole = sliceRange(new Date(body.time_range.start), new Date(body.time_range.end), { slices: 1 });
  const readable = await analyticsProjects(runtime, viewer, body.project_ids.length ? { projectIds: body.project_ids } : {});
  const projectIds = readable.projects.map((row) => row.id);
  const entries = await Promise.all((Object.keys(FACET_DIMENSIONS) as EventMetric[]).map(async (metric) => {
    const dimensions = await Promise.all(FACET_DIMENSIONS[metric].map(async (dimension) => {
      const totals = new Map<string, number>();
      for (const row of await metricSeries(runtime, projectIds, metric, whole, { bucketBy: dimension })) totals.set(row.value, (totals.get(row.value) ?? 0) + row.amount);
      const values = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
      return [dimension, values] as const;
    }));
    return [FACET_METRICS[metric], Object.fromEntries(dimensions)] as const;
  }));
  return { facets: Object.fromEntries(entries) as AnalyticsFacets };
}
