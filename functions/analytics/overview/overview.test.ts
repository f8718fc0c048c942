// The pages' overview: named ranges as days, per-project series and totals, breakdowns, revenue's currency, and CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectPermission } from '#contracts/permissions.ts';
import { loadConfig } from '#config';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { addMember, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { recordProjectRevenue } from '../engagement/service.ts';
import { overviewCsv } from './csv.ts';
import { resolveRange } from './range.ts';
import { analyticsOverview } from './service.ts';

const NOW = new Date('2026-03-15T09:00:00Z');
let database: TestDatabase;
let runtime: Runtime;
let owner: Viewer;
let helper: Viewer;
let alpha: { id: string; teamId: string };
let beta: { id: string };
let versionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = { ...assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: database.directory }), database.db), clock: { now: () => NOW } };
  const user = await makeUser(database.db);
  owner = { userId: user.id, role: 'developer', scopes: 0, via: 'session' };
  alpha = await makeProject(database.db, { ownerId: user.id, title: 'Alpha, "the first"' });
  beta = await makeProject(database.db, { ownerId: user.id, title: 'Beta' });
  versionId = (await makeVersion(database.db, { projectId: alpha.id, authorId: user.id, versionNumber: '2.0.0', loaders: ['neoforge'] })).id;
  const other = await makeUser(database.db);
  await addMember(database.db, alpha.teamId, other.id, { permissions: ProjectPermission.VIEW_ANALYTICS });
  helper = { userId: other.id, role: 'developer', scopes: 0, via: 'session' };
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  await runtime.analytics.record([
    { time: at('2026-03-14'), projectId: alpha.id, metric: 'downloads', amount: 1, versionId, country: 'XX' },
    { time: at('2026-03-14'), projectId: beta.id, metric: 'downloads', amount: 1, country: 'XX' },
    { time: at('2026-03-15'), projectId: beta.id, metric: 'downloads', amount: 1, country: 'XX' },
    { time: at('2026-02-02'), projectId: beta.id, metric: 'downloads', amount: 1, country: 'XX' },
  ]);
  await runtime.analytics.rollUp(NOW);
  await recordProjectRevenue(database.db, [
    { projectId: alpha.id, day: '2026-03-10', amount: 500, currency: 'USD' },
    { projectId: alpha.id, day: '2026-03-11', amount: 100, currency: 'EUR' },
  ]);
});

describe('resolveRange', () => {
  it('knows the previous 30 days, this calendar month and last calendar month', () => {
    expect(resolveRange({ range: 'previous_30_days' }, NOW)).toMatchObject({ first: '2026-02-14', last: '2026-03-15' });
    expect(resolveRange({ range: 'this_month' }, NOW)).toMatchObject({ first: '2026-03-01', last: '2026-03-15' });
    const last = resolveRange({ range: 'last_month' }, NOW);
    expect(last).toMatchObject({ first: '2026-02-01', last: '2026-02-28' });
    expect(last.days).toHaveLength(28);
  });

  it('takes a custom range, and falls back to the previous 30 days when it is reversed', () => {
    expect(resolveRange({ range: 'custom', start: '2026-01-01', end: '2026-01-03' }, NOW).days).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(resolveRange({ range: 'custom', start: '2026-01-03', end: '2026-01-01' }, NOW).range).toBe('previous_30_days');
  });
});

describe('analyticsOverview', () => {
  it('sums each project per day, largest first, with totals and breakdowns', async () => {
    const overview = await analyticsOverview(runtime, owner, { range: 'this_month', metric: 'downloads' });
    expect(overview.projects.map((project) => [project.title, project.total])).toEqual([['Beta', 2], ['Alpha, "the first"', 1]]);
    expect(overview.totals.slice(-2)).toEqual([2, 1]);
    expect(overview.total).toBe(3);
    const versions = overview.breakdowns.find((breakdown) => breakdown.dimension === 'version_id');
    expect(versions?.rows).toEqual([{ value: versionId, label: '2.0.0', amount: 1 }]);
    expect(overview.breakdowns.find((breakdown) => breakdown.dimension === 'loader')?.rows).toEqual([{ value: 'neoforge', label: 'neoforge', amount: 1 }]);
  });

  it('shows revenue in the currency with the most money, and only to members with VIEW_PAYOUTS', async () => {
    const revenue = await analyticsOverview(runtime, owner, { range: 'this_month', metric: 'revenue' });
    expect(revenue.currency).toBe('USD');
    expect(revenue.total).toBe(500);
    expect((await analyticsOverview(runtime, helper, { range: 'this_month', metric: 'revenue' })).projects).toEqual([]);
    expect((await analyticsOverview(runtime, helper, { range: 'this_month', metric: 'downloads' })).projects.map((project) => project.id)).toEqual([alpha.id]);
  });

  it('exports revenue in major units', async () => {
    const csv = overviewCsv(await analyticsOverview(runtime, owner, { range: 'custom', start: '2026-03-10', end: '2026-03-10', metric: 'revenue' }));
    expect(csv).toBe(`date,"Alpha, ""the first"" (${alpha.id})",Beta (${beta.id}),total revenue (USD)\r\n2026-03-10,5.00,0.00,5.00\r\n`);
  });

  it('exports CSV with quoted titles and one line per day', async () => {
    const csv = overviewCsv(await analyticsOverview(runtime, owner, { range: 'custom', start: '2026-03-14', end: '2026-03-15', metric: 'downloads' }));
    expect(csv).toBe(`date,Beta (${beta.id}),"Alpha, ""the first"" (${alpha.id})",total downloads\r\n2026-03-14,1,1,2\r\n2026-03-15,1,0,1\r\n`);
  });
});
