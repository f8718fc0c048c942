// v2 version reads: by id, in bulk, by number, and the filtered list of a project's versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;
const get = (path: string, token?: string) => request(server.url, path, { token });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

let ownerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
const v: Record<string, Awaited<ReturnType<typeof makeVersion>>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const db = database.db;
  const owner = await makeUser(db);
  ownerToken = await makePat(db, owner.id, ALL_SCOPES);
  project = await makeProject(db, { ownerId: owner.id, slug: 'iris' });
  const base = { projectId: project.id, authorId: owner.id };
  v.old = await makeVersion(db, { ...base, versionNumber: '1.0.0', loaders: ['fabric'], gameVersions: ['1.20.1'], datePublished: new Date('2026-01-01'), changelog: 'First' });
  v.beta = await makeVersion(db, { ...base, versionNumber: '1.1.0-beta', versionType: 'beta', loaders: ['fabric', 'quilt'], gameVersions: ['1.20.4'], datePublished: new Date('2026-02-01') });
  v.forge = await makeVersion(db, { ...base, versionNumber: '1.1.0', loaders: ['forge'], gameVersions: ['1.20.4'], datePublished: new Date('2026-03-01'), featured: true });
  v.latest = await makeVersion(db, {
    ...base, versionNumber: '1.2.0', loaders: ['fabric'], gameVersions: ['1.21', '1.21.1'], datePublished: new Date('2026-04-01'),
    files: [{ filename: 'iris-1.2.0.jar' }, { filename: 'iris-1.2.0-sources.jar', primary: false }],
  });
  v.unlisted = await makeVersion(db, { ...base, versionNumber: '1.2.1', status: 'unlisted', datePublished: new Date('2026-05-01') });
  v.draft = await makeVersion(db, { ...base, versionNumber: '2.0.0', status: 'draft', datePublished: new Date('2026-06-01') });
});

afterAll(async () => {
  await server.close();
  database.dispose();
});

