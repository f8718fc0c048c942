// v2 project reads: shapes, bulk and random lookups, and the visibility matrix over every status and viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '#contracts/enums.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;
const get = (path: string, token?: string) => request(server.url, path, { token });

let owner: Awaited<ReturnType<typeof makeUser>>;
let sodium: Awaited<ReturnType<typeof makeProject>>;
let library: Awaited<ReturnType<typeof makeProject>>;
const tokens: Record<string, string> = {};
const byStatus = new Map<ProjectStatus, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const db = database.db;
  owner = await makeUser(db, { username: 'Jellysquid' });
  const member = await makeUser(db);
  const other = await makeUser(db);
  const invitee = await makeUser(db);
  const moderator = await makeUser(db, { role: 'moderator' });
  tokens.owner = await makePat(db, owner.id, ALL_SCOPES);
  tokens.member = await makePat(db, member.id, scope('PROJECT_READ') + scope('VERSION_READ'));
  tokens.memberNoScope = await makePat(db, member.id, scope('USER_READ'));
  tokens.other = await makePat(db, other.id, ALL_SCOPES);
  tokens.invitee = await makePat(db, invitee.id, ALL_SCOPES);
  tokens.moderator = await makePat(db, moderator.id, ALL_SCOPES);
  tokens.expired = await makePat(db, owner.id, ALL_SCOPES, new Date(Date.now() - 1000));

  library = await makeProject(db, { ownerId: owner.id, title: 'Fabric API', slug: 'fabric-api', categories: ['library'] });
  const libraryVersion = await makeVersion(db, { projectId: library.id, authorId: owner.id });
  sodium = await makeProject(db, {
    ownerId: owner.id, title: 'Sodium', slug: 'Sodium', categories: ['optimization'], additionalCategories: ['utility'], downloads: 1234,
  });
  await addMember(db, sodium.teamId, member.id, { permissions: 4 });
  await db.insert(t.donationUrls).values({ projectId: sodium.id, platform: 'ko-fi', url: 'https://ko-fi.com/example' });
  await makeVersion(db, { projectId: sodium.id, authorId: owner.id, loaders: ['fabric'], gameVersions: ['1.20.1'], datePublished: new Date('2026-02-01') });
  await makeVersion(db, {
    projectId: sodium.id, authorId: owner.id, loaders: ['fabric', 'quilt'], gameVersions: ['1.21.1'], datePublished: new Date('2026-03-01'),
    dependencies: [{ projectId: library.id, type: 'required' }, { versionId: libraryVersion.id, type: 'optional' }],
  });
  await makeVersion(db, { projectId: sodium.id, authorId: owner.id, loaders: ['neoforge'], status: 'draft', datePublished: new Date('2026-04-01') });

  for (const status of PROJECT_STATUSES) {
    const project = await makeProject(db, { ownerId: owner.id, status, slug: `status-${status}` });
    await addMember(db, project.teamId, member.id);
    await addMember(db, project.teamId, invitee.id, { accepted: false });
    byStatus.set(status, project.id);
  }
});

afterAll(async () => {
  await server.close();
  database.dispose();
});

