// The analytics module's public surface. What happened to projects over time: views, downloads, playtime and revenue, stored as events and rollups.
// Other modules and the site import only this file; everything else in the folder is private.
export { dailyEngagement, recordProjectRevenue, type DailyEngagement } from './engagement/service.ts';
export type { RevenueRow } from './engagement/queries.ts';
export { countPageView } from './events/page-view.ts';
export { startAnalyticsJobs } from './jobs/timer.ts';
export { runAnalyticsJobs } from './jobs/run.ts';
export { analyticsRoutes } from './query/routes.ts';
export { analyticsOperations } from './query/openapi.ts';
export { analyticsExportRoutes } from './overview/routes.ts';
export { analyticsOverview, type AnalyticsOverview, type Breakdown, type ProjectSeries } from './overview/service.ts';
