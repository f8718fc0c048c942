// Who may fetch a file under /cdn/data (api-compat §visibility): the version visibility rule, by token or by the
// website's session cookie; what everyone else sees (an unknown file); and which answers a shared cache may keep.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStatus, VersionStatus } from '#contracts/enums.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { createSession } from '../../access/sessions/store.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

type Headers = Record<string, string>;
const callers = {} as Record<'anonymous' | 'stranger' | 'memberByToken' | 'memberByCookie' | 'memberWithoutScope' | 'moderator', Headers>;
let ownerId: string;
let memberId: string;

beforeAll(async () => {
  const db = context.database.db;
  ownerId = (await makeUser(db)).id;
  memberId = (await makeUser(db)).id;
  const stranger = await makeUser(db);
  const moderator = await makeUser(db, { role: 'moderator' });
  const session = await createSession(db, memberId, {});
  Object.assign(callers, {
    anonymous: {},
    stranger: { authorization: await makePat(db, stranger.id, ALL_SCOPES) },
    memberByToken: { authorization: await makePat(db, memberId, ALL_SCOPES) },
    memberByCookie: { cookie: `kiln_session=${session.token}` },
    memberWithoutScope: { authorization: await makePat(db, memberId, ALL_SCOPES - scope('VERSION_READ')) },
    moderator: { authorization: await makePat(db, moderator.id, ALL_SCOPES) },
  });
});

/** A file of a new version in a new project with an accepted member besides its owner. */
async function fileOf(projectStatus: ProjectStatus, versionStatus: VersionStatus = 'listed') {
  const db = context.database.db;
  const project = await makeProject(db, { ownerId, status: projectStatus });
  await addMember(db, project.teamId, memberId);
  const version = await makeVersion(db, {
    projectId: project.id, authorId: ownerId, status: versionStatus, blobs: context.server.runtime.blobs,
  });
  const [file] = version.files;
  return { ...file!, url: storedFileUrl(`${context.server.url}/cdn`, file!.url), versionId: version.id };
}

/** What a client learns from an answer: status, the headers that matter here, and the body. */
async function fetchAs(url: string, headers: Headers, method = 'GET') {
  const response = await fetch(url, { method, headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

const unknownFileOf = (url: string) => url.replace(/[^/]+$/, 'no-such-file.jar');

const HIDDEN: [string, () => ReturnType<typeof fileOf>][] = [
  ['a draft project', () => fileOf('draft')],
  ['a private project', () => fileOf('private')],
  ['a processing project', () => fileOf('processing')],
  ['a draft version of a public project', () => fileOf('approved', 'draft')],
  ['a scheduled version of a public project', () => fileOf('approved', 'scheduled')],
];

describe('files of versions hidden from the caller', () => {
  for (const [what, make] of HIDDEN) {
    it(`answers anonymous callers, strangers and under-scoped tokens like an unknown file, for ${what}`, async () => {
      const file = await make();
      for (const name of ['anonymous', 'stranger', 'memberWithoutScope'] as const) {
        for (const method of ['GET', 'HEAD']) {
          const unknown = await fetchAs(unknownFileOf(file.url), callers[name], method);
          expect(unknown.status).toBe(404);
          expect([name, method, await fetchAs(file.url, callers[name], method)]).toEqual([name, method, unknown]);
        }
      }
      const revalidated = await fetchAs(file.url, { ...callers.anonymous, 'if-none-match': `"${file.sha1}"` });
      expect(revalidated.status).toBe(404);
    });

    it(`serves members (by token or session cookie) and moderators, privately, for ${what}`, async () => {
      const file = await make();
      for (const name of ['memberByToken', 'memberByCookie', 'moderator'] as const) {
        expect([name, await fetchAs(file.url, callers[name])]).toEqual([name, {
          status: 200, type: 'application/java-archive', cache: PRIVATE, body: file.bytes,
        }]);
        expect([name, await fetchAs(file.url, callers[name], 'HEAD')]).toEqual([name, {
          status: 200, type: 'application/java-archive', cache: PRIVATE, body: new Uint8Array(),
        }]);
        const revalidated = await fetchAs(file.url, { ...callers[name], 'if-none-match': `"${file.sha1}"` });
        expect([name, revalidated.status, revalidated.cache]).toEqual([name, 304, PRIVATE]);
      }
    });
  }
});

describe('files anyone may see', () => {
  it('serves files of public and unlisted versions and projects to everyone with the immutable public headers', async () => {
    for (const [projectStatus, versionStatus] of [['approved', 'listed'], ['archived', 'archived'], ['unlisted', 'unlisted'], ['approved', 'unlisted']] as const) {
      const file = await fileOf(projectStatus, versionStatus);
      for (const [name, headers] of Object.entries(callers)) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await fetchAs(file.url, headers, method);
          expect([projectStatus, versionStatus, name, method, answer.status, answer.cache]).toEqual([projectStatus, versionStatus, name, method, 200, PUBLIC]);
          expect(answer.body).toEqual(method === 'GET' ? file.bytes : new Uint8Array());
        }
      }
    }
  });

  it('keeps files of a deleted (yanked) version of a public project downloadable and resolvable by hash', async () => {
    const file = await fileOf('approved');
    const owner = await makePat(context.database.db, ownerId, ALL_SCOPES);
    expect((await request(context.server.url, `/v2/version/${file.versionId}`, { method: 'DELETE', token: owner })).status).toBe(204);
    expect(await fetchAs(file.url, callers.anonymous)).toEqual({ status: 200, type: 'application/java-archive', cache: PUBLIC, body: file.bytes });
    const byHash = await request(context.server.url, `/v2/version_file/${file.sha1}`);
    expect([byHash.status, byHash.body?.id]).toEqual([200, file.versionId]);
  });

  it('keeps a public file free of Set-Cookie for a stale session cookie, so shared caches still keep it', async () => {
    const file = await fileOf('approved');
    const response = await fetch(file.url, { headers: { cookie: 'kiln_session=mra_expiredOrUnknown' } });
    expect([response.status, response.headers.get('set-cookie'), response.headers.get('cache-control')]).toEqual([200, null, PUBLIC]);
  });
});

describe('unknown files', () => {
  it('tells no shared cache to keep a 404, since another caller may be allowed to see the file', async () => {
    const file = await fileOf('approved');
    const answer = await fetchAs(unknownFileOf(file.url), callers.anonymous);
    expect([answer.status, answer.cache]).toEqual([404, 'no-store']);
  });
});
