// v3 organization routes: create/edit/icon/delete (stale edits refused), members and invitations, project moves and a
// project's organization, permissions and limits.
import { request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_ORGANIZATION_PERMISSIONS, OrganizationPermission } from '#contracts/permissions.ts';
import { scope, type ScopeName } from '#contracts/scopes.ts';
import { randomId } from '#lib/ids.ts';
import { makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { expectGuardedEdits } from '#testing/edit-stamps.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

const scopes = (...names: ScopeName[]) => names.reduce((sum, name) => sum + scope(name), 0);
const FULL = scopes('ORGANIZATION_CREATE', 'ORGANIZATION_READ', 'ORGANIZATION_WRITE', 'ORGANIZATION_DELETE', 'PROJECT_WRITE', 'PROJECT_READ', 'NOTIFICATION_READ');

interface Person { id: string; username: string; token: string }

async function person(role: 'developer' | 'moderator' | 'admin' = 'developer', tokenScopes = FULL): Promise<Person> {
  const user = await makeUser(context.database.db, { role });
  return { id: user.id, username: user.username, token: await makePat(context.database.db, user.id, tokenScopes) };
}

let slugCounter = 0;
async function createOrganization(owner: Person, slug = `guild-${++slugCounter}`) {
  const response = await request(context.server.url, '/v3/organization', {
    method: 'POST', token: owner.token, json: { slug, name: `Guild ${slugCounter}`, description: 'We build things together.' },
  });
  expect(response.status).toBe(200);
  return response.body as { id: string; slug: string; team_id: string };
}

/** An accepted member straight in the database, with the given organization bits. */
async function addMember(organization: { team_id: string }, organizationPermissions: number, permissions = 0) {
  const member = await person();
  await context.database.db.insert(t.teamMembers).values({
    id: randomId(), teamId: organization.team_id, userId: member.id, role: 'Member', accepted: true, permissions, organizationPermissions,
  });
  return member;
}

/** Oversized uploads go on a connection of their own: the server answers before reading them, then drops that connection. */
function rawPatch(url: string, token: string, bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'PATCH', agent: false, headers: { authorization: token, 'content-length': bytes.byteLength } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

const api = (path: string, init: Parameters<typeof request>[2] = {}) => request(context.server.url, path, init);

describe('POST /v3/organization', () => {
  it('creates an organization owned by the caller with every permission', async () => {
    const owner = await person();
    const created = await createOrganization(owner, 'Ember-Works');
    expect(created).toMatchObject({ slug: 'Ember-Works', name: expect.stringMatching(/^Guild/), description: 'We build things together.', icon_url: null });
    const fetched = await api('/v3/organization/ember-works');
    expect(fetched.status).toBe(200);
    expect(fetched.body.id).toBe(created.id);
    expect(fetched.body.members).toEqual([expect.objectContaining({ is_owner: true, accepted: true, permissions: null, user: expect.objectContaining({ id: owner.id }) })]);
    const insider = await api(`/v3/organization/${created.id}/members`, { token: owner.token });
    expect(insider.body[0]).toMatchObject({ organization_permissions: ALL_ORGANIZATION_PERMISSIONS, permissions: 1023 });
    const listed = await api(`/v3/organizations?ids=${encodeURIComponent(JSON.stringify(['EMBER-WORKS', created.id, 'missing']))}`);
    expect(listed.body.map((org: { id: string }) => org.id)).toEqual([created.id]);
    expect((await api(`/v3/user/${owner.username}/organizations`)).body.map((org: { id: string }) => org.id)).toEqual([created.id]);
  });

  it.each([
    [{ slug: 'DUP-slug' }, 'Slug is already taken!'],
    [{ name: 'ab' }, 'Name must be between 3 and 64'],
    [{ name: 'x'.repeat(65) }, 'Name must be between 3 and 64'],
    [{ slug: 'no spaces' }, 'Slugs may contain only'],
    [{ slug: 'ab' }, 'Slug must be between 3 and 64'],
    [{ description: 'no' }, 'Description must be between 3 and 256'],
    [{ description: 'x'.repeat(257) }, 'Description must be between 3 and 256'],
  ])('refuses %o with 400', async (change, message) => {
    const owner = await person();
    if ('slug' in change && change.slug === 'DUP-slug') await createOrganization(owner, 'Dup-Slug');
    const base = { slug: `fresh-${randomId()}`, name: 'Fresh Guild', description: 'A fresh guild.' };
    const response = await api('/v3/organization', { method: 'POST', token: owner.token, json: { ...base, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.description).toContain(message);
  });

  it('needs a token with ORGANIZATION_CREATE', async () => {
    const json = { slug: 'anon-guild', name: 'Anon Guild', description: 'Nobody.' };
    expect((await api('/v3/organization', { method: 'POST', json })).status).toBe(401);
    const weak = await person('developer', scopes('ORGANIZATION_WRITE'));
    expect((await api('/v3/organization', { method: 'POST', token: weak.token, json })).status).toBe(401);
  });
});

describe('PATCH and DELETE /v3/organization/{id|slug}', () => {
  it('lets the owner, members with EDIT_DETAILS and admins edit; not others', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const editor = await addMember(organization, OrganizationPermission.EDIT_DETAILS);
    const plain = await addMember(organization, ALL_ORGANIZATION_PERMISSIONS & ~OrganizationPermission.EDIT_DETAILS);
    const path = `/v3/organization/${organization.slug.toUpperCase()}`;
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { name: 'Renamed Guild' } })).status).toBe(204);
    expect((await api(path, { method: 'PATCH', token: editor.token, json: { description: 'Edited by a member.' } })).status).toBe(204);
    expect((await api(path, { method: 'PATCH', token: (await person('admin')).token, json: { slug: `${organization.slug}-x` } })).status).toBe(204);
    for (const who of [plain, await person(), await person('moderator')]) {
      expect((await api(`/v3/organization/${organization.id}`, { method: 'PATCH', token: who.token, json: { name: 'Hijacked' } })).status).toBe(401);
    }
    expect((await api(`/v3/organization/${organization.id}`, { method: 'PATCH', json: { name: 'Anonymous' } })).status).toBe(401);
    const noScope = await makePat(context.database.db, owner.id, scopes('ORGANIZATION_READ'));
    expect((await api(`/v3/organization/${organization.id}`, { method: 'PATCH', token: noScope, json: { name: 'No scope' } })).status).toBe(401);
    expect((await api(`/v3/organization/${organization.id}`)).body).toMatchObject({
      name: 'Renamed Guild', description: 'Edited by a member.', slug: `${organization.slug}-x`,
    });
    expect((await api('/v3/organization/nonexistent-guild', { method: 'PATCH', token: owner.token, json: { name: 'Nothing' } })).status).toBe(404);
  });

  it('refuses a slug another organization has in any case, and bad input', async () => {
    const owner = await person();
    const first = await createOrganization(owner);
    const second = await createOrganization(owner);
    const path = `/v3/organization/${second.id}`;
    const taken = await api(path, { method: 'PATCH', token: owner.token, json: { slug: first.slug.toUpperCase() } });
    expect(taken.status).toBe(400);
    expect(taken.body.description).toBe('Slug is already taken!');
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { slug: first.id } })).status).toBe(400);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { name: 'x' } })).status).toBe(400);
    expect((await api(path, { method: 'PATCH', token: owner.token, body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { slug: second.slug.toUpperCase() } })).status).toBe(204);
  });

  it('deletes with DELETE_ORGANIZATION and hands its projects to the owner’s user', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const creator = await addMember(organization, OrganizationPermission.ADD_PROJECT);
    const project = await makeProject(context.database.db, { ownerId: creator.id, organizationId: organization.id });
    const deleter = await addMember(organization, OrganizationPermission.DELETE_ORGANIZATION);
    const other = await addMember(organization, ALL_ORGANIZATION_PERMISSIONS & ~OrganizationPermission.DELETE_ORGANIZATION);
    expect((await api(`/v3/organization/${organization.id}`, { method: 'DELETE', token: other.token })).status).toBe(401);
    const writeOnly = await makePat(context.database.db, owner.id, scopes('ORGANIZATION_WRITE'));
    expect((await api(`/v3/organization/${organization.id}`, { method: 'DELETE', token: writeOnly })).status).toBe(401);
    expect((await api(`/v3/organization/${organization.id}`, { method: 'DELETE', token: deleter.token })).status).toBe(204);
    expect((await api(`/v3/organization/${organization.id}`)).status).toBe(404);
    const moved = (await api(`/v2/project/${project.id}`)).body;
    expect(moved.organization).toBeNull();
    const members = (await api(`/v2/project/${project.id}/members`)).body as { user: { id: string }; role: string }[];
    expect(members.find((member) => member.role === 'Owner')?.user.id).toBe(owner.id);
    expect(members.map((member) => member.user.id)).toContain(creator.id);
  });
});

