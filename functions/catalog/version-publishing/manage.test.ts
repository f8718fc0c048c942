// After publishing: PATCH keeps files immutable (and refuses stale edits), DELETE yanks (lists hide it, hashes and
// downloads keep working), adding files, search freshness, the inspection endpoint (duplicates of other projects'
// files refused at once), and a jar published and downloaded end to end.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { fabricJar, forgeJar, mrpack } from '../file-inspection/fixtures.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { expectGuardedEdits } from '#testing/edit-stamps.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { postForm, versionData, versionForm, type FilePart } from './testing.ts';

const context = useTestServer();
let ownerId: string;
let ownerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let counter = 0;

const jar = (filename = 'example.jar', name = 'file'): FilePart => ({ name, filename, bytes: fabricJar('1.20.1', `2.0.${++counter}`) });
const api = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => request(context.server.url, path, init);
const publish = async (overrides: Record<string, unknown> = {}, files: FilePart[] = [jar()]) => {
  const response = await postForm(context.server.url, '/v2/version', ownerToken, versionForm(versionData(project.id, overrides), files));
  expect(response.status, response.text).toBe(200);
  return response.body;
};
/** Downloads through the path of a file URL (the configured CDN origin is not this test server's). */
const download = async (url: string) => {
  const response = await fetch(context.server.url + new URL(url).pathname);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const sha512 = (bytes: Uint8Array) => createHash('sha512').update(bytes).digest('hex');

beforeAll(async () => {
  const db = context.database.db;
  const owner = await makeUser(db);
  ownerId = owner.id;
  ownerToken = await makePat(db, owner.id, ALL_SCOPES);
  project = await makeProject(db, { ownerId: owner.id, slug: 'managed' });
});

describe('PATCH /v2/version/{id}', () => {
  it('edits metadata, file types and the primary file by hash while the bytes stay the same', async () => {
    const main = jar('main.jar', 'a');
    const extra = jar('extra.jar', 'b');
    const version = await publish({ file_parts: ['a', 'b'], version_number: 'p-1' }, [main, extra]);
    const response = await api(`/v2/version/${version.id}`, {
      method: 'PATCH', token: ownerToken,
      json: {
        name: 'Renamed', version_number: 'p-1b', changelog: 'New notes', version_type: 'alpha', featured: true, game_versions: ['1.20.1', '1.20.2'],
        loaders: ['fabric'], status: 'unlisted', file_types: [{ algorithm: 'sha1', hash: version.files[1].hashes.sha1, file_type: 'dev-jar' }],
        primary_file: ['sha512', version.files[1].hashes.sha512.toUpperCase()], dependencies: [{ project_id: project.id, dependency_type: 'optional' }],
      },
    });
    expect(response.status).toBe(204);
    const after = (await api(`/v2/version/${version.id}`)).body;
    expect(after).toMatchObject({
      name: 'Renamed', version_number: 'p-1b', changelog: 'New notes', version_type: 'alpha', featured: true, status: 'unlisted',
      game_versions: ['1.20.1', '1.20.2'], dependencies: [{ version_id: null, project_id: project.id, file_name: null, dependency_type: 'optional' }],
    });
    expect(after.files.map((f: any) => [f.filename, f.primary, f.file_type, f.hashes])).toEqual([
      ['main.jar', false, null, version.files[0].hashes], ['extra.jar', true, 'dev-jar', version.files[1].hashes],
    ]);
    for (const [index, part] of [main, extra].entries()) {
      const fetched = await download(after.files[index].url);
      expect(sha512(fetched.bytes)).toBe(sha512(part.bytes));
    }
  });

  it('refuses unknown hashes, bad values, non-admin download counts, missing scope and unknown versions', async () => {
    const version = await publish({ version_number: 'p-2' });
    const patch = (json: unknown, token = ownerToken) => api(`/v2/version/${version.id}`, { method: 'PATCH', token, json });
    expect((await patch({ primary_file: ['sha1', 'f'.repeat(40)] })).body.description).toBe(`This version has no file with sha1 ${'f'.repeat(40)}`);
    expect((await patch({ name: '' })).status).toBe(400);
    expect((await patch({ game_versions: ['0.0.0'] })).body.description).toBe('Unknown game version: 0.0.0');
    expect((await patch({ downloads: 5 })).status).toBe(401);
    expect((await patch({ name: 'x' }, await makePat(context.database.db, (await makeUser(context.database.db)).id, ALL_SCOPES))).status).toBe(401);
    const weak = await makePat(context.database.db, ownerId, ALL_SCOPES - scope('VERSION_WRITE'));
    expect((await patch({ name: 'x' }, weak)).status).toBe(401);
    const missing = await api('/v2/version/ZZZZZZZZ', { method: 'PATCH', token: ownerToken, json: { name: 'x' } });
    expect(missing.status).toBe(404);
  });
});

describe('stale version edits', () => {
  it('answers 409 when the version changed since the editor loaded it (ETag, If-Match), and last-write-wins without If-Match', async () => {
    const version = await publish({ version_number: 's-1' });
    const read = () => api(`/v2/version/${version.id}`, { token: ownerToken });
    await expectGuardedEdits({
      what: 'version',
      read,
      edit: (json, headers) => api(`/v2/version/${version.id}`, { method: 'PATCH', token: ownerToken, json, headers }),
      edits: [{ name: 'First editor' }, { name: 'Second editor' }, { name: 'Third editor' }, { name: 'No header' }],
      seen: (body) => body.name,
    });
  });

  it('moves the ETag when files are added or the project’s sides change every version’s environment', async () => {
    const version = await publish({ version_number: 's-2' });
    const etag = async () => (await api(`/v2/version/${version.id}`, { token: ownerToken })).headers.get('etag');
    const published = await etag();
    const extra = { name: 'extra', filename: 's-2-sources.jar', bytes: fabricJar('1.20.1', 's-2-src') };
    expect((await postForm(context.server.url, `/v2/version/${version.id}/file`, ownerToken, versionForm(undefined, [extra]))).status).toBe(204);
    const withFile = await etag();
    expect(withFile).not.toBe(published);
    const stale = await api(`/v2/version/${version.id}`, { method: 'PATCH', token: ownerToken, json: { name: 'Stale' }, headers: { 'If-Match': published! } });
    expect(stale.status).toBe(409);
    expect((await api(`/v2/project/${project.id}`, { method: 'PATCH', token: ownerToken, json: { client_side: 'optional' } })).status).toBe(204);
    expect(await etag()).not.toBe(withFile);
  });
});

describe('DELETE /v2/version/{id}', () => {
  it('hides the version from lists and search while its file stays resolvable by hash and downloadable', async () => {
    const version = await publish({ version_number: 'doomed', game_versions: ['1.20.6'] });
    const file = version.files[0];
    expect((await api(`/v2/version/${version.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api(`/v2/version/${version.id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);

    for (const token of [undefined, ownerToken]) {
      const list = (await api('/v2/project/managed/version', { token })).body.map((v: any) => v.id);
      expect(list).not.toContain(version.id);
    }
    expect((await api('/v2/project/managed')).body.versions).not.toContain(version.id);
    expect((await api('/v2/project/managed/version/doomed')).status).toBe(404);

    const byHash = await api(`/v2/version_file/${file.hashes.sha1}`);
    expect(byHash.status).toBe(200);
    expect(byHash.body.id).toBe(version.id);
    expect((await api(`/v2/version_file/${file.hashes.sha512}?algorithm=sha512`)).body.id).toBe(version.id);
    expect(Object.keys((await api('/v2/version_files', { method: 'POST', json: { hashes: [file.hashes.sha1] } })).body)).toEqual([file.hashes.sha1]);
    const redirect = await api(`/v2/version_file/${file.hashes.sha1}/download`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    const fetched = await download(redirect.headers.get('location')!);
    expect(fetched.status).toBe(200);
    expect(sha512(fetched.bytes)).toBe(file.hashes.sha512);

    const update = await api(`/v2/version_file/${file.hashes.sha1}/update`, { method: 'POST', json: { game_versions: ['1.20.6'] } });
    expect(update.status).toBe(404);
    expect((await api(`/v2/version/${version.id}`, { method: 'DELETE', token: ownerToken })).status).toBe(404);
    expect((await api(`/v2/version/${version.id}`, { method: 'PATCH', token: ownerToken, json: { status: 'listed' } })).status).toBe(404);
  });
});

describe('POST /v2/version/{id}/file', () => {
  it('adds files with the same checks, not as primary', async () => {
    const version = await publish({ version_number: 'f-1' });
    const add = (files: FilePart[], data?: unknown) => postForm(context.server.url, `/v2/version/${version.id}/file`, ownerToken, versionForm(data, files));
    const sources = { name: 'src', filename: 'f-1-sources.jar', bytes: fabricJar('1.20.1', 'f-1-src') };
    expect((await add([sources], { file_types: { src: 'sources-jar' } })).status).toBe(204);
    const after = (await api(`/v2/version/${version.id}`)).body;
    expect(after.files.map((f: any) => [f.filename, f.primary, f.file_type])).toEqual([[version.files[0].filename, true, null], ['f-1-sources.jar', false, 'sources-jar']]);
    expect(sha512((await download(after.files[1].url)).bytes)).toBe(sha512(sources.bytes));

    expect((await add([{ ...jar(), filename: 'f-1-sources.jar' }])).body.description).toContain('Duplicate file name');
    expect((await add([{ name: 'x', filename: 'x.exe', bytes: new Uint8Array([1]) }])).body.description).toContain('File extension exe');
    expect((await add([{ name: 'x', filename: 'pack.mrpack', bytes: mrpack() }])).body.description).toBe('A .mrpack file can only be uploaded with a new version');
    expect((await add([], {})).body.description).toBe('At least one file must be uploaded');
    const otherOwner = await makeUser(context.database.db);
    const other = await makeProject(context.database.db, { ownerId: otherOwner.id });
    const foreign = { name: 'file', filename: 'foreign.jar', bytes: fabricJar('1.20.1', 'foreign') };
    const otherOwnerToken = await makePat(context.database.db, otherOwner.id, ALL_SCOPES);
    expect((await postForm(context.server.url, '/v2/version', otherOwnerToken, versionForm(versionData(other.id), [foreign]))).status).toBe(200);
    const duplicate = await add([foreign]);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.description).toBe('Duplicate files are not allowed to be uploaded to Modrinth!');
    expect((await postForm(context.server.url, `/v2/version/${version.id}/file`, undefined, versionForm(undefined, [jar()]))).status).toBe(401);
  });
});

describe('search freshness', () => {
  it('shows a new version’s game versions in the project’s search document within a second', async () => {
    const facets = encodeURIComponent(JSON.stringify([['versions:1.19.2']]));
    const search = async () => (await api(`/v2/search?facets=${facets}`)).body.hits.map((hit: any) => hit.project_id);
    expect(await search()).not.toContain(project.id);
    const started = Date.now();
    await publish({ version_number: 's-1', game_versions: ['1.19.2'] });
    let hits: string[] = [];
    while (Date.now() - started < 1000 && !hits.includes(project.id)) {
      hits = await search();
      if (!hits.includes(project.id)) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(hits).toContain(project.id);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('POST /_internal/version-files/inspect', () => {
  it('answers pre-fill suggestions for one uploaded file', async () => {
    const form = versionForm(undefined, [{ name: 'file', filename: 'forge-mod.jar', bytes: forgeJar('[1.20.1]') }]);
    const response = await postForm(context.server.url, '/_internal/version-files/inspect', ownerToken, form);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      file_name: 'forge-mod.jar', project_type: 'mod', loaders: ['forge'], game_versions: ['1.20.1'], version_number: '4.5.6',
      name: 'Example Forge 4.5.6', environment: null, staged_upload_id: null,
    });
    expect((await postForm(context.server.url, '/_internal/version-files/inspect', undefined, versionForm(undefined, [jar()]))).status).toBe(401);
    const bad = await postForm(context.server.url, '/_internal/version-files/inspect', ownerToken, versionForm(undefined, [{ name: 'file', filename: 'p.mrpack', bytes: mrpack({ files: [{ path: '/etc/passwd' }] }) }]));
    expect(bad.status).toBe(400);
  });

  it('refuses, with the text publishing gives, a file another project published, when the form names its project', async () => {
    const inspect = (data: unknown, file: FilePart, token = ownerToken) =>
      postForm(context.server.url, '/_internal/version-files/inspect', token, versionForm(data, [file]));
    const otherOwner = await makeUser(context.database.db);
    const otherToken = await makePat(context.database.db, otherOwner.id, ALL_SCOPES);
    const other = await makeProject(context.database.db, { ownerId: otherOwner.id });
    const taken = { name: 'file', filename: 'taken.jar', bytes: fabricJar('1.20.1', 'inspect-taken') };
    expect((await postForm(context.server.url, '/v2/version', otherToken, versionForm(versionData(other.id), [taken]))).status).toBe(200);

    const refused = await inspect({ project_id: project.id }, taken);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'invalid_input', description: 'Duplicate files are not allowed to be uploaded to Modrinth!' });
    const publishing = await postForm(context.server.url, '/v2/version', ownerToken, versionForm(versionData(project.id, { version_number: 'dup-1' }), [taken]));
    expect(publishing.body.description).toBe(refused.body.description);

    // The same bytes in the project that owns them (a re-upload), by id or slug, and without a project, are inspected.
    expect((await inspect({ project_id: other.id }, taken, otherToken)).status).toBe(200);
    expect((await inspect({ project_id: 'managed' }, jar())).body.loaders).toEqual(['fabric']);
    expect((await inspect(undefined, taken)).status).toBe(200);

    // Only for projects the caller may upload to: unknown or hidden ones, and ones without the permission, are refused.
    expect((await inspect({ project_id: 'ZZZZZZZZ' }, jar())).body.description).toBe('The project_id does not refer to an existing project');
    expect((await inspect({ project_id: project.id }, jar(), otherToken)).status).toBe(401);
    expect((await inspect({ project_id: 7 }, jar())).status).toBe(400);
  });
});

describe('end to end', () => {
  it('publishes a real jar and downloads the same bytes from the returned URL', async () => {
    const db = context.database.db;
    const creator = await makeUser(db);
    const token = await makePat(db, creator.id, scope('VERSION_CREATE'));
    const target = await makeProject(db, { ownerId: creator.id, slug: 'end-to-end' });
    const bytes = fabricJar('>=1.21 <1.21.2', '0.1.0');
    const response = await postForm(context.server.url, '/v2/version', token, versionForm(
      versionData(target.id, { version_number: '0.1.0', game_versions: ['1.21', '1.21.1'] }),
      [{ name: 'file', filename: 'end-to-end-0.1.0.jar', bytes }],
    ));
    expect(response.status).toBe(200);
    const [file] = response.body.files;
    expect(file.hashes.sha512).toBe(sha512(bytes));
    const fetched = await download(file.url);
    expect(fetched.status).toBe(200);
    expect(sha512(fetched.bytes)).toBe(file.hashes.sha512);
    expect((await api(`/v2/version_file/${file.hashes.sha1}`)).body.id).toBe(response.body.id);
  });
});
