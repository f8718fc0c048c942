// Analytics words and limits shared by the API, the store and the pages: metrics, breakdown dimensions, request schemas.
import { z } from 'zod';
import { jsonStringArray } from './query-params.ts';

/** The metrics events are recorded for; revenue is recorded per day by payouts, not as events. */
export const EVENT_METRICS = ['views', 'downloads', 'playtime'] as const;
export type EventMetric = (typeof EVENT_METRICS)[number];

export const METRICS = [...EVENT_METRICS, 'revenue'] as const;
export type Metric = (typeof METRICS)[number];

/** Breakdowns kept by the hourly rollups. */
export const DIMENSIONS = ['country', 'game_version', 'loader', 'version_id', 'source'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Where a download came from. */
export const DOWNLOAD_SOURCES = ['site', 'app', 'api'] as const;
export type DownloadSource = (typeof DOWNLOAD_SOURCES)[number];

/** A country with fewer events than this for a project in the asked range is reported as `XX`. */
export const COUNTRY_PRIVACY_FLOOR = 5;
export const UNKNOWN_COUNTRY = 'XX';

export const MAX_SLICES = 1024;
export const MIN_SLICE_MINUTES = 60;
/** Raw events are deleted after this many days; the rollups keep the history. */
export const RAW_EVENT_RETENTION_DAYS = 30;
/** The chart's tooltip lists at most this many projects (spec §9). */
export const TOOLTIP_PROJECT_LIMIT = 15;

const projectId = z.string().regex(/^[0-9A-Za-z]{8}$/, 'a project id is 8 base62 characters');

/** `return_metrics` entries as the contract names them, and the metric each reads. */
export const RETURN_METRICS = {
  project_views: 'views',
  project_downloads: 'downloads',
  project_playtime: 'playtime',
  project_revenue: 'revenue',
} as const satisfies Record<string, Metric>;
export type ReturnMetric = keyof typeof RETURN_METRICS;

const metricRequest = z.object({
  bucket_by: z.array(z.enum(DIMENSIONS)).max(1, 'bucket by at most one field').default([]),
  filter_by: z.partialRecord(z.enum(DIMENSIONS), z.array(z.string().max(64)).max(100)).default({}),
});

const timeRange = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  resolution: z.union([
    z.object({ slices: z.number().int().min(1).max(MAX_SLICES) }),
    z.object({ minutes: z.number().int().min(MIN_SLICE_MINUTES) }),
  ]),
});

export const analyticsQueryBody = z.object({
  time_range: timeRange,
  return_metrics: z.object({
    project_views: metricRequest.optional(),
    project_downloads: metricRequest.optional(),
    project_playtime: metricRequest.optional(),
    project_revenue: metricRequest.optional(),
  }),
  project_ids: z.array(projectId).max(1000).default([]),
});
export type AnalyticsQueryBody = z.infer<typeof analyticsQueryBody>;

/** The facets' request: the query's range and projects (its resolution and metrics, if sent, change nothing). */
export const analyticsFacetsBody = z.object({
  time_range: timeRange.partial({ resolution: true }),
  project_ids: z.array(projectId).max(1000).default([]),
});
export type AnalyticsFacetsBody = z.infer<typeof analyticsFacetsBody>;

/** The breakdowns each metric's events carry, as the facets list them. */
export const FACET_DIMENSIONS = {
  views: ['country'],
  downloads: ['version_id', 'country', 'game_version', 'loader', 'source'],
  playtime: ['version_id', 'loader', 'game_version', 'country'],
} as const satisfies Record<EventMetric, readonly Dimension[]>;

export const legacyAnalyticsQuery = z.object({
  project_ids: jsonStringArray.describe('JSON array of project IDs; none: every project of yours').optional(),
  start_date: z.iso.datetime({ offset: true }).optional().describe('default: two weeks before the end'),
  end_date: z.iso.datetime({ offset: true }).optional().describe('default: now'),
  resolution_minutes: z.coerce.number().int().min(MIN_SLICE_MINUTES).optional().describe('default: 1440'),
});
export type LegacyAnalyticsQuery = z.infer<typeof legacyAnalyticsQuery>;

export const legacyMetric = z.enum(['playtime', 'views', 'downloads', 'revenue']);
export const countryMetric = z.enum(['downloads', 'views']);

/** The desktop app's report, keyed by version id (Modrinth's playtime shape). */
export const playtimeBody = z.record(
  z.string().regex(/^[0-9A-Za-z]{8}$/),
  z.object({
    seconds: z.number().int().min(1).max(86_400),
    loader: z.string().max(64),
    game_version: z.string().max(32),
    parent: z.string().regex(/^[0-9A-Za-z]{8}$/).nullish(),
  }),
).refine((entries) => Object.keys(entries).length >= 1 && Object.keys(entries).length <= 64, 'report 1 to 64 versions');
export type PlaytimeBody = z.infer<typeof playtimeBody>;

/** The ranges the pages offer (spec §9) and a custom one. */
export const PAGE_RANGES = ['previous_30_days', 'this_month', 'last_month', 'custom'] as const;
export type PageRange = (typeof PAGE_RANGES)[number];
/** A custom range's longest span in days: the slice limit at one slice per day. */
export const MAX_RANGE_DAYS = MAX_SLICES;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD');

/** The pages' and the CSV export's query: range, metric, and whose projects (one project, an organization, or all of one's own). */
export const analyticsPageQuery = z.object({
  range: z.enum(PAGE_RANGES).catch('previous_30_days'),
  start: day.optional().catch(undefined),
  end: day.optional().catch(undefined),
  metric: z.enum(METRICS).catch('downloads'),
  project: z.string().regex(/^[0-9A-Za-z]{8}$/).optional().catch(undefined),
  organization: z.string().regex(/^[0-9A-Za-z]{8}$/).optional().catch(undefined),
});
export type AnalyticsPageQuery = z.infer<typeof analyticsPageQuery>;