describe('stale organization edits', () => {
  it('answers 409 when the organization changed since the editor loaded it (ETag, If-Match), and last-write-wins without If-Match', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const path = `/v3/organization/${organization.id}`;
    await expectGuardedEdits({
      what: 'organization',
      read: () => api(path, { token: owner.token }),
      edit: (json, headers) => api(path, { method: 'PATCH', token: owner.token, json, headers }),
      edits: [{ description: 'First editor.' }, { description: 'Second editor.' }, { description: 'Third editor.' }, { description: 'No header.' }],
      seen: (body) => body.description,
    });
    const { body, headers } = await api(path);
    expect(headers.get('etag')).toBe(`"${body.updated}"`);
  });

  it('moves the ETag when the icon changes', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const path = `/v3/organization/${organization.id}`;
    const before = (await api(path)).headers.get('etag')!;
    expect((await fetch(`${context.server.url}${path}/icon?ext=png`, { method: 'PATCH', headers: { authorization: owner.token }, body: PNG })).status).toBe(204);
    expect((await api(path)).headers.get('etag')).not.toBe(before);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { name: 'Stale Guild' }, headers: { 'If-Match': before } })).status).toBe(409);
  });
});

describe('organization icons', () => {
  it('stores a checked image from raw bytes and removes it again', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const path = `/v3/organization/${organization.id}/icon`;
    const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, query = '?ext=png') =>
      fetch(`${context.server.url}${path}${query}`, { method: 'PATCH', headers: { authorization: token }, body: bytes });
    expect((await upload(owner.token, PNG)).status).toBe(204);
    const iconUrl: string = (await api(`/v3/organization/${organization.id}`)).body.icon_url;
    expect(iconUrl).toMatch(new RegExp(`/cdn/images/organization/${organization.id}/[0-9a-f]{40}\\.png$`));
    expect(await rawPatch(`${context.server.url}${path}?ext=png`, owner.token, new Uint8Array(256 * 1024 + 1))).toBe(400);
    expect((await upload(owner.token, new TextEncoder().encode('<svg/>'))).status).toBe(400);
    expect((await upload(owner.token, PNG, '?ext=svg')).status).toBe(400);
    const member = await addMember(organization, ALL_ORGANIZATION_PERMISSIONS & ~OrganizationPermission.EDIT_DETAILS);
    expect((await upload(member.token, PNG)).status).toBe(401);
    expect((await api(path, { method: 'DELETE', token: member.token })).status).toBe(401);
    expect((await api(path, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await api(`/v3/organization/${organization.id}`)).body.icon_url).toBeNull();
  });
});

