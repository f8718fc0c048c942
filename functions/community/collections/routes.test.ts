// v3 collection routes: create, edit (new_projects replaces), status rules, icon, delete, listings, the project-page
// forms and the automatic "Following" collection.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { scope, type ScopeName } from '#contracts/scopes.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { expectGuardedEdits } from '#testing/edit-stamps.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { dashboardCollections } from './followed.ts';

const context = useTestServer();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const scopes = (...names: ScopeName[]) => names.reduce((sum, name) => sum + scope(name), 0);
const FULL = scopes('COLLECTION_CREATE', 'COLLECTION_READ', 'COLLECTION_WRITE', 'COLLECTION_DELETE');

interface Person { id: string; username: string; token: string }
async function person(role: 'developer' | 'moderator' | 'admin' = 'developer', tokenScopes = FULL): Promise<Person> {
  const user = await makeUser(context.database.db, { role });
  return { id: user.id, username: user.username, token: await makePat(context.database.db, user.id, tokenScopes) };
}

const api = (path: string, init: Parameters<typeof request>[2] = {}) => request(context.server.url, path, init);
const projects: Record<string, string> = {};

beforeAll(async () => {
  const author = await makeUser(context.database.db);
  for (const [slug, status] of [['amber', 'approved'], ['basalt', 'approved'], ['cinder', 'unlisted'], ['secret', 'draft']] as const) {
    projects[slug] = (await makeProject(context.database.db, { ownerId: author.id, slug, status })).id;
  }
});

async function create(owner: Person, body: Record<string, unknown> = {}) {
  const response = await api('/v3/collection', { method: 'POST', token: owner.token, json: { name: 'Cozy builds', ...body } });
  expect(response.status).toBe(200);
  return response.body as { id: string; status: string; projects: string[] };
}

describe('POST /v3/collection', () => {
  it('creates a listed collection from project ids and slugs, each once', async () => {
    const owner = await person();
    const created = await create(owner, { description: 'Builds for cold nights.', projects: ['BASALT', projects.amber, 'basalt', 'cinder'] });
    expect(created).toMatchObject({ user: owner.id, name: 'Cozy builds', description: 'Builds for cold nights.', status: 'listed', icon_url: null });
    expect(created.projects.sort()).toEqual([projects.basalt, projects.amber, projects.cinder].sort());
    expect((await api(`/v3/collection/${created.id}`)).body.projects.sort()).toEqual(created.projects.sort());
    expect((await create(owner, { status: 'private' })).status).toBe('private');
  });

  it.each([
    [{ name: 'ab' }, 'Name must be between 3 and 64'],
    [{ name: 'x'.repeat(65) }, 'Name must be between 3 and 64'],
    [{ description: 'x'.repeat(256) }, 'Description must be between 3 and 255'],
    [{ description: 'no' }, 'Description must be between 3 and 255'],
    [{ status: 'rejected' }, 'status must be one of listed, unlisted, private'],
    [{ status: 'bogus' }, 'status must be one of'],
    [{ projects: ['no-such-project'] }, 'Unknown project: no-such-project'],
    [{ projects: ['secret'] }, 'Unknown project: secret'],
    [{ projects: Array.from({ length: 1025 }, (_, i) => `p${i}`) }, 'at most 1024 projects'],
  ])('refuses %o with 400', async (change, message) => {
    const response = await api('/v3/collection', { method: 'POST', token: (await person()).token, json: { name: 'Valid name', ...change } });
    expect(response.status).toBe(400);
    expect(response.body.description).toContain(message);
  });

  it('needs a token with COLLECTION_CREATE', async () => {
    expect((await api('/v3/collection', { method: 'POST', json: { name: 'Anonymous' } })).status).toBe(401);
    const weak = await person('developer', scopes('COLLECTION_WRITE'));
    expect((await api('/v3/collection', { method: 'POST', token: weak.token, json: { name: 'Weak token' } })).status).toBe(401);
  });
});

