// GET /v2/search over a real database: visibility, relevance, sorts, pagination, parameters and the hit shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HIT_FIELDS } from '#contracts/search.ts';
import type { ProjectStatus } from '#contracts/enums.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { searchApp, testRuntime } from './testing.ts';

let database: TestDatabase;
let api: ReturnType<typeof searchApp>;
let sodiumLatest: string;
const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const titles = (body: { hits: { title: string }[] }) => body.hits.map((hit) => hit.title);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const owner = await makeUser(db, { username: 'jellysquid' });
  const listed = async (title: string, options: Partial<Parameters<typeof makeProject>[1]> & { loaders?: string[]; gameVersions?: string[] } = {}) => {
    const { loaders, gameVersions, ...rest } = options;
    const project = await makeProject(db, { ownerId: owner.id, title, ...rest });
    await makeVersion(db, { projectId: project.id, authorId: owner.id, loaders: loaders ?? ['fabric'], gameVersions: gameVersions ?? ['1.21.1'], datePublished: day(2) });
    return project;
  };
  const sodium = await listed('Sodium', {
    description: 'A modern rendering engine for Minecraft.', downloads: 1_000_000, followers: 900, categories: ['optimization'],
    loaders: ['fabric', 'quilt'], gameVersions: ['1.20.1', '1.21.1'], published: day(1), updated: day(20),
  });
  sodiumLatest = (await makeVersion(db, { projectId: sodium.id, authorId: owner.id, loaders: ['neoforge'], gameVersions: ['1.21.4'], datePublished: day(10) })).id;
  await makeVersion(db, { projectId: sodium.id, authorId: owner.id, datePublished: day(30), status: 'draft' });
  await listed('Sodium Extra', { description: 'Features that Sodium left out.', downloads: 500_000, followers: 50, published: day(2), updated: day(3) });
  await listed("Reese's Sodium Options", { description: 'Better video settings menu.', downloads: 200_000, followers: 700, published: day(3), updated: day(25) });
  await listed('Indium', { description: 'Sodium addon providing rendering API support.', downloads: 100_000, published: day(4), updated: day(5), loaders: ['forge'], gameVersions: ['1.20.1'] });
  await listed('Lithium', { description: 'Game logic optimizations.', downloads: 10, published: day(5), updated: day(6) });
  await listed('Lithium Plus', { description: 'More of the same.', downloads: 5_000_000, published: day(6), updated: day(7) });
  await listed('SodiumGuard', { projectType: 'plugin', description: 'Protects servers.', loaders: ['paper'], downloads: 3, published: day(7), updated: day(8) });
  await listed('Sodium Archived', { status: 'archived', description: 'Old.', downloads: 4, published: day(8), updated: day(9) });
  await makeProject(db, { ownerId: owner.id, title: 'Sodium Versionless', description: 'No files yet.', downloads: 2, published: day(9) });
  for (const status of ['draft', 'private', 'unlisted', 'rejected', 'processing', 'withheld', 'scheduled'] satisfies ProjectStatus[]) {
    await listed(`Sodium ${status}`, { status, description: 'Hidden from search.', downloads: 9_000_000 });
  }
  api = searchApp(testRuntime(database));
});

afterAll(async () => {
  await api.close();
  database.dispose();
});