describe('members', () => {
  it('invites with a notification, shows the invitation to insiders only, and joins', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const invitee = await person();
    const invite = await api(`/v3/organization/${organization.id}/members`, {
      method: 'POST', token: owner.token, json: { user_id: invitee.id, role: 'Builder', organization_permissions: OrganizationPermission.ADD_PROJECT },
    });
    expect(invite.status).toBe(204);
    const [notification] = (await api(`/v2/user/${invitee.id}/notifications`, { token: invitee.token })).body;
    expect(notification).toMatchObject({
      type: 'organization_invite', title: 'You have been invited to join an organization',
      body: { organization_id: organization.id, team_id: organization.team_id, invited_by: owner.id, role: 'Builder' },
      actions: [{ title: 'Accept', action_route: ['POST', `organization/${organization.id}/join`] }, expect.anything()],
    });
    expect((await api(`/v3/organization/${organization.id}/members`)).body).toHaveLength(1);
    expect((await api(`/v3/organization/${organization.id}/members`, { token: owner.token })).body).toHaveLength(2);
    expect((await api(`/v3/organization/${organization.id}/members`, { method: 'POST', token: owner.token, json: { user_id: invitee.id } })).body.description)
      .toBe('This user has already been invited!');
    expect((await api(`/v3/organization/${organization.id}/members`, { method: 'POST', token: owner.token, json: { user_id: 'NOSUCHUS' } })).status).toBe(400);
    const [method, route] = notification.actions[0].action_route;
    expect((await api(`/v3/${route}`, { method, token: invitee.token })).status).toBe(204);
    expect((await api(`/v3/${route}`, { method, token: invitee.token })).status).toBe(400);
    const members = (await api(`/v3/organization/${organization.id}/members`)).body;
    expect(members.find((m: { user: { id: string } }) => m.user.id === invitee.id)).toMatchObject({ accepted: true, role: 'Builder', is_owner: false });
  });

  it('declines through the notification’s Deny action', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const invitee = await person();
    await api(`/v3/organization/${organization.id}/members`, { method: 'POST', token: owner.token, json: { user_id: invitee.id } });
    const [notification] = (await api(`/v2/user/${invitee.id}/notifications`, { token: invitee.token })).body;
    const [method, route] = notification.actions[1].action_route;
    expect((await api(`/v3/${route}`, { method, token: invitee.token })).status).toBe(204);
    expect((await api(`/v3/organization/${organization.id}/members`, { token: owner.token })).body).toHaveLength(1);
  });

  it('edits members within the editor’s own permissions, never the owner’s', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const editor = await addMember(organization, OrganizationPermission.EDIT_MEMBER | OrganizationPermission.ADD_PROJECT, 4);
    const member = await addMember(organization, 0);
    const path = `/v3/organization/${organization.id}/members/${member.username}`;
    expect((await api(path, { method: 'PATCH', token: editor.token, json: { organization_permissions: OrganizationPermission.ADD_PROJECT, permissions: 4, role: 'Lead' } })).status).toBe(204);
    expect((await api(path, { method: 'PATCH', token: editor.token, json: { organization_permissions: OrganizationPermission.DELETE_ORGANIZATION } })).status).toBe(401);
    expect((await api(path, { method: 'PATCH', token: editor.token, json: { permissions: 8 } })).status).toBe(401);
    expect((await api(path, { method: 'PATCH', token: editor.token, json: { organization_permissions: 256 } })).status).toBe(400);
    expect((await api(`/v3/organization/${organization.id}/members/${owner.id}`, { method: 'PATCH', token: editor.token, json: { permissions: 0 } })).status).toBe(400);
    expect((await api(path, { method: 'PATCH', token: member.token, json: { role: 'Self-promoted' } })).status).toBe(401);
    expect((await api(`/v3/organization/${organization.id}/members/nobody-at-all`, { method: 'PATCH', token: editor.token, json: { role: 'x' } })).status).toBe(404);
    const [row] = await context.database.db.select().from(t.teamMembers)
      .where(and(eq(t.teamMembers.teamId, organization.team_id), eq(t.teamMembers.userId, member.id)));
    expect(row).toMatchObject({ role: 'Lead', organizationPermissions: OrganizationPermission.ADD_PROJECT, permissions: 4 });
  });

  it('removes with REMOVE_MEMBER, lets members leave, and keeps the owner', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const remover = await addMember(organization, OrganizationPermission.REMOVE_MEMBER);
    const other = await addMember(organization, ALL_ORGANIZATION_PERMISSIONS & ~OrganizationPermission.REMOVE_MEMBER & ~OrganizationPermission.MANAGE_INVITES);
    const target = await addMember(organization, 0);
    const leaver = await addMember(organization, 0);
    const path = (who: Person) => `/v3/organization/${organization.id}/members/${who.id}`;
    expect((await api(path(target), { method: 'DELETE', token: other.token })).status).toBe(401);
    expect((await api(path(target), { method: 'DELETE', token: (await person()).token })).status).toBe(401);
    expect((await api(path(target), { method: 'DELETE', token: remover.token })).status).toBe(204);
    expect((await api(path(leaver), { method: 'DELETE', token: leaver.token })).status).toBe(204);
    expect((await api(path(owner), { method: 'DELETE', token: owner.token })).status).toBe(400);
    expect((await api(path(target), { method: 'DELETE', token: remover.token })).status).toBe(404);
  });

  it('transfers ownership from the owner to an accepted member only', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const member = await addMember(organization, ALL_ORGANIZATION_PERMISSIONS);
    const path = `/v3/organization/${organization.id}/owner`;
    expect((await api(path, { method: 'PATCH', token: member.token, json: { user_id: member.id } })).status).toBe(401);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { user_id: (await person()).id } })).status).toBe(404);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: {} })).status).toBe(400);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { user_id: member.id } })).status).toBe(204);
    const members = (await api(`/v3/organization/${organization.id}/members`)).body as { is_owner: boolean; user: { id: string } }[];
    expect(members.filter((m) => m.is_owner).map((m) => m.user.id)).toEqual([member.id]);
    expect((await api(path, { method: 'PATCH', token: owner.token, json: { user_id: owner.id } })).status).toBe(401);
  });
});

