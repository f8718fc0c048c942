// Dependencies on what the publisher may not see (api-compat §visibility): on POST /v2/version, PATCH /v2/version/{id},
// POST /v2/project's initial versions and a .mrpack's embedded files, a hidden project or version is refused or left
// unresolved exactly like one that does not exist, so neither its existence nor its project leaks; its members may use it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { fabricJar, mrpack } from '../file-inspection/fixtures.ts';
import { makePeople, makeProject, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { createRequest, projectData } from '../projects/write-testing.ts';
import { postForm, versionData, versionForm, type FilePart } from './testing.ts';

const context = useTestServer();
const tokens: Record<string, string> = {};
/** Each person's own public project, which they may publish to. */
const own: Record<string, string> = {};
const hidden = { projects: [] as string[], versions: [] as { id: string; projectId: string; sha1: string; sha512: string }[] };
let counter = 0;

const jar = (): FilePart => ({ name: 'file', filename: 'example.jar', bytes: fabricJar('1.20.1', `3.0.${++counter}`) });
const dependencies = (list: Record<string, string>[]) => list.map((dependency) => ({ ...dependency, dependency_type: 'required' }));
const publish = (who: string, list: Record<string, string>[]) => postForm(context.server.url, '/v2/version', tokens[who],
  versionForm(versionData(own[who]!, { version_number: `v${++counter}`, dependencies: dependencies(list) }), [jar()]));
const unknown = (kind: 'project' | 'version', id: string) => ({ error: 'invalid_input', description: `Dependency ${kind} ${id} does not exist` });

beforeAll(async () => {
  const db = context.database.db;
  const cast = await makePeople(db, ['member', 'stranger'], ALL_SCOPES);
  Object.assign(tokens, cast.tokens);
  await db.update(t.users).set({ emailVerified: true }).where(eq(t.users.id, cast.users.stranger.id));
  for (const [who, user] of Object.entries(cast.users)) own[who] = (await makeProject(db, { ownerId: user.id })).id;
  const ownerId = cast.users.member.id;
  for (const status of ['draft', 'private', 'rejected', 'processing'] as const) {
    const project = await makeProject(db, { ownerId, status });
    hidden.projects.push(project.id);
    const { id, files: [file] } = await makeVersion(db, { projectId: project.id, authorId: ownerId });
    hidden.versions.push({ id, projectId: project.id, sha1: file!.sha1, sha512: file!.sha512 });
  }
  const open = await makeProject(db, { ownerId });
  const { id, files: [file] } = await makeVersion(db, { projectId: open.id, authorId: ownerId, status: 'draft' });
  hidden.versions.push({ id, projectId: open.id, sha1: file!.sha1, sha512: file!.sha512 });
});

describe('dependencies on hidden projects and versions', () => {
  it('POST /v2/version refuses them to a stranger as if they did not exist', async () => {
    for (const id of [...hidden.projects, 'ZZZZZZZZ']) {
      const response = await publish('stranger', [{ project_id: id }]);
      expect([id, response.status, response.body]).toEqual([id, 400, unknown('project', id)]);
    }
    for (const id of [...hidden.versions.map((version) => version.id), 'ZZZZZZZZ']) {
      const response = await publish('stranger', [{ version_id: id }]);
      expect([id, response.status, response.body]).toEqual([id, 400, unknown('version', id)]);
    }
  });

  it('POST /v2/version accepts them from a member, filling in a version’s project', async () => {
    const response = await publish('member', [{ project_id: hidden.projects[0]! }, ...hidden.versions.map((version) => ({ version_id: version.id }))]);
    expect(response.status, response.text).toBe(200);
    expect(response.body.dependencies.map((dependency: any) => [dependency.version_id, dependency.project_id])).toEqual([
      [null, hidden.projects[0]], ...hidden.versions.map((version) => [version.id, version.projectId]),
    ]);
  });

  it('PATCH /v2/version/{id} refuses them to a stranger as if they did not exist and accepts them from a member', async () => {
    const edit = async (who: string, list: Record<string, string>[]) => {
      const created = await publish(who, []);
      expect(created.status, created.text).toBe(200);
      return request(context.server.url, `/v2/version/${created.body.id}`, { method: 'PATCH', token: tokens[who], json: { dependencies: dependencies(list) } });
    };
    const [version] = hidden.versions;
    expect(await edit('stranger', [{ project_id: hidden.projects[1]! }])).toMatchObject({ status: 400, body: unknown('project', hidden.projects[1]!) });
    expect(await edit('stranger', [{ version_id: version!.id }])).toMatchObject({ status: 400, body: unknown('version', version!.id) });
    expect((await edit('member', [{ project_id: hidden.projects[1]! }, { version_id: version!.id }])).status).toBe(204);
  });

  it('POST /v2/project refuses them in a stranger’s initial versions as if they did not exist', async () => {
    const [version] = hidden.versions;
    const initial = { ...versionData('', { dependencies: dependencies([{ version_id: version!.id }]) }), project_id: undefined };
    const { status, body } = await createRequest(context.server, tokens.stranger!, [
      { name: 'data', json: projectData({ initial_versions: [initial] }) }, { ...jar(), name: 'file' },
    ]);
    expect([status, body]).toEqual([400, unknown('version', version!.id)]);
  });

  it('leaves a hidden version’s file in a stranger’s .mrpack unresolved, and resolves it in a member’s', async () => {
    const packOf = (who: string) => postForm(context.server.url, '/v2/version', tokens[who], versionForm(
      versionData(own[who]!, { version_number: `pack-${++counter}`, loaders: ['mrpack'] }),
      [{ name: 'file', filename: 'pack.mrpack', bytes: mrpack({ index: { versionId: `p${counter}` }, files: hidden.versions.map((version, i) => ({ path: `mods/hidden-${i}.jar`, sha1: version.sha1, sha512: version.sha512 })) }) }],
    ));
    const stranger = await packOf('stranger');
    expect(stranger.status, stranger.text).toBe(200);
    expect(stranger.body.dependencies).toEqual(hidden.versions.map((_, i) => ({ version_id: null, project_id: null, file_name: `hidden-${i}.jar`, dependency_type: 'embedded' })));
    const member = await packOf('member');
    expect(member.body.dependencies.map((dependency: any) => [dependency.version_id, dependency.project_id]))
      .toEqual(hidden.versions.map((version) => [version.id, version.projectId]));
  });
});
