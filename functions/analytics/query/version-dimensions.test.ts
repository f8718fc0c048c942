// Downloads by loader and game version for a store that knows only each download's version: the answers must equal
// the embedded store's own, which joins the version tables itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedAnalyticsStore } from '#platform/analytics/embedded.ts';
import type { AnalyticsStore, SeriesQuery } from '#platform/analytics/index.ts';
import type { Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { needsVersionDimensions, seriesByVersionDimensions } from './version-dimensions.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-05-04T00:00:00Z');
const at = (hours: number) => new Date(T0 + hours * HOUR);

let database: TestDatabase;
let store: AnalyticsStore;
/** The same store, seen as one without version tables: every loader or game-version read goes through Kiln's. */
let versionBlind: Runtime;
let projectIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEmbeddedAnalyticsStore(database.db);
  versionBlind = { db: database.db, analytics: { ...store, kind: 'clickhouse' } } as unknown as Runtime;
  const owner = await makeUser(database.db);
  const first = await makeProject(database.db, { ownerId: owner.id });
  const second = await makeProject(database.db, { ownerId: owner.id });
  projectIds = [first.id, second.id];
  const both = await makeVersion(database.db, { projectId: first.id, authorId: owner.id, loaders: ['fabric', 'quilt'], gameVersions: ['1.21.1', '1.21'] });
  const forge = await makeVersion(database.db, { projectId: first.id, authorId: owner.id, loaders: ['forge'], gameVersions: ['1.20.1'] });
  const other = await makeVersion(database.db, { projectId: second.id, authorId: owner.id, loaders: ['fabric'], gameVersions: ['1.20.1'] });
  const download = (hours: number, projectId: string, versionId: string, country: string) =>
    ({ time: at(hours), projectId, metric: 'downloads' as const, amount: 1, versionId, country, source: 'app' });
  await store.record([
    download(0, first.id, both.id, 'DE'), download(0, first.id, both.id, 'FR'), download(1, first.id, forge.id, 'DE'),
    download(2, second.id, other.id, 'DE'), download(5, first.id, both.id, 'DE'), download(30, second.id, other.id, 'US'),
  ]);
  await store.rollUp(at(24));
});

afterAll(() => database.dispose());

const day = { start: at(0), end: at(48), sliceMinutes: 24 * 60 };

describe('downloads by loader and game version from the version tables', () => {
  const queries: [string, Omit<SeriesQuery, 'projectIds' | 'start' | 'end' | 'sliceMinutes' | 'metric'>][] = [
    ['bucketed by loader', { bucketBy: 'loader' }],
    ['bucketed by game version', { bucketBy: 'game_version' }],
    ['filtered by loader', { filterBy: { loader: ['quilt'] } }],
    ['filtered by game version, bucketed by country', { bucketBy: 'country', filterBy: { game_version: ['1.20.1'] } }],
    ['bucketed by loader, filtered by country', { bucketBy: 'loader', filterBy: { country: ['DE'] } }],
    ['filtered by loader and game version, bucketed by loader', { bucketBy: 'loader', filterBy: { loader: ['fabric', 'forge'], game_version: ['1.20.1'] } }],
  ];

  it.each(queries)('answers as the embedded store does, %s', async (_name, shape) => {
    const query: SeriesQuery = { ...day, metric: 'downloads', projectIds, ...shape };
    expect(needsVersionDimensions(versionBlind, query)).toBe(true);
    const expected = await store.series(query);
    expect(expected.length).toBeGreaterThan(0);
    const sorted = (rows: typeof expected) => [...rows].sort((a, b) => a.slice - b.slice || a.projectId.localeCompare(b.projectId) || a.value.localeCompare(b.value));
    expect(sorted(await seriesByVersionDimensions(versionBlind, query))).toEqual(sorted(expected));
  });

  it('reads nothing when no version matches the filter', async () => {
    const query: SeriesQuery = { ...day, metric: 'downloads', projectIds, filterBy: { loader: ['neoforge'] } };
    expect(await seriesByVersionDimensions(versionBlind, query)).toEqual([]);
  });

  it('leaves other metrics, other dimensions and the embedded store alone', () => {
    const base = { ...day, projectIds };
    expect(needsVersionDimensions(versionBlind, { ...base, metric: 'playtime', bucketBy: 'loader' })).toBe(false);
    expect(needsVersionDimensions(versionBlind, { ...base, metric: 'downloads', bucketBy: 'country' })).toBe(false);
    expect(needsVersionDimensions({ db: database.db, analytics: store } as unknown as Runtime, { ...base, metric: 'downloads', bucketBy: 'loader' })).toBe(false);
  });
});