describe('each organization permission bit guards its operation', () => {
  type Setup = { organization: { id: string; team_id: string }; owner: Person; project: { id: string }; target: Person; caller: Person };
  type Call = [string, Parameters<typeof request>[2]];
  const operations: [keyof typeof OrganizationPermission, (s: Setup) => Promise<Call> | Call][] = [
    ['EDIT_DETAILS', (s) => [`/v3/organization/${s.organization.id}`, { method: 'PATCH', json: { name: 'Bit check' } }]],
    ['MANAGE_INVITES', (s) => [`/v3/organization/${s.organization.id}/members`, { method: 'POST', json: { user_id: s.target.id } }]],
    ['REMOVE_MEMBER', (s) => [`/v3/organization/${s.organization.id}/members/${s.target.id}`, { method: 'DELETE' }]],
    ['EDIT_MEMBER', (s) => [`/v3/organization/${s.organization.id}/members/${s.target.id}`, { method: 'PATCH', json: { role: 'Checked' } }]],
    ['ADD_PROJECT', async (s) => {
      const own = await makeProject(context.database.db, { ownerId: s.caller.id });
      return [`/v3/organization/${s.organization.id}/projects`, { method: 'POST', json: { project_id: own.id } }];
    }],
    ['REMOVE_PROJECT', (s) => [`/v3/organization/${s.organization.id}/projects/${s.project.id}`, { method: 'DELETE', json: { new_owner: s.owner.id } }]],
    ['DELETE_ORGANIZATION', (s) => [`/v3/organization/${s.organization.id}`, { method: 'DELETE' }]],
  ];

  it.each(operations)('%s', async (bit, operation) => {
    for (const holdsBit of [false, true]) {
      const owner = await person();
      const organization = await createOrganization(owner);
      const project = await makeProject(context.database.db, { ownerId: owner.id, organizationId: organization.id });
      const target = bit === 'MANAGE_INVITES' ? await person() : await addMember(organization, 0);
      const bits = holdsBit ? OrganizationPermission[bit] : ALL_ORGANIZATION_PERMISSIONS & ~OrganizationPermission[bit];
      const caller = await addMember(organization, bits);
      const [path, init] = await operation({ organization, owner, project, target, caller });
      const response = await api(path, { ...init, token: caller.token });
      expect(response.status, `${bit} held: ${holdsBit}`).toBe(holdsBit ? 204 : 401);
    }
  });
});

