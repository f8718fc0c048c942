// Analytics reads for the API: POST /v3/analytics, the legacy per-metric and per-country GETs.
import type { Viewer } from '#access';
import { resolveVisibleProjects, projectV3Views } from '#catalog';
import { minorUnitDigits } from '#contracts/billing.ts';
import { RETURN_METRICS, type AnalyticsQueryBody, type LegacyAnalyticsQuery, type Metric, type ReturnMetric } from '#contracts/analytics.ts';
import type { Runtime } from '#platform/runtime.ts';
import { projectEvents, type ProjectEvent } from './project-events.ts';
import { assertScopes, readableProjects, revenueReadable } from './policy.ts';
import { selectProjectsWithMemberships, type ProjectScope } from './queries.ts';
import { metricSeries } from './series.ts';
import { sliceRange, type Slicing } from './slicing.ts';
import { analyticsDataOf, type AnalyticsData } from './view.ts';

const LEGACY_DEFAULT_MS = 14 * 86_400_000;
const LEGACY_DEFAULT_MINUTES = 1440;

/** The projects the viewer may read analytics of, and of those the ones whose revenue too. */
export async function analyticsProjects(runtime: Runtime, viewer: Viewer, scope: ProjectScope) {
  const rows = await selectProjectsWithMemberships(runtime.db, viewer.userId, scope);
  const projects = readableProjects(viewer, rows, scope.projectIds);
  return { projects, withRevenue: new Set(revenueReadable(viewer, projects).map((row) => row.id)) };
}

const idsOf = (metric: Metric, readable: Awaited<ReturnType<typeof analyticsProjects>>) =>
  readable.projects.map((row) => row.id).filter((id) => metric !== 'revenue' || readable.withRevenue.has(id));

export interface AnalyticsResponse {
  metrics: AnalyticsData[][];
  projects: Record<string, unknown>;
  users: Record<string, unknown>;
  project_events: ProjectEvent[];
}

export async function queryAnalytics(runtime: Runtime, viewer: Viewer, body: AnalyticsQueryBody): Promise<AnalyticsResponse> {
  const asked = Object.keys(body.return_metrics) as ReturnMetric[];
  assertScopes(viewer, asked.map((name) => RETURN_METRICS[name]));
  const slicing = sliceRange(new Date(body.time_range.start), new Date(body.time_range.end), body.time_range.resolution);
  const readable = await analyticsProjects(runtime, viewer, body.project_ids.length ? { projectIds: body.project_ids } : {});
  const metrics: AnalyticsData[][] = Array.from({ length: slicing.slices }, () => []);
  for (const name of asked) {
    const request = body.return_metrics[name]!;
    const [bucketBy] = request.bucket_by;
    const metric = RETURN_METRICS[name];
    const rows = await metricSeries(runtime, idsOf(metric, readable), metric, slicing, { bucketBy, filterBy: request.filter_by });
    for (const row of rows) metrics[row.slice]?.push(analyticsDataOf(metric, bucketBy, row));
  }
  const visible = await resolveVisibleProjects(runtime.db, viewer, readable.projects.map((row) => row.id));
  const views = await projectV3Views(runtime, visible.map((project) => project.row));
  const events = await projectEvents(runtime.db, readable.projects.map((row) => row.id), new Date(body.time_range.start), new Date(body.time_range.end));
  return { metrics, projects: Object.fromEntries(views.map((view) => [view.id, view])), users: {}, project_events: events };
}

function legacySlicing(query: LegacyAnalyticsQuery, now: Date): Slicing {
  const end = query.end_date ? new Date(query.end_date) : now;
  const start = query.start_date ? new Date(query.start_date) : new Date(end.getTime() - LEGACY_DEFAULT_MS);
  return sliceRange(start, end, { minutes: query.resolution_minutes ?? LEGACY_DEFAULT_MINUTES });
}

/** `{ projectId: { unixSecondsOfSlice: amount } }`; revenue in major units (Modrinth's are USD; Kiln's are summed across currencies). */
export async function legacySeries(runtime: Runtime, viewer: Viewer, metric: Metric, query: LegacyAnalyticsQuery) {
  assertScopes(viewer, [metric]);
  const slicing = legacySlicing(query, runtime.clock.now());
  const readable = await analyticsProjects(runtime, viewer, { projectIds: query.project_ids });
  const result: Record<string, Record<string, number>> = Object.fromEntries(idsOf(metric, readable).map((id) => [id, {}]));
  for (const row of await metricSeries(runtime, idsOf(metric, readable), metric, slicing)) {
    const second = String((slicing.start.getTime() + row.slice * slicing.sliceMinutes * 60_000) / 1000);
    const amount = metric === 'revenue' ? row.amount / 10 ** minorUnitDigits(row.value) : row.amount;
    result[row.projectId]![second] = (result[row.projectId]![second] ?? 0) + amount;
  }
  return result;
}

/** `{ projectId: { country: amount } }` over the range, small countries folded into XX. */
export async function countryTotals(runtime: Runtime, viewer: Viewer, metric: 'downloads' | 'views', query: LegacyAnalyticsQuery) {
  assertScopes(viewer, [metric]);
  const slicing = legacySlicing(query, runtime.clock.now());
  const whole = { ...slicing, sliceMinutes: slicing.sliceMinutes * slicing.slices, slices: 1 };
  const readable = await analyticsProjects(runtime, viewer, { projectIds: query.project_ids });
  const result: Record<string, Record<string, number>> = Object.fromEntries(readable.projects.map((row) => [row.id, {}]));
  for (const row of await metricSeries(runtime, Object.keys(result), metric, whole, { bucketBy: 'country' })) {
    result[row.projectId]![row.value] = (result[row.projectId]![row.value] ?? 0) + row.amount;
  }
  return result;
}