describe('PATCH /v3/collection/{id}', () => {
  it('lets the owner edit; new_projects replaces the list; description can be cleared', async () => {
    const owner = await person();
    const { id } = await create(owner, { description: 'Before.', projects: ['amber', 'basalt'] });
    const edit = await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json: { name: 'Renamed', description: null, status: 'unlisted', new_projects: ['cinder'] } });
    expect(edit.status).toBe(204);
    expect((await api(`/v3/collection/${id}`)).body).toMatchObject({ name: 'Renamed', description: null, status: 'unlisted', projects: [projects.cinder] });
    expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json: { description: 'x'.repeat(256) } })).status).toBe(204);
    for (const json of [{ description: 'x'.repeat(257) }, { status: 'bogus' }, { name: 'no' }, { new_projects: ['secret'] }]) {
      expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json })).status, JSON.stringify(json).slice(0, 40)).toBe(400);
    }
  });

  it('is a 401 for strangers on a visible collection, a 404 on a private one, and needs COLLECTION_WRITE', async () => {
    const owner = await person();
    const listed = await create(owner);
    const hidden = await create(owner, { status: 'private' });
    const stranger = await person();
    expect((await api(`/v3/collection/${listed.id}`, { method: 'PATCH', token: stranger.token, json: { name: 'Mine now' } })).status).toBe(401);
    expect((await api(`/v3/collection/${hidden.id}`, { method: 'PATCH', token: stranger.token, json: { name: 'Mine now' } })).status).toBe(404);
    expect((await api(`/v3/collection/${listed.id}`, { method: 'PATCH', json: { name: 'Anonymous' } })).status).toBe(401);
    const readOnly = await makePat(context.database.db, owner.id, scopes('COLLECTION_READ'));
    expect((await api(`/v3/collection/${listed.id}`, { method: 'PATCH', token: readOnly, json: { name: 'No scope' } })).status).toBe(401);
    expect((await api('/v3/collection/ZZZZZZZZ', { method: 'PATCH', token: owner.token, json: { name: 'Nothing' } })).status).toBe(404);
  });

  it('leaves rejecting to staff: owners can neither reject nor undo it', async () => {
    const owner = await person();
    const { id } = await create(owner);
    expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json: { status: 'rejected' } })).status).toBe(401);
    const moderator = await person('moderator');
    expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: moderator.token, json: { status: 'rejected' } })).status).toBe(204);
    expect((await api(`/v3/collection/${id}`)).status).toBe(404);
    expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json: { status: 'listed' } })).status).toBe(401);
    expect((await api(`/v3/collection/${id}`, { method: 'PATCH', token: owner.token, json: { name: 'Still mine' } })).status).toBe(204);
    expect((await api(`/v3/collection/${id}`, { token: owner.token })).body).toMatchObject({ status: 'rejected', name: 'Still mine' });
  });
});

describe('stale collection edits', () => {
  it('answers 409 when the collection changed since the editor loaded it (ETag, If-Match), and last-write-wins without If-Match', async () => {
    const owner = await person();
    const collection = await create(owner);
    const path = `/v3/collection/${collection.id}`;
    await expectGuardedEdits({
      what: 'collection',
      read: () => api(path, { token: owner.token }),
      edit: (json, headers) => api(path, { method: 'PATCH', token: owner.token, json, headers }),
      edits: [{ name: 'First editor' }, { name: 'Second editor' }, { name: 'Third editor' }, { name: 'No header' }],
      seen: (body) => body.name,
    });
    const { body, headers } = await api(path);
    expect(headers.get('etag')).toBe(`"${body.updated}"`);
  });

  it('keeps a stale project list from overwriting one changed by a form in between', async () => {
    const owner = await person();
    const collection = await create(owner, { projects: [projects.amber!] });
    const path = `/v3/collection/${collection.id}`;
    const loaded = (await api(path)).headers.get('etag')!;
    const session = (await createSession(context.database.db, owner.id, {})).token;
    const added = await fetch(`${context.server.url}/_internal/collection/${collection.id}/projects/add`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ project: projects.basalt! }),
      headers: { origin: context.server.url, cookie: `kiln_session=${session}` },
    });
    expect(added.status).toBe(303);
    const stale = await api(path, { method: 'PATCH', token: owner.token, json: { new_projects: [projects.amber, projects.cinder] }, headers: { 'If-Match': loaded } });
    expect(stale.status).toBe(409);
    expect((await api(path)).body.projects.sort()).toEqual([projects.amber, projects.basalt].sort());
  });
});

