// Hash lookups: single, bulk, download redirect and the update lookups that launchers use to find newer versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;
const post = (path: string, json: unknown) => request(server.url, path, { method: 'POST', json });
const get = (path: string) => request(server.url, path, { redirect: 'manual' });
const v: Record<string, Awaited<ReturnType<typeof makeVersion>>> = {};
let draftProjectFile: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const db = database.db;
  const owner = await makeUser(db);
  const project = await makeProject(db, { ownerId: owner.id, slug: 'lithium' });
  const base = { projectId: project.id, authorId: owner.id };
  v.a = await makeVersion(db, { ...base, versionNumber: '0.1', loaders: ['fabric'], gameVersions: ['1.20.1'], datePublished: new Date('2026-01-01') });
  v.b = await makeVersion(db, { ...base, versionNumber: '0.2', loaders: ['fabric'], gameVersions: ['1.20.1'], datePublished: new Date('2026-02-01') });
  v.c = await makeVersion(db, { ...base, versionNumber: '0.3-beta', versionType: 'beta', loaders: ['fabric'], gameVersions: ['1.21.1'], datePublished: new Date('2026-03-01') });
  v.d = await makeVersion(db, { ...base, versionNumber: '0.3-forge', loaders: ['neoforge'], gameVersions: ['1.21.1'], datePublished: new Date('2026-04-01') });
  const other = await makeProject(db, { ownerId: owner.id, slug: 'other' });
  v.other = await makeVersion(db, { projectId: other.id, authorId: owner.id, datePublished: new Date('2026-01-01') });
  const draft = await makeProject(db, { ownerId: owner.id, slug: 'secret', status: 'draft' });
  draftProjectFile = (await makeVersion(db, { projectId: draft.id, authorId: owner.id })).files[0]!.sha1;
});

afterAll(async () => {
  await server.close();
  database.dispose();
});

const sha1 = (key: string) => v[key]!.files[0]!.sha1;
const sha512 = (key: string) => v[key]!.files[0]!.sha512;

describe('GET /v2/version_file/{hash}', () => {
  it('finds the version of a file by sha1 (upper case accepted) or sha512, inferring the algorithm', async () => {
    expect((await get(`/v2/version_file/${sha1('a').toUpperCase()}`)).body.id).toBe(v.a!.id);
    expect((await get(`/v2/version_file/${sha512('b')}`)).body.id).toBe(v.b!.id);
    expect((await get(`/v2/version_file/${sha512('b')}?algorithm=sha512`)).body.id).toBe(v.b!.id);
  });

  it('answers empty 404s for unknown hashes, wrong algorithms and hidden projects', async () => {
    for (const path of [`/v2/version_file/${'0'.repeat(40)}`, `/v2/version_file/${sha1('a')}?algorithm=sha512`, `/v2/version_file/${draftProjectFile}`]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.text).toBe('');
    }
    expect((await get(`/v2/version_file/${sha1('a')}?algorithm=md5`)).status).toBe(400);
  });

  it('redirects /download to the file URL with 307', async () => {
    const response = await get(`/v2/version_file/${sha1('c')}/download`);
    expect(response.status).toBe(307);
    const url = storedFileUrl(server.runtime.config.cdnUrl, v.c!.files[0]!.url);
    expect(response.headers.get('location')).toBe(url);
    expect(response.body).toEqual({ url });
  });
});

describe('POST /v2/version_files and /v2/version_file/project', () => {
  it('maps each known hash to its version and skips unknown ones', async () => {
    const { status, body } = await post('/v2/version_files', { hashes: [sha1('a'), sha1('other'), 'f'.repeat(40), draftProjectFile], algorithm: 'sha1' });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([sha1('a'), sha1('other')].sort());
    expect(body[sha1('a')].id).toBe(v.a!.id);
  });

  it('maps hashes to projects', async () => {
    const { body } = await post('/v2/version_file/project', { hashes: [sha1('b')] });
    expect(body[sha1('b')].slug).toBe('lithium');
  });

  it('rejects a body that is not JSON or has the wrong shape', async () => {
    const notJson = await request(server.url, '/v2/version_files', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe('request_error');
    expect((await post('/v2/version_files', { hashes: 'abc' })).status).toBe(400);
  });
});

describe('update lookups', () => {
  it('picks the newest version of the same project matching loaders, game versions and types', async () => {
    const update = (filter: object) => post(`/v2/version_file/${sha1('a')}/update`, filter);
    expect((await update({ loaders: ['fabric'], game_versions: ['1.20.1'] })).body.id).toBe(v.b!.id);
    expect((await update({ loaders: ['fabric'] })).body.id).toBe(v.c!.id);
    expect((await update({ loaders: ['fabric'], version_types: ['release'] })).body.id).toBe(v.b!.id);
    expect((await update({})).body.id).toBe(v.d!.id);
    expect((await update({ loaders: ['forge'] })).status).toBe(404);
  });

  it('treats empty filter arrays as no filter in the bulk routes', async () => {
    const { body } = await post('/v2/version_files/update', { hashes: [sha1('a'), sha1('other')], loaders: [], game_versions: [] });
    expect(body[sha1('a')].id).toBe(v.d!.id);
    expect(body[sha1('other')].id).toBe(v.other!.id);
    const filtered = await post('/v2/version_files/update', { hashes: [sha1('a'), sha1('other')], loaders: ['fabric'], game_versions: ['1.20.1'] });
    expect(filtered.body[sha1('a')].id).toBe(v.b!.id);
  });

  it('answers every matching version with update_many and per-hash filters with update_individual', async () => {
    const many = await post('/v2/version_files/update_many', { hashes: [sha1('a')], loaders: ['fabric'] });
    expect(many.body[sha1('a')].map((x: any) => x.id)).toEqual([v.c!.id, v.b!.id, v.a!.id]);
    const individual = await post('/v2/version_files/update_individual', {
      hashes: [{ hash: sha1('a'), loaders: ['neoforge'] }, { hash: sha1('b'), game_versions: ['1.20.1'] }],
    });
    expect(individual.body[sha1('a')].id).toBe(v.d!.id);
    expect(individual.body[sha1('b')].id).toBe(v.b!.id);
  });

  it('never offers versions of hidden projects', async () => {
    const { body } = await post('/v2/version_files/update', { hashes: [draftProjectFile] });
    expect(body).toEqual({});
  });
});