describe('projects of an organization', () => {
  it('lists them in the v3 shape by id or slug in any case; drafts only for members; unknown organizations are an empty 404', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const db = context.database.db;
    const listed = await makeProject(db, { ownerId: owner.id, organizationId: organization.id, title: 'Ember Forge', downloads: 40, projectType: 'modpack' });
    await makeVersion(db, { projectId: listed.id, authorId: owner.id, loaders: ['fabric'], gameVersions: ['1.21.1'] });
    await db.insert(t.donationUrls).values({ projectId: listed.id, platform: 'patreon', url: 'https://patreon.com/ember' });
    const draft = await makeProject(db, { ownerId: owner.id, organizationId: organization.id, status: 'draft', downloads: 1 });
    await makeProject(db, { ownerId: owner.id });

    const anonymous = await api(`/v3/organization/${organization.slug.toUpperCase()}/projects`);
    expect(anonymous.status).toBe(200);
    const projects = anonymous.body as Record<string, unknown>[];
    expect(projects.map((project) => project.id)).toEqual([listed.id]);
    expect(projects[0]).toMatchObject({
      id: listed.id, name: 'Ember Forge', summary: listed.description, team_id: listed.teamId, organization: organization.id,
      project_types: ['modpack'], games: ['minecraft_java'], loaders: ['mrpack'], mrpack_loaders: ['fabric'], game_versions: ['1.21.1'],
      link_urls: { patreon: { platform: 'patreon', donation: true, url: 'https://patreon.com/ember' } },
      environment: ['client_only_server_optional'],
    });
    expect(projects[0]).not.toHaveProperty('title');

    const asMember = (await api(`/v3/organization/${organization.id}/projects`, { token: owner.token })).body as { id: string }[];
    expect(asMember.map((project) => project.id)).toEqual([listed.id, draft.id]);
    const unknown = await api('/v3/organization/no-such-guild/projects');
    expect(unknown.status).toBe(404);
  });

  it('answers a project’s organization at /v3/project/{id|slug}/organization, or an empty 404 when it has none', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const db = context.database.db;
    const invitee = await person();
    expect((await api(`/v3/organization/${organization.id}/members`, { method: 'POST', token: owner.token, json: { user_id: invitee.id } })).status).toBe(204);
    const listed = await makeProject(db, { ownerId: owner.id, organizationId: organization.id, slug: `lantern-${randomId().toLowerCase()}` });
    const draft = await makeProject(db, { ownerId: owner.id, organizationId: organization.id, status: 'draft' });
    const alone = await makeProject(db, { ownerId: owner.id });

    const anonymous = await api(`/v3/project/${listed.slug!.toUpperCase()}/organization`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: organization.id, slug: organization.slug, team_id: organization.team_id });
    expect(anonymous.body).toEqual((await api(`/v3/organization/${organization.id}`)).body);
    expect(anonymous.body.members.map((member: { user: { id: string } }) => member.user.id)).toEqual([owner.id]);
    const insider = (await api(`/v3/project/${listed.id}/organization`, { token: owner.token })).body;
    expect(insider.members.map((member: { user: { id: string } }) => member.user.id).sort()).toEqual([owner.id, invitee.id].sort());

    const none = await api(`/v3/project/${alone.id}/organization`);
    expect(`${none.status} ${none.text}`).toBe('404 ');
    expect((await api('/v3/project/no-such-project/organization')).status).toBe(404);
    // A hidden project's organization only for those who may see the project, with both read scopes.
    expect((await api(`/v3/project/${draft.id}/organization`)).status).toBe(404);
    expect((await api(`/v3/project/${draft.id}/organization`, { token: (await person()).token })).status).toBe(404);
    expect((await api(`/v3/project/${draft.id}/organization`, { token: owner.token })).body.id).toBe(organization.id);
    const projectOnly = await makePat(db, owner.id, scopes('PROJECT_READ'));
    expect((await api(`/v3/project/${draft.id}/organization`, { token: projectOnly })).status).toBe(404);
    expect((await api(`/v3/project/${listed.id}/organization`, { token: projectOnly })).body.members).toHaveLength(1);
  });

  async function searchHit(slug: string) {
    const { hits } = (await api(`/v2/search?query=${slug.split('-')[0]}`)).body as { hits: { slug: string; author: string }[] };
    return hits.find((hit) => hit.slug === slug);
  }

  it('moves a project in with ADD_PROJECT and edit rights; its page and search show the organization within a second', async () => {
    const orgOwner = await person();
    const organization = await createOrganization(orgOwner);
    const creator = await addMember(organization, OrganizationPermission.ADD_PROJECT);
    const project = await makeProject(context.database.db, { ownerId: creator.id, slug: 'copper-bells', title: 'Copper Bells' });
    expect((await searchHit('copper-bells'))?.author).toBe(creator.username);

    const started = Date.now();
    const moved = await api(`/v3/organization/${organization.slug}/projects`, { method: 'POST', token: creator.token, json: { project_id: 'COPPER-BELLS' } });
    expect(moved.status).toBe(204);
    expect((await api(`/v2/project/${project.id}`)).body.organization).toBe(organization.id);
    let author = '';
    while (author !== orgOwner.username && Date.now() - started < 1000) {
      author = (await searchHit('copper-bells'))?.author ?? '';
      if (author !== orgOwner.username) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(author).toBe(orgOwner.username);
    expect(Date.now() - started).toBeLessThan(1000);

    const again = await api(`/v3/organization/${organization.id}/projects`, { method: 'POST', token: creator.token, json: { project_id: project.id } });
    expect(again.status).toBe(400);
  });

  it('refuses without edit rights on the project, without the scopes, or for a project the caller cannot see', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const stranger = await person();
    const project = await makeProject(context.database.db, { ownerId: stranger.id });
    const hidden = await makeProject(context.database.db, { ownerId: stranger.id, status: 'draft' });
    const path = `/v3/organization/${organization.id}/projects`;
    expect((await api(path, { method: 'POST', token: owner.token, json: { project_id: project.id } })).status).toBe(401);
    expect((await api(path, { method: 'POST', token: owner.token, json: { project_id: hidden.id } })).status).toBe(404);
    const noProjectWrite = await makePat(context.database.db, stranger.id, scopes('ORGANIZATION_WRITE'));
    expect((await api(path, { method: 'POST', token: noProjectWrite, json: { project_id: project.id } })).status).toBe(401);
    expect((await api(path, { method: 'POST', token: stranger.token, json: { project_id: project.id } })).status).toBe(401);
    expect((await api(path, { method: 'POST', token: owner.token, json: {} })).status).toBe(400);
    const moderator = await person('moderator');
    expect((await api(path, { method: 'POST', token: moderator.token, json: { project_id: project.id } })).status).toBe(401);
  });

  it('moves a project out to a member who becomes its owner', async () => {
    const owner = await person();
    const organization = await createOrganization(owner);
    const member = await addMember(organization, 0);
    const project = await makeProject(context.database.db, { ownerId: owner.id, organizationId: organization.id });
    const path = `/v3/organization/${organization.id}/projects/${project.id}`;
    expect((await api(path, { method: 'DELETE', token: owner.token, json: { new_owner: (await person()).id } })).status).toBe(400);
    expect((await api(path, { method: 'DELETE', token: owner.token })).status).toBe(400);
    expect((await api(path, { method: 'DELETE', token: owner.token, json: { new_owner: member.username } })).status).toBe(204);
    expect((await api(`/v2/project/${project.id}`)).body.organization).toBeNull();
    const members = (await api(`/v2/project/${project.id}/members`)).body as { user: { id: string }; role: string }[];
    expect(members.find((m) => m.role === 'Owner')?.user.id).toBe(member.id);
    expect((await api(path, { method: 'DELETE', token: owner.token, json: { new_owner: member.id } })).status).toBe(400);
  });
});
