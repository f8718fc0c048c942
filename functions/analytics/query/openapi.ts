// The OpenAPI operations of the analytics routes beside it (api-compat §8.6).
import { analyticsQueryBody, legacyAnalyticsQuery, playtimeBody } from '#contracts/analytics.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'analytics';
const read = {
  200: 'OK', 400: 'Malformed range, resolution or metric', 401: 'No token with ANALYTICS (revenue: and PAYOUTS_READ)',
  404: 'A project that does not exist or whose analytics are not the caller’s (VIEW_ANALYTICS; revenue: VIEW_PAYOUTS)',
};

export const analyticsOperations = [
  operation({
    method: 'post', path: '/v3/analytics', operationId: 'fetchAnalytics', tag, scope: 'ANALYTICS', body: analyticsQueryBody,
    summary: 'Views, downloads, playtime and revenue of projects per time slice, bucketed or filtered by one field',
    description: 'At most 1024 slices of at least 60 minutes, rounded up to whole hours. `project_ids` empty: every project of the caller. '
      + 'Revenue needs PAYOUTS_READ too. Countries with fewer than 5 events for a project over the range read as `XX`.',
    responses: read,
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
