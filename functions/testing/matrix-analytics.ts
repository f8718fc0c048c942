// The authorization matrix's rows for analytics: reading a project's figures needs ANALYTICS (revenue: PAYOUTS_READ too)
// and VIEW_ANALYTICS on the project, which admins hold everywhere; to anyone else the project is not found. Reporting
// playtime is the desktop app's, through the restricted PERFORM_ANALYTICS.
import type { Route } from './matrix-route.ts';
import { setups } from './matrix-fixtures.ts';
import type { Vars } from './matrix-fixtures.ts';

const ids = (v: Vars) => `project_ids=${encodeURIComponent(JSON.stringify([v.project]))}`;
const range = { start: '2026-01-01T00:00:00Z', end: '2026-01-08T00:00:00Z', resolution: { slices: 7 } };

export const ANALYTICS_ROUTES: Route[] = [
  { method: 'POST', path: () => '/v3/analytics', scope: ['ANALYTICS'], setup: setups.project, body: (v) => ({ json: { time_range: range, return_metrics: { project_views: {} }, project_ids: [v.project] } }), ok: 200, stranger: 404, staff: 'admin' },
  { method: 'POST', path: () => '/v3/analytics/facets', scope: ['ANALYTICS'], setup: setups.project, body: (v) => ({ json: { time_range: range, project_ids: [v.project] } }), ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/analytics/downloads?${ids(v)}`, scope: ['ANALYTICS'], setup: setups.project, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/analytics/revenue?${ids(v)}`, scope: ['ANALYTICS', 'PAYOUTS_READ'], setup: setups.project, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/analytics/countries/views?${ids(v)}`, scope: ['ANALYTICS'], setup: setups.project, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/_internal/analytics/export.csv?metric=views&project=${v.project}`, scope: ['ANALYTICS'], setup: setups.project, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'POST', path: () => '/v3/analytics/playtime', scope: ['PERFORM_ANALYTICS'], setup: setups.version, body: (v) => ({ json: { [v.version!]: { seconds: 60, loader: 'fabric', game_version: '1.20.1' } } }), ok: 204, stranger: 'ok' },
];
