// The OpenAPI operations of the analytics routes beside it (api-compat §8.6).
import { analyticsFacetsBody, analyticsQueryBody, legacyAnalyticsQuery, playtimeBody } from '#contracts/analytics.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'analytics';
const read = {
  200: 'OK', 400: 'Malformed range, resolution or metric', 401: 'No token with ANALYTICS (revenue: and PAYOUTS_READ)',
  404: 'A project that does not exist or whose analytics are not the caller’s (VIEW_ANALYTICS; revenue: VIEW_PAYOUTS)',
};

export const analyticsOperations = [
  operation({
    method: 'post', path: '/v3/analytics', operationId: 'fetchAnalytics', tag, scope: 'ANALYTICS', body: analyticsQueryBody,
    summary: 'Views, downloads, playtime and revenue of projects per time slice, bucketed by one field and filtered by any',
    description: 'At most 1024 slices of at least 60 minutes, rounded up to whole hours. `project_ids` empty: every project of the caller. '
      + 'Revenue needs PAYOUTS_READ too. Countries with fewer than 5 events for a project over the range read as `XX`, and a '
      + '`country` filter leaves them out. `project_events` lists the versions published and the status changes in the range.',
    responses: read,
  }),
  operation({
    method: 'post', path: '/v3/analytics/facets', operationId: 'fetchAnalyticsFacets', tag, scope: 'ANALYTICS', body: analyticsFacetsBody,
    summary: 'The values each metric can be bucketed or filtered by over a range: { facets: { project_views, project_downloads, project_playtime } }',
    description: 'Each metric lists, per field, the values its events carried in the range, the most frequent first. '
      + 'Countries with fewer than 5 events for a project over the range read as `XX`. `project_ids` empty: every project of the caller.',
    responses: { 200: 'OK', 400: 'Malformed range', 401: 'No token with ANALYTICS', 404: read[404] },
  }),
  operation({
    method: 'get', path: '/v3/analytics/{metric}', pathParameters: { metric: 'playtime, views, downloads or revenue' },
    operationId: 'getAnalyticsSeries', tag, scope: 'ANALYTICS', query: legacyAnalyticsQuery,
    summary: 'One metric per project per slice: { projectId: { unixSeconds: amount } } (legacy shape)', responses: read,
  }),
  operation({
    method: 'get', path: '/v3/analytics/countries/{metric}', pathParameters: { metric: 'downloads or views' },
    operationId: 'getAnalyticsCountries', tag, scope: 'ANALYTICS', query: legacyAnalyticsQuery,
    summary: 'One metric per project per country over the range: { projectId: { country: amount } }', responses: read,
  }),
  operation({
    method: 'post', path: '/v3/analytics/playtime', operationId: 'reportPlaytime', tag, scope: 'PERFORM_ANALYTICS', body: playtimeBody,
    summary: 'The desktop app’s report of seconds played, keyed by version ID (unknown versions are left out)',
    responses: { 204: 'Recorded', 400: 'Malformed report', 401: 'No token with PERFORM_ANALYTICS' },
  }),
];
