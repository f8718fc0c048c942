// The analytics API over HTTP: the query's slices and buckets, team permissions, limits, and the legacy shapes.
import { beforeAll, describe, expect, it } from 'vitest';
import { scope } from '#contracts/scopes.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import * as t from '#db/schema/index.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
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
let versionId: string;

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
    ...Array.from({ length: 6 }, () => ({ time: day(3), projectId: otherId, metric: 'downloads' as const, amount: 1, country: 'DE', source: 'app' })),
    ...Array.from({ length: 2 }, () => ({ time: day(3), projectId: otherId, metric: 'downloads' as const, amount: 1, country: 'DE', source: 'site' })),
    { time: day(3), projectId: otherId, metric: 'downloads', amount: 1, country: 'FR', source: 'app' },
  ]);
  versionId = (await makeVersion(db, { projectId, authorId: owner.id, name: 'Spring update', versionNumber: '2.0.0', datePublished: day(4) })).id;
  await makeVersion(db, { projectId, authorId: owner.id, datePublished: day(9) });
  const [thread] = await db.insert(t.threads).values({ id: 'THREAD01', type: 'project', projectId, created: day(0) }).returning();
  await db.insert(t.threadMessages).values([
    { id: 'MESSAGE1', threadId: thread!.id, authorId: owner.id, body: { type: 'status_change', old_status: 'processing', new_status: 'approved' }, created: day(5) },
    { id: 'MESSAGE2', threadId: thread!.id, authorId: owner.id, body: { type: 'text', body: 'Looks good', private: false }, created: day(5) },
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

  it('refuses more than 1024 slices and slices under an hour', async () => {
    const year = { start: '2025-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' };
    expect((await query(ownerToken, { time_range: { ...year, resolution: { minutes: 60 } }, return_metrics: { project_views: {} } })).body.error).toBe('request_error');
    expect((await query(ownerToken, { time_range: { ...week, resolution: { minutes: 30 } }, return_metrics: { project_views: {} } })).status).toBe(400);
  });

  it('filters on one field while bucketing by another', async () => {
    const bySource = await query(ownerToken, { time_range: week, return_metrics: { project_downloads: { bucket_by: ['source'], filter_by: { country: ['DE'] } } }, project_ids: [otherId] });
    expect(bySource.status).toBe(200);
    expect(bySource.body.metrics[3]).toEqual([
      { source_project: otherId, metric_kind: 'downloads', source: 'app', downloads: 6 },
      { source_project: otherId, metric_kind: 'downloads', source: 'site', downloads: 2 },
    ]);
    const byCountry = await query(ownerToken, { time_range: week, return_metrics: { project_downloads: { bucket_by: ['country'], filter_by: { source: ['app'] } } }, project_ids: [otherId] });
    expect(byCountry.body.metrics.flat()).toEqual([
      { source_project: otherId, metric_kind: 'downloads', country: 'DE', downloads: 6 },
      { source_project: otherId, metric_kind: 'downloads', country: 'XX', downloads: 1 },
    ]);
  });

  it('leaves out a country under the privacy floor when filtering by it', async () => {
    const small = await query(ownerToken, { time_range: week, return_metrics: { project_downloads: { bucket_by: ['source'], filter_by: { country: ['FR'] } } }, project_ids: [otherId] });
    expect(small.status).toBe(200);
    expect(small.body.metrics.flat()).toEqual([]);
    const both = await query(ownerToken, { time_range: week, return_metrics: { project_downloads: { filter_by: { country: ['FR', 'DE'] } } }, project_ids: [otherId] });
    expect(both.body.metrics.flat()).toEqual([{ source_project: otherId, metric_kind: 'downloads', downloads: 8 }]);
  });

  it('lists the versions published and the status changes within the range, oldest first', async () => {
    const response = await query(ownerToken, { time_range: week, return_metrics: {}, project_ids: [projectId] });
    expect(response.body.project_events).toEqual([
      { project_id: projectId, timestamp: day(4).toISOString(), kind: 'version_uploaded', version_id: versionId, version_name: 'Spring update', version_number: '2.0.0' },
      { project_id: projectId, timestamp: day(5).toISOString(), kind: 'status_changed', status_from: 'processing', status_to: 'approved' },
    ]);
    const other = await query(ownerToken, { time_range: week, return_metrics: {}, project_ids: [otherId] });
    expect(other.body.project_events).toEqual([]);
  });
});

describe('POST /v3/analytics/facets', () => {
  const facets = (token: string, body: unknown) => request(context.server.url, '/v3/analytics/facets', { method: 'POST', token, json: body });

  it('lists the values of each breakdown in the range, the most frequent first, small countries as XX', async () => {
    const response = await facets(ownerToken, { time_range: { start: week.start, end: week.end } });
    expect(response.status).toBe(200);
    expect(response.body.facets.project_views).toEqual({ country: ['DE', 'XX'] });
    expect(response.body.facets.project_downloads).toMatchObject({ country: ['DE', 'XX'], source: ['app', 'site'], version_id: [], loader: [] });
    expect(response.body.facets.project_playtime).toEqual({ version_id: [], loader: [], game_version: [], country: [] });
  });

  it('reads only the range asked and the projects whose analytics the caller may read', async () => {
    const late = await facets(ownerToken, { time_range: { start: '2026-02-03T00:00:00Z', end: '2026-02-04T00:00:00Z' }, project_ids: [projectId] });
    expect(late.body.facets.project_views).toEqual({ country: ['XX'] });
    expect((await facets(noAnalyticsToken, { time_range: week, project_ids: [projectId] })).status).toBe(404);
    expect((await facets(viewerToken, { time_range: week, project_ids: [projectId] })).body.facets.project_downloads.source).toEqual([]);
    expect((await facets(ownerToken, { time_range: { start: week.end, end: week.start } })).status).toBe(400);
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
