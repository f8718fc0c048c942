// The embedded analytics store on a real libSQL file: dedupe, hourly rollups by dimension and combined, pruning,
// series reads (filtered on any field) and totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { createEmbeddedAnalyticsStore } from './embedded.ts';
import type { AnalyticsStore } from './port.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-02T00:00:00Z');
const at = (hours: number, minutes = 0) => new Date(T0 + hours * HOUR + minutes * 60_000);

let database: TestDatabase;
let store: AnalyticsStore;
let projectId: string;
let versionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEmbeddedAnalyticsStore(database.db);
  const owner = await makeUser(database.db);
  const project = await makeProject(database.db, { ownerId: owner.id });
  const version = await makeVersion(database.db, { projectId: project.id, authorId: owner.id, loaders: ['fabric', 'quilt'], gameVersions: ['1.21.1'] });
  projectId = project.id;
  versionId = version.id;
  await store.record([
    { time: at(0, 5), projectId, metric: 'views', amount: 1, country: 'DE', dedupeKey: 'a' },
    { time: at(0, 10), projectId, metric: 'views', amount: 1, country: 'DE', dedupeKey: 'a' },
    { time: at(0, 20), projectId, metric: 'views', amount: 1, country: 'FR', dedupeKey: 'b' },
    { time: at(1, 0), projectId, metric: 'downloads', amount: 1, versionId, country: 'DE', source: 'app' },
    { time: at(25, 0), projectId, metric: 'playtime', amount: 600, versionId, loader: 'fabric', gameVersion: '1.20.1' },
  ]);
  await store.rollUp(at(26));
});

afterAll(() => database.dispose());

const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

describe('the embedded analytics store', () => {
  it('drops an event whose dedupe key it already holds', async () => {
    const rows = await store.series({ projectIds: [projectId], metric: 'views', start: at(0), end: at(48), sliceMinutes: 60 });
    expect(rows).toEqual([{ slice: 0, projectId, value: '', amount: 2 }]);
  });

  it('sums hours into the asked slices and buckets by a dimension', async () => {
    const rows = await store.series({ projectIds: [projectId], metric: 'views', start: at(0), end: at(48), sliceMinutes: 1440, bucketBy: 'country' });
    expect(rows.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { slice: 0, projectId, value: 'DE', amount: 1 },
      { slice: 0, projectId, value: 'FR', amount: 1 },
    ]);
  });

  it('counts a download toward each loader of its version, and playtime toward the loader the app reported', async () => {
    const downloads = await store.series({ projectIds: [projectId], metric: 'downloads', start: at(0), end: at(48), sliceMinutes: 60, bucketBy: 'loader' });
    expect(downloads.map((row) => row.value).sort()).toEqual(['fabric', 'quilt']);
    const playtime = await store.series({ projectIds: [projectId], metric: 'playtime', start: at(0), end: at(48), sliceMinutes: 1440, bucketBy: 'game_version' });
    expect(playtime).toEqual([{ slice: 1, projectId, value: '1.20.1', amount: 600 }]);
  });

  it('filters on a dimension without bucketing by it', async () => {
    const rows = await store.series({ projectIds: [projectId], metric: 'downloads', start: at(0), end: at(48), sliceMinutes: 60, filterBy: { source: ['app'] } });
    expect(rows).toEqual([{ slice: 1, projectId, value: '', amount: 1 }]);
    expect(await store.series({ projectIds: [projectId], metric: 'downloads', start: at(0), end: at(48), sliceMinutes: 60, filterBy: { source: ['site'] } })).toEqual([]);
  });

  it('filters on one field while bucketing by another, a download having its version’s loaders', async () => {
    const range = { projectIds: [projectId], start: at(0), end: at(48), sliceMinutes: 1440 };
    const byLoader = await store.series({ ...range, metric: 'downloads', bucketBy: 'loader', filterBy: { source: ['app'] } });
    expect(byLoader.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { slice: 0, projectId, value: 'fabric', amount: 1 },
      { slice: 0, projectId, value: 'quilt', amount: 1 },
    ]);
    expect(await store.series({ ...range, metric: 'downloads', bucketBy: 'country', filterBy: { loader: ['quilt'] } })).toEqual([{ slice: 0, projectId, value: 'DE', amount: 1 }]);
    expect(await store.series({ ...range, metric: 'downloads', bucketBy: 'country', filterBy: { source: ['site'] } })).toEqual([]);
    expect(await store.series({ ...range, metric: 'downloads', bucketBy: 'loader', filterBy: { loader: ['quilt'], country: ['DE'] } })).toEqual([{ slice: 0, projectId, value: 'quilt', amount: 1 }]);
  });

  it('filters on several fields at once without bucketing', async () => {
    const range = { projectIds: [projectId], start: at(0), end: at(48), sliceMinutes: 1440 };
    expect(await store.series({ ...range, metric: 'playtime', filterBy: { loader: ['fabric'], game_version: ['1.20.1'] } })).toEqual([{ slice: 1, projectId, value: '', amount: 600 }]);
    expect(await store.series({ ...range, metric: 'playtime', filterBy: { loader: ['fabric'], game_version: ['1.21.1'] } })).toEqual([]);
    expect(await store.series({ ...range, metric: 'views', bucketBy: 'country', filterBy: { country: ['FR'], source: ['site'] } })).toEqual([]);
  });

  it('sums every project’s metrics over a range from the totals rollups', async () => {
    expect(await store.totals({ metrics: ['views', 'playtime'], start: at(0), end: at(48) })).toEqual([
      { projectId, metric: 'playtime', amount: 600 },
      { projectId, metric: 'views', amount: 2 },
    ]);
    expect(await store.totals({ metrics: ['views'], start: at(1), end: at(48) })).toEqual([]);
  });

  it('rolls up again the hours since the last run, without counting twice', async () => {
    await store.record([{ time: at(25, 30), projectId, metric: 'playtime', amount: 60, versionId, loader: 'fabric', gameVersion: '1.20.1' }]);
    await store.rollUp(at(26, 10));
    await store.rollUp(at(26, 20));
    const rows = await store.series({ projectIds: [projectId], metric: 'playtime', start: at(0), end: at(48), sliceMinutes: 60 });
    expect(total(rows)).toBe(660);
    const combined = await store.series({ projectIds: [projectId], metric: 'playtime', start: at(0), end: at(48), sliceMinutes: 60, filterBy: { loader: ['fabric'], country: ['XX'] } });
    expect(total(combined)).toBe(660);
  });

  it('keeps the rollups of pruned raw events', async () => {
    await store.prune(at(30));
    await store.rollUp(at(31));
    const rows = await store.series({ projectIds: [projectId], metric: 'views', start: at(0), end: at(48), sliceMinutes: 60 });
    expect(total(rows)).toBe(2);
  });

  it('rolls an event without a country up with those from an unknown country', async () => {
    await store.record([
      { time: at(40, 5), projectId, metric: 'downloads', amount: 1, source: 'api' },
      { time: at(40, 10), projectId, metric: 'downloads', amount: 1, country: 'XX', source: 'api' },
    ]);
    await store.rollUp(at(42));
    const rows = await store.series({ projectIds: [projectId], metric: 'downloads', start: at(0), end: at(48), sliceMinutes: 60, filterBy: { country: ['XX'], source: ['api'] } });
    expect(rows).toEqual([{ slice: 40, projectId, value: '', amount: 2 }]);
  });
});