describe('GET /v2/project/{id|slug}', () => {
  it('answers the full v2 shape by id and by slug in any case', async () => {
    const byId = await get(`/v2/project/${sodium.id}`);
    expect(byId.status).toBe(200);
    const bySlug = await get('/v2/project/sOdIuM');
    expect(bySlug.body).toEqual(byId.body);
    const project = byId.body;
    expect(project).toMatchObject({
      id: sodium.id, slug: 'Sodium', project_type: 'mod', team: sodium.teamId, organization: null, title: 'Sodium',
      body_url: null, status: 'approved', requested_status: null, moderator_message: null,
      license: { id: 'MIT', name: 'MIT License', url: null }, client_side: 'required', server_side: 'optional',
      downloads: 1234, followers: 0, categories: ['optimization'], additional_categories: ['utility'],
      game_versions: ['1.20.1', '1.21.1'], loaders: ['fabric', 'quilt'], icon_url: null,
      donation_urls: [{ id: 'ko-fi', platform: 'Ko-fi', url: 'https://ko-fi.com/example' }], gallery: [], color: null,
      monetization_status: 'monetized',
    });
    expect(project.versions).toHaveLength(2);
    expect(project.published).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Object.keys(project)).toEqual(expect.arrayContaining(['thread_id', 'raw_icon_url', 'issues_url', 'source_url', 'wiki_url', 'discord_url', 'approved', 'queued', 'updated', 'body', 'description']));
  });

  it('reports a project without versions as type "project" and an unknown one as an empty 404', async () => {
    expect((await get(`/v2/project/${byStatus.get('approved')}`)).body.project_type).toBe('project');
    const missing = await get('/v2/project/no-such-project');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('');
  });

  it('answers /check with the id and /members with accepted members in the v3 user shape', async () => {
    expect((await get('/v2/project/sodium/check')).body).toEqual({ id: sodium.id });
    const members = (await get('/v2/project/sodium/members')).body;
    expect(members).toHaveLength(2);
    const ownerEntry = members.find((m: any) => m.user.id === owner.id);
    expect(ownerEntry).toMatchObject({ team_id: sodium.teamId, role: 'Owner', accepted: true, permissions: null, payouts_split: null });
    expect(ownerEntry.user).not.toHaveProperty('name');
    expect(ownerEntry.user.username).toBe('Jellysquid');
    const asOwner = (await get('/v2/project/sodium/members', tokens.owner)).body;
    expect(asOwner.find((m: any) => m.user.id === owner.id).permissions).toBe(1023);
  });

  it('lists the projects and versions a project depends on', async () => {
    const { body } = await get('/v2/project/sodium/dependencies');
    expect(body.projects.map((p: any) => p.id)).toEqual([library.id]);
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0].project_id).toBe(library.id);
  });
});

describe('GET /v2/projects and /v2/projects_random', () => {
  it('returns each requested project once, silently skipping unknown and hidden ones', async () => {
    const ids = JSON.stringify([sodium.id, 'sodium', 'fabric-api', 'nope', byStatus.get('draft')]);
    const { status, body } = await get(`/v2/projects?ids=${encodeURIComponent(ids)}`);
    expect(status).toBe(200);
    expect(body.map((p: any) => p.id).sort()).toEqual([sodium.id, library.id].sort());
  });

  it('rejects a missing or malformed ids parameter with a description', async () => {
    const missing = await get('/v2/projects');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('request_error');
    const malformed = await get(`/v2/projects?ids=${encodeURIComponent('["a",')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.description).toMatch(/ids: not valid JSON/);
    const wrongShape = await get(`/v2/projects?ids=${encodeURIComponent('{"a":1}')}`);
    expect(wrongShape.body.description).toMatch(/JSON array of strings/);
  });

  it('picks random listed projects within count bounds', async () => {
    const { body } = await get('/v2/projects_random?count=100');
    const statuses = new Set(body.map((p: any) => p.status));
    expect([...statuses].every((status) => status === 'approved' || status === 'archived')).toBe(true);
    expect(body.length).toBe(4);
    for (const count of ['0', '101', 'x']) expect((await get(`/v2/projects_random?count=${count}`)).status).toBe(400);
    expect((await get('/v2/projects_random')).status).toBe(400);
  });
});

describe('visibility matrix', () => {
  const hidden: ProjectStatus[] = ['rejected', 'draft', 'processing', 'unknown', 'scheduled', 'private'];
  const viewers = ['anonymous', 'owner', 'member', 'memberNoScope', 'invitee', 'other', 'moderator', 'expired'] as const;
  // An invitee may look at the project before answering the invitation.
  const privileged = new Set(['owner', 'member', 'invitee', 'moderator']);

  for (const status of PROJECT_STATUSES) {
    for (const viewer of viewers) {
      const visible = !hidden.includes(status) || privileged.has(viewer);
      it(`${status} project ${visible ? 'is' : 'is not'} visible to ${viewer}`, async () => {
        const id = byStatus.get(status)!;
        const response = await get(`/v2/project/${id}`, viewer === 'anonymous' ? undefined : tokens[viewer]);
        expect(response.status).toBe(visible ? 200 : 404);
        const bulk = await get(`/v2/projects?ids=${encodeURIComponent(JSON.stringify([id]))}`, viewer === 'anonymous' ? undefined : tokens[viewer]);
        expect(bulk.body.length).toBe(visible ? 1 : 0);
      });
    }
  }

  it('degrades a token of an unknown kind to anonymous on read routes', async () => {
    expect((await get(`/v2/project/${byStatus.get('approved')}`, 'ghx_nonsense')).status).toBe(200);
    expect((await get(`/v2/project/${byStatus.get('draft')}`, 'Bearer nonsense')).status).toBe(404);
  });
});
