// Hash lookups of files of hidden versions (api-compat §visibility): for anonymous callers and strangers such a file is
// an unknown hash on every lookup, so it reveals neither its version nor its project; the project's members find it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makePeople, makeProject, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const tokens: Record<string, string | undefined> = { anonymous: undefined };
const ids: Record<string, string> = {};
/** sha1s: of a listed version, of a draft version of the same public project, of a version of a private project. */
const files: Record<'listed' | 'draft' | 'private', string> = { listed: '', draft: '', private: '' };
const OUTSIDERS = ['anonymous', 'stranger'];
let hashes: string[] = [];

beforeAll(async () => {
  const db = context.database.db;
  const cast = await makePeople(db, ['member', 'stranger'], ALL_SCOPES);
  Object.assign(tokens, cast.tokens);
  const authorId = cast.users.member.id;
  const open = await makeProject(db, { ownerId: authorId });
  const closed = await makeProject(db, { ownerId: authorId, status: 'private' });
  const listed = await makeVersion(db, { projectId: open.id, authorId, datePublished: new Date('2026-01-01') });
  const draft = await makeVersion(db, { projectId: open.id, authorId, status: 'draft', datePublished: new Date('2026-02-01') });
  const hidden = await makeVersion(db, { projectId: closed.id, authorId });
  Object.assign(ids, { open: open.id, closed: closed.id, listed: listed.id, draft: draft.id, hidden: hidden.id });
  Object.assign(files, { listed: listed.files[0]!.sha1, draft: draft.files[0]!.sha1, private: hidden.files[0]!.sha1 });
  hashes = Object.values(files);
});

const call = (who: string, path: string, json?: unknown) =>
  request(context.server.url, path, { method: json === undefined ? 'GET' : 'POST', token: tokens[who], json, redirect: 'manual' });

describe('hash lookups of hidden versions’ files', () => {
  it('GET /v2/version_file/{hash} and …/download answer 404 to outsiders and the version to members', async () => {
    for (const hash of [files.draft, files.private]) {
      for (const who of OUTSIDERS) {
        expect([who, (await call(who, `/v2/version_file/${hash}`)).status, (await call(who, `/v2/version_file/${hash}/download`)).status])
          .toEqual([who, 404, 404]);
      }
      expect((await call('member', `/v2/version_file/${hash}`)).status).toBe(200);
      expect((await call('member', `/v2/version_file/${hash}/download`)).status).toBe(307);
    }
  });

  it('POST /v2/version_files and /v2/version_file/project leave them out for outsiders only', async () => {
    for (const who of OUTSIDERS) {
      expect([who, Object.keys((await call(who, '/v2/version_files', { hashes })).body)]).toEqual([who, [files.listed]]);
      const projects = (await call(who, '/v2/version_file/project', { hashes })).body;
      expect([who, Object.keys(projects)]).toEqual([who, [files.listed]]);
    }
    const projects = (await call('member', '/v2/version_file/project', { hashes })).body;
    expect(Object.fromEntries(Object.entries(projects).map(([hash, project]: [string, any]) => [hash, project.id])))
      .toEqual({ [files.listed]: ids.open, [files.draft]: ids.open, [files.private]: ids.closed });
  });

  it('update lookups treat a hidden version’s file as unknown for outsiders, and offer members the public update', async () => {
    for (const who of OUTSIDERS) {
      expect([who, (await call(who, `/v2/version_file/${files.draft}/update`, {})).status]).toEqual([who, 404]);
      for (const route of ['update', 'update_many']) {
        expect([who, route, Object.keys((await call(who, `/v2/version_files/${route}`, { hashes })).body)]).toEqual([who, route, [files.listed]]);
      }
      const individual = await call(who, '/v2/version_files/update_individual', { hashes: hashes.map((hash) => ({ hash })) });
      expect([who, Object.keys(individual.body)]).toEqual([who, [files.listed]]);
    }
    expect((await call('member', `/v2/version_file/${files.draft}/update`, {})).body.id).toBe(ids.listed);
    const bulk = (await call('member', '/v2/version_files/update', { hashes })).body;
    expect(Object.fromEntries(Object.entries(bulk).map(([hash, version]: [string, any]) => [hash, version.id])))
      .toEqual({ [files.listed]: ids.listed, [files.draft]: ids.listed });
  });
});