describe('GET /v2/search', () => {
  it('lists only approved and archived projects', async () => {
    const { status, body } = await api.get('/v2/search?limit=100');
    expect(status).toBe(200);
    expect(body.total_hits).toBe(9);
    expect(titles(body)).toContain('Sodium Archived');
    for (const hidden of ['draft', 'private', 'unlisted', 'rejected', 'processing', 'withheld', 'scheduled']) {
      expect(titles(body)).not.toContain(`Sodium ${hidden}`);
    }
    const { body: typed } = await api.get('/v2/search?query=sodium&limit=100');
    expect(titles(typed).filter((title) => /draft|private|unlisted|rejected|processing|withheld|scheduled/.test(title))).toEqual([]);
  });

  it('finds Sodium while typing and through a typo, most relevant first', async () => {
    const { body: typing } = await api.get('/v2/search?query=sod');
    expect(titles(typing)[0]).toBe('Sodium');
    expect(titles(typing)).toEqual(expect.arrayContaining(['Sodium Extra', 'SodiumGuard']));
    const { body: typo } = await api.get('/v2/search?query=sodum');
    expect(titles(typo)[0]).toBe('Sodium');
  });

  it('ranks an exact title match first, above a far more downloaded one', async () => {
    const { body } = await api.get('/v2/search?query=lithium');
    expect(titles(body)).toEqual(['Lithium', 'Lithium Plus']);
  });

  it('weights the title above the description', async () => {
    const { body } = await api.get('/v2/search?query=sodium&limit=20');
    expect(titles(body).indexOf('Indium')).toBeGreaterThan(titles(body).indexOf('Sodium Archived'));
  });

  it('renders hits with exactly the contract fields', async () => {
    const { body } = await api.get('/v2/search?query=Sodium&limit=1');
    const [hit] = body.hits;
    expect(Object.keys(hit).sort()).toEqual([...SEARCH_HIT_FIELDS].sort());
    expect(hit).toMatchObject({
      title: 'Sodium', project_type: 'mod', author: 'jellysquid', icon_url: '', latest_version: sodiumLatest, follows: 900,
      categories: ['fabric', 'neoforge', 'optimization', 'quilt'], display_categories: ['fabric', 'neoforge', 'optimization', 'quilt'],
      versions: ['1.21.4', '1.21.1', '1.20.1'], license: 'MIT', gallery: [], featured_gallery: null, disclosure_types: [],
    });
    expect(hit.date_created).toBe('2025-01-01T00:00:00.000+00:00');
    expect(hit.date_modified).toMatch(/^2025-01-20T00:00:00(\.\d+)?\+00:00$/);
  });

  it('reports plugins as mods and projects without versions as "project"', async () => {
    const { body } = await api.get('/v2/search?query=sodiumguard');
    expect(body.hits[0]).toMatchObject({ title: 'SodiumGuard', project_type: 'mod', all_project_types: ['plugin'] });
    const { body: bare } = await api.get('/v2/search?query=versionless');
    expect(bare.hits[0]).toMatchObject({ project_type: 'project', latest_version: '', versions: [] });
  });

  it.each([
    ['downloads', 'downloads'],
    ['follows', 'follows'],
    ['newest', 'date_created'],
    ['date_created', 'date_created'],
    ['updated', 'date_modified'],
    ['date_modified', 'date_modified'],
    ['relevance', 'downloads'],
  ])('sorts by index=%s (descending %s)', async (index, field) => {
    const { body } = await api.get(`/v2/search?index=${index}&limit=100`);
    const values = body.hits.map((hit: Record<string, number | string>) => hit[field]);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(body.hits).toHaveLength(9);
  });

  it('rounds the offset down to a multiple of the limit and starts there', async () => {
    const { body: all } = await api.get('/v2/search?index=downloads&limit=100');
    const { body } = await api.get('/v2/search?index=downloads&offset=3&limit=2');
    expect(body).toMatchObject({ offset: 2, limit: 2, total_hits: 9 });
    expect(titles(body)).toEqual(titles(all).slice(2, 4));
  });

  it('treats limit 0 as 1, clamps above 100 and defaults to 10', async () => {
    expect((await api.get('/v2/search?limit=0')).body).toMatchObject({ limit: 1, hits: [expect.anything()] });
    expect((await api.get('/v2/search?limit=101')).body.limit).toBe(100);
    expect((await api.get('/v2/search?offset=7')).body).toMatchObject({ limit: 10, offset: 0 });
  });

  it.each([
    ['limit=ten', 'limit: expected a whole number'],
    ['offset=-1', 'offset: expected a whole number'],
    ['index=popular', "invalid index 'popular'"],
    ['facets=[["categories:fabric"]', 'failed to parse facets'],
    ['facets=[["colour:red"]]', 'failed to parse facets'],
  ])('answers 400 request_error for %s', async (query, description) => {
    const { status, body } = await api.get(`/v2/search?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('request_error');
    expect(body.description).toContain(description);
  });

  it('answers 400 request_error for a filter in 5,000 parentheses', async () => {
    const { status, body } = await api.get(`/v2/search?filters=${'('.repeat(5000)}license=MIT${')'.repeat(5000)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'request_error', description: 'failed to parse filters: nested more than 32 levels deep' });
  });

  it('filters by facets (loaders are categories) and ignores unknown parameters', async () => {
    const facets = encodeURIComponent('[["categories:fabric"],["versions:1.21.1"]]');
    const { body } = await api.get(`/v2/search?facets=${facets}&filter=&limit=100`);
    expect(titles(body).sort()).toEqual(['Lithium', 'Lithium Plus', "Reese's Sodium Options", 'Sodium', 'Sodium Archived', 'Sodium Extra']);
    const { body: mods } = await api.get(`/v2/search?facets=${encodeURIComponent('[["project_type:mod"],["categories:paper"]]')}`);
    expect(titles(mods)).toEqual(['SodiumGuard']);
  });

  it('ANDs the legacy filters with the facets', async () => {
    const facets = encodeURIComponent('[["categories:fabric"]]');
    const filters = encodeURIComponent('downloads >= 200000 AND NOT title = "Sodium"');
    const { body } = await api.get(`/v2/search?facets=${facets}&filters=${filters}&index=downloads`);
    expect(titles(body)).toEqual(['Lithium Plus', 'Sodium Extra', "Reese's Sodium Options"]);
  });
});