describe('icon and delete', () => {
  it('replaces and removes the icon (owner only), then deletes with COLLECTION_DELETE', async () => {
    const owner = await person();
    const { id } = await create(owner);
    const stranger = await person();
    const upload = (token: string, query = '?ext=png', body: Uint8Array<ArrayBuffer> = PNG) =>
      fetch(`${context.server.url}/v3/collection/${id}/icon${query}`, { method: 'PATCH', headers: { authorization: token }, body });
    expect((await upload(owner.token)).status).toBe(204);
    expect((await api(`/v3/collection/${id}`)).body.icon_url).toMatch(new RegExp(`/cdn/images/collection/${id}/[0-9a-f]{40}\\.png$`));
    expect((await upload(stranger.token)).status).toBe(401);
    expect((await upload(owner.token, '')).status).toBe(400);
    expect((await upload(owner.token, '?ext=png', new TextEncoder().encode('GIF? no'))).status).toBe(400);
    expect((await api(`/v3/collection/${id}/icon`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await api(`/v3/collection/${id}`)).body.icon_url).toBeNull();

    const writeOnly = await makePat(context.database.db, owner.id, scopes('COLLECTION_WRITE'));
    expect((await api(`/v3/collection/${id}`, { method: 'DELETE', token: writeOnly })).status).toBe(401);
    expect((await api(`/v3/collection/${id}`, { method: 'DELETE', token: stranger.token })).status).toBe(401);
    expect((await api(`/v3/collection/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await api(`/v3/collection/${id}`)).status).toBe(404);
  });
});

describe('listings', () => {
  it('lists a user’s collections: listed ones for others, all for the owner with COLLECTION_READ', async () => {
    const owner = await person();
    const listed = await create(owner);
    const hidden = await create(owner, { status: 'private' });
    const others = await api(`/v3/user/${owner.username}/collections`);
    expect(others.body.map((c: { id: string }) => c.id)).toEqual([listed.id]);
    const own = await api(`/v3/user/${owner.id}/collections`, { token: owner.token });
    expect(own.body.map((c: { id: string }) => c.id).sort()).toEqual([listed.id, hidden.id].sort());
    const noRead = await makePat(context.database.db, owner.id, scopes('COLLECTION_WRITE'));
    expect((await api(`/v3/user/${owner.id}/collections`, { token: noRead })).body).toHaveLength(1);
    const many = await api(`/v3/collections?ids=${encodeURIComponent(JSON.stringify([listed.id, hidden.id, 'ZZZZZZZZ']))}`);
    expect(many.body.map((c: { id: string }) => c.id)).toEqual([listed.id]);
    expect((await api('/v3/collections?ids=nope')).status).toBe(400);
  });
});

describe('project page forms and the Following collection', () => {
  it('adds and removes one project from a plain form, redirecting back with a status', async () => {
    const owner = await person();
    const { id } = await create(owner, { projects: ['amber'] });
    const session = await createSession(context.database.db, owner.id, {});
    const headers = { cookie: `kiln_session=${session.token}`, origin: context.server.url };
    const post = (path: string, fields: Record<string, string>, extra: Record<string, string> = headers) =>
      fetch(context.server.url + path, { method: 'POST', body: new URLSearchParams(fields), headers: extra, redirect: 'manual' });

    const added = await post(`/_internal/collection/${id}/projects/add`, { project: 'basalt', redirect: '/mod/basalt' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/mod/basalt?status=added');
    expect((await api(`/v3/collection/${id}`)).body.projects.sort()).toEqual([projects.amber, projects.basalt].sort());
    const removed = await post(`/_internal/collection/${id}/projects/remove`, { project: projects.amber! });
    expect(removed.headers.get('location')).toBe(`/collection/${id}?status=removed`);
    expect((await api(`/v3/collection/${id}`)).body.projects).toEqual([projects.basalt]);

    expect((await post(`/_internal/collection/${id}/projects/add`, { project: 'secret' })).status).toBe(400);
    const anonymous = await post(`/_internal/collection/${id}/projects/add`, { project: 'amber', redirect: '/mod/amber' }, { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fmod%2Famber');
    const stranger = await makeUser(context.database.db);
    const strangerSession = await createSession(context.database.db, stranger.id, {});
    const refused = await post(`/_internal/collection/${id}/projects/add`, { project: 'amber' }, { cookie: `kiln_session=${strangerSession.token}`, origin: context.server.url });
    expect(refused.status).toBe(401);
  });

  it('shows followed projects as a virtual collection first on the dashboard', async () => {
    const owner = await person();
    const own = await create(owner);
    await context.database.db.insert(t.follows).values([
      { userId: owner.id, projectId: projects.basalt!, created: new Date('2026-02-01T00:00:00Z') },
      { userId: owner.id, projectId: projects.secret!, created: new Date('2026-02-02T00:00:00Z') },
      { userId: owner.id, projectId: projects.amber!, created: new Date('2026-02-03T00:00:00Z') },
    ]);
    const list = await dashboardCollections(context.server.runtime, { userId: owner.id, role: 'developer', scopes: 0, via: 'session' });
    expect(list.map((c) => c.id)).toEqual(['following', own.id]);
    expect(list[0]).toMatchObject({
      name: 'Following', status: 'private', user: owner.id, projects: [projects.basalt, projects.amber],
      created: '2026-02-01T00:00:00.000Z', updated: '2026-02-03T00:00:00.000Z',
    });
    expect((await api('/v3/collection/following', { token: owner.token })).status).toBe(404);
  });
});
