// The analytics API over HTTP: the query's slices and buckets, team permissions, limits, and the legacy shapes.
import { beforeAll, describe, expect, it } from 'vitest';
import { scope } from '#contracts/scopes.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import { addMember, makePat, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { recordProjectRevenue } from '../engagement/service.ts';

const context = useTestServer();
const DAY = 86_400_000;
const START = Date.parse('2026-02-01T00:00:00Z');
const day = (n: number, hour = 12) => new Date(START + n * DAY + hour * 3_600_000);

let ownerToken: string;
let viewerToken: string;
let noAnalyticsToken: string;
let projectId: string;
let otherId: string;

beforeAll(async () => {
  const { db } = context.server.runtime;
  const owner = await makeUser(db);
  const project = await makeProject(db, { ownerId: owner.id, title: 'Alpha' });
  const other = await makeProject(db, { ownerId: owner.id, title: 'Beta' });
  projectId = project.id;
  otherId = other.id;
  const analyst = await makeUser(db);
  await addMember(db, project.teamId, analyst.id, { permissions: ProjectPermission.VIEW_ANALYTICS });
  const helper = await makeUser(db);
  await addMember(db, project.teamId, helper.id, { permissions: ProjectPermission.EDIT_BODY });
  const read = scope('ANALYTICS') + scope('PAYOUTS_READ');
  ownerToken = await makePat(db, owner.id, read);
  viewerToken = await makePat(db, analyst.id, read);
  noAnalyticsToken = await makePat(db, helper.id, read);
  const countries = ['DE', 'DE', 'DE', 'DE', 'DE', 'FR'];
  await context.server.runtime.analytics.record([
    ...countries.map((country, index) => ({ time: day(0), projectId, metric: 'views' as const, amount: 1, country, dedupeKey: `v${index}` })),
    { time: day(2), projectId, metric: 'views', amount: 1, country: 'DE', dedupeKey: 'late' },
    { time: day(1), projectId: otherId, metric: 'downloads', amount: 1, source: 'site' },
  ]);
  await context.server.runtime.analytics.rollUp(new Date(START + 10 * DAY));
  await recordProjectRevenue(db, [{ projectId, day: '2026-02-02', amount: 1234, currency: 'USD' }]);
});

const query = (token: string, body: unknown) => request(context.server.url, '/v3/analytics', { method: 'POST', token, json: body });
const week = { start: '2026-02-01T00:00:00Z', end: '2026-02-08T00:00:00Z', resolution: { slices: 7 } };

describe('POST /v3/analytics', () => {
  it('answers one list per slice, each project and bucket with its count', async () => {
    const response = await query(ownerToken, { time_range: week, return_metrics: { project_views: { bucket_by: ['country'] }, project_revenue: {} }, project_ids: [] });
    expect(response.status).toBe(200);
    expect(response.body.metrics).toHaveLength(7);
    expect(response.body.metrics[0]).toEqual([{ source_project: projectId, metric_kind: 'views', country: 'DE', views: 5 }, { source_project: projectId, metric_kind: 'views', country: 'XX', views: 1 }]);
    expect(response.body.metrics[1]).toEqual([{ source_project: projectId, metric_kind: 'revenue', currency: 'USD', revenue: 12.34 }]);
    expect(response.body.metrics[2]).toEqual([{ source_project: projectId, metric_kind: 'views', country: 'DE', views: 1 }]);
    expect(Object.keys(response.body.projects).sort()).toEqual([projectId, otherId].sort());
  });

  it('gives a member with VIEW_ANALYTICS the project, and no revenue without VIEW_PAYOUTS', async () => {
    const response = await query(viewerToken, { time_range: week, return_metrics: { project_views: {}, project_revenue: {} }, project_ids: [projectId] });
    expect(response.status).toBe(200);
    expect(response.body.metrics.flat()).toEqual([
      { source_project: projectId, metric_kind: 'views', views: 6 },
      { source_project: projectId, metric_kind: 'views', views: 1 },
    ]);
  });

  it('answers 404 for a project whose analytics the member may not read, and leaves it out when none are asked', async () => {
    expect((await query(noAnalyticsToken, { time_range: week, return_metrics: { project_views: {} }, project_ids: [projectId] })).status).toBe(404);
    const all = await query(noAnalyticsToken, { time_range: week, return_metrics: { project_views: {} } });
    expect(all.status).toBe(200);
    expect(all.body.metrics.flat()).toEqual([]);
  });

  it('refuses more than 1024 slices, slices under an hour and mixed filters', async () => {
    const year = { start: '2025-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' };
    expect((await query(ownerToken, { time_range: { ...year, resolution: { minutes: 60 } }, return_metrics: { project_views: {} } })).body.error).toBe('request_error');
    expect((await query(ownerToken, { time_range: { ...week, resolution: { minutes: 30 } }, return_metrics: { project_views: {} } })).status).toBe(400);
    const mixed = await query(ownerToken, { time_range: week, return_metrics: { project_views: { bucket_by: ['country'], filter_by: { source: ['site'] } } } });
    expect(mixed.status).toBe(400);
  });
});

describe('the legacy GETs', () => {
  const get = (path: string, token = ownerToken) => request(context.server.url, path, { token });
  const range = 'start_date=2026-02-01T00:00:00Z&end_date=2026-02-08T00:00:00Z';

  it('answers { project: { unix seconds: count } } per day by default', async () => {
    const response = await get(`/v3/analytics/views?${range}`);
    expect(response.body).toEqual({ [projectId]: { [String(START / 1000)]: 6, [String((START + 2 * DAY) / 1000)]: 1 }, [otherId]: {} });
    const revenue = await get(`/v3/analytics/revenue?${range}&project_ids=${encodeURIComponent(JSON.stringify([projectId]))}`);
    expect(revenue.body).toEqual({ [projectId]: { [String((START + DAY) / 1000)]: 12.34 } });
  });

  it('answers countries per project over the range, small ones folded into XX', async () => {
    const response = await get(`/v3/analytics/countries/views?${range}`);
    expect(response.body).toEqual({ [projectId]: { DE: 6, XX: 1 }, [otherId]: {} });
  });

  it('refuses an unknown metric', async () => {
    expect((await get('/v3/analytics/likes')).status).toBe(400);
  });
});