describe('GET /v2/project/{id}/version', () => {
  it('lists listed versions newest first with the full version shape', async () => {
    const { status, body } = await get('/v2/project/iris/version');
    expect(status).toBe(200);
    expect(body.map((x: any) => x.version_number)).toEqual(['1.2.0', '1.1.0', '1.1.0-beta', '1.0.0']);
    const latest = body[0];
    expect(latest).toMatchObject({
      id: v.latest!.id, project_id: project.id, featured: false, changelog_url: null, version_type: 'release', status: 'listed',
      requested_status: null, game_versions: ['1.21', '1.21.1'], loaders: ['fabric'], dependencies: [],
    });
    expect(latest.files).toHaveLength(2);
    expect(latest.files[0]).toEqual({
      id: v.latest!.files[0]!.id,
      hashes: { sha1: v.latest!.files[0]!.sha1, sha512: v.latest!.files[0]!.sha512 },
      url: expect.stringContaining(`/data/${project.id}/versions/${v.latest!.id}/iris-1.2.0.jar`),
      filename: 'iris-1.2.0.jar', primary: true, size: v.latest!.files[0]!.size, file_type: null,
    });
    expect(latest.files[1].primary).toBe(false);
  });

  it('shows hidden and unlisted versions to the team', async () => {
    const { body } = await get('/v2/project/iris/version', ownerToken);
    expect(body.map((x: any) => x.version_number)).toEqual(['2.0.0', '1.2.1', '1.2.0', '1.1.0', '1.1.0-beta', '1.0.0']);
  });

  it('filters by loaders, game versions, channel and featured; ignores malformed filter JSON', async () => {
    const numbers = async (query: string) => (await get(`/v2/project/iris/version?${query}`)).body.map((x: any) => x.version_number);
    expect(await numbers(`loaders=${q(['quilt'])}`)).toEqual(['1.1.0-beta']);
    expect(await numbers(`loaders=${q(['forge', 'quilt'])}`)).toEqual(['1.1.0', '1.1.0-beta']);
    expect(await numbers(`game_versions=${q(['1.20.4'])}`)).toEqual(['1.1.0', '1.1.0-beta']);
    expect(await numbers(`loaders=${q(['fabric'])}&game_versions=${q(['1.20.4', '1.21.1'])}`)).toEqual(['1.2.0', '1.1.0-beta']);
    expect(await numbers('version_type=beta')).toEqual(['1.1.0-beta']);
    expect(await numbers('featured=true')).toEqual(['1.1.0']);
    expect(await numbers('featured=false')).toEqual(['1.2.0', '1.1.0-beta', '1.0.0']);
    expect(await numbers('loaders=[not json')).toHaveLength(4);
    expect(await numbers('limit=2&offset=1')).toEqual(['1.1.0', '1.1.0-beta']);
  });

  it('falls back to auto-featured versions when nothing matches featured=true', async () => {
    const db = database.db;
    const owner = await makeUser(db);
    const other = await makeProject(db, { ownerId: owner.id, slug: 'no-featured' });
    const base = { projectId: other.id, authorId: owner.id };
    await makeVersion(db, { ...base, versionNumber: 'a', gameVersions: ['1.20.1'], datePublished: new Date('2026-01-01') });
    await makeVersion(db, { ...base, versionNumber: 'b', gameVersions: ['1.20.4'], datePublished: new Date('2026-02-01') });
    await makeVersion(db, { ...base, versionNumber: 'c', gameVersions: ['1.21.1'], datePublished: new Date('2026-03-01') });
    const { body } = await get('/v2/project/no-featured/version?featured=true');
    expect(body.map((x: any) => x.version_number)).toEqual(['c', 'b']);
  });

  it('drops the changelog key when include_changelog=false', async () => {
    const { body } = await get('/v2/project/iris/version?include_changelog=false');
    expect(body[0]).not.toHaveProperty('changelog');
    expect((await get('/v2/project/iris/version')).body[0]).toHaveProperty('changelog');
  });

  it('answers 404 with an empty body for an unknown project', async () => {
    const response = await get('/v2/project/unknown-project/version');
    expect(response.status).toBe(404);
    expect(response.text).toBe('');
  });
});

describe('GET /v2/version/{id}, /v2/versions, /v2/project/{id}/version/{id|number}', () => {
  it('finds a version by id, including an unlisted one, but not a draft', async () => {
    expect((await get(`/v2/version/${v.old!.id}`)).body.changelog).toBe('First');
    expect((await get(`/v2/version/${v.unlisted!.id}`)).status).toBe(200);
    expect((await get(`/v2/version/${v.draft!.id}`)).status).toBe(404);
    expect((await get(`/v2/version/${v.draft!.id}`, ownerToken)).status).toBe(200);
  });

  it('answers 400 for an id that is not base62', async () => {
    const response = await get('/v2/version/abc-def');
    expect(response.status).toBe(400);
    expect(response.body.description).toBe("Invalid character '-' in base62 encoding");
  });

  it('finds many versions, skipping unknown and hidden ones, and rejects bad ids as a whole', async () => {
    const ids = [v.old!.id, v.latest!.id, v.draft!.id, 'ZZZZZZZZ'];
    const { body } = await get(`/v2/versions?ids=${q(ids)}&include_changelog=false`);
    expect(body.map((x: any) => x.id).sort()).toEqual([v.old!.id, v.latest!.id].sort());
    expect(body[0]).not.toHaveProperty('changelog');
    expect((await get(`/v2/versions?ids=${q(['bad!id'])}`)).status).toBe(400);
  });

  it('finds a project version by number or id', async () => {
    expect((await get('/v2/project/iris/version/1.1.0')).body.id).toBe(v.forge!.id);
    expect((await get(`/v2/project/iris/version/${v.beta!.id}`)).body.version_number).toBe('1.1.0-beta');
    expect((await get('/v2/project/iris/version/9.9.9')).status).toBe(404);
  });
});
