// PATCH, bulk PATCH and DELETE of projects: the field-permission table for every field and kind of caller, status
// rules, stale edits (409), and that every change reaches /v2/search within a second.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import { projectPatchBody } from '#contracts/project-write.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { expectGuardedEdits } from '#testing/edit-stamps.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { PROJECT_FIELD_RULES } from './field-permissions.ts';
import { PNG, expectSearchWithinASecond } from './write-testing.ts';

const context = useTestServer();
const tokens: Record<string, string> = {};
const users: Record<string, { id: string }> = {};
let matrixProject: Awaited<ReturnType<typeof makeProject>>;

const patch = (key: string, json: unknown, token: string, headers: Record<string, string> = {}) =>
  request(context.server.url, `/v2/project/${key}`, { method: 'PATCH', json, token, headers });
const get = (key: string, token?: string) => request(context.server.url, `/v2/project/${key}`, { token });

beforeAll(async () => {
  const db = context.database.db;
  for (const name of ['owner', 'details', 'body', 'none', 'outsider', 'deleter']) users[name] = await makeUser(db);
  users.moderator = await makeUser(db, { role: 'moderator' });
  for (const [name, user] of Object.entries(users)) tokens[name] = await makePat(db, user.id, ALL_SCOPES);
  tokens.noWrite = await makePat(db, users.owner!.id, ALL_SCOPES - scope('PROJECT_WRITE'));
  matrixProject = await makeProject(db, { ownerId: users.owner!.id, title: 'Matrix', categories: ['optimization'] });
  await addMember(db, matrixProject.teamId, users.details!.id, { permissions: ProjectPermission.EDIT_DETAILS });
  await addMember(db, matrixProject.teamId, users.body!.id, { permissions: ProjectPermission.EDIT_BODY });
  await addMember(db, matrixProject.teamId, users.none!.id, { permissions: 0 });
  // The first search builds the index and starts the outbox drainer, as a running server's first search does.
  await request(context.server.url, '/v2/search');
});

let slugs = 0;
const SAMPLES: Record<keyof typeof projectPatchBody.shape, () => unknown> = {
  title: () => 'Renamed Matrix',
  description: () => 'A new summary.',
  body: () => '# New body',
  categories: () => ['utility'],
  additional_categories: () => ['library'],
  issues_url: () => 'https://example.com/issues',
  source_url: () => 'https://example.com/source',
  wiki_url: () => 'https://example.com/wiki',
  discord_url: () => 'https://discord.gg/example',
  license_url: () => 'https://example.com/license',
  donation_urls: () => [{ id: 'patreon', platform: 'Patreon', url: 'https://patreon.com/example' }],
  license_id: () => 'Apache-2.0',
  client_side: () => 'optional',
  server_side: () => 'required',
  slug: () => `matrix-${(slugs += 1)}`,
  status: () => 'unlisted',
  requested_status: () => 'unlisted',
  moderation_message: () => 'Please add a screenshot',
  moderation_message_body: () => 'Details of the request',
  monetization_status: () => 'demonetized',
};

describe('the field-permission table', () => {
  it('has one rule for every field PATCH accepts', () => {
    for (const field of Object.keys(projectPatchBody.shape)) expect(PROJECT_FIELD_RULES, field).toHaveProperty(field);
  });

  // What the API (api-compat §project-edits) asks of each field, written out here rather than read from the table under test.
  const NEEDS: Record<keyof typeof SAMPLES, 'details' | 'body' | 'staff'> = {
    title: 'details', description: 'details', body: 'body', categories: 'details', additional_categories: 'details',
    issues_url: 'details', source_url: 'details', wiki_url: 'details', discord_url: 'details', license_url: 'details',
    donation_urls: 'details', license_id: 'details', client_side: 'details', server_side: 'details', slug: 'details',
    status: 'details', requested_status: 'details', moderation_message: 'staff', moderation_message_body: 'staff',
    monetization_status: 'staff',
  };
  for (const field of Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]) {
    const staffOnly = NEEDS[field] === 'staff';
    const withBit = staffOnly ? 'owner' : NEEDS[field];
    const withoutBit = staffOnly ? 'none' : withBit === 'body' ? 'details' : 'body';
    const cases: [string, string, number][] = [
      [staffOnly ? 'the owner (every bit, not staff)' : 'a member with the bit', withBit, staffOnly ? 401 : 204],
      ['a member without the bit', withoutBit, 401],
      ['a moderator', 'moderator', 204],
      ['a non-member', 'outsider', 401],
    ];
    for (const [who, token, expected] of cases) {
      it(`${field}: ${who} → ${expected}`, async () => {
        const response = await patch(matrixProject.id, { [field]: SAMPLES[field]() }, tokens[token]!);
        expect(response.status, response.text).toBe(expected);
        if (expected === 401) expect(response.body.error).toBe('auth_error');
      });
    }
  }

  it('applies what it allows: the fields read back as written', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id });
    const body = {
      title: 'Read Back', description: 'Read back summary.', body: 'Body', categories: ['utility'], additional_categories: ['library', 'utility'],
      issues_url: 'https://example.com/i', license_id: 'Apache-2.0', license_url: 'https://example.com/l', client_side: 'unsupported',
      donation_urls: [{ id: 'github', platform: 'GitHub', url: 'https://github.com/sponsors/x' }],
    };
    expect((await patch(project.id, body, tokens.owner!)).status).toBe(204);
    expect((await get(project.id)).body).toMatchObject({
      title: 'Read Back', description: 'Read back summary.', body: 'Body', categories: ['utility'], additional_categories: ['library'],
      issues_url: 'https://example.com/i', license: { id: 'Apache-2.0', url: 'https://example.com/l' }, client_side: 'unsupported',
      donation_urls: [{ id: 'github', platform: 'Github', url: 'https://github.com/sponsors/x' }],
    });
    expect((await patch(project.id, { issues_url: null, donation_urls: null }, tokens.owner!)).status).toBe(204);
    expect((await get(project.id)).body).toMatchObject({ issues_url: null, donation_urls: [] });
  });

  it('answers 404 for a hidden project the caller cannot see, and 401 without the PROJECT_WRITE scope', async () => {
    const draft = await makeProject(context.database.db, { ownerId: users.owner!.id, status: 'draft' });
    const hidden = await patch(draft.id, { title: 'Nope' }, tokens.outsider!);
    expect(hidden.status).toBe(404);
    expect(hidden.text).toBe('');
    expect((await patch(draft.id, { title: 'Nope' }, tokens.noWrite!)).status).toBe(401);
  });

  it('refuses invalid values with 400s', async () => {
    const other = await makeProject(context.database.db, { ownerId: users.owner!.id, slug: 'Other-Slug' });
    expect((await patch(matrixProject.id, { slug: 'other-SLUG' }, tokens.owner!)).body.description).toBe('Slug is already taken!');
    expect((await patch(other.id, { slug: 'OTHER-slug' }, tokens.owner!)).status).toBe(204);
    expect((await patch(matrixProject.id, { description: 'x'.repeat(257) }, tokens.owner!)).status).toBe(400);
    expect((await patch(matrixProject.id, { description: 'x'.repeat(256) }, tokens.owner!)).status).toBe(204);
    expect((await patch(matrixProject.id, { categories: ['a', 'b', 'c', 'd'] }, tokens.owner!)).status).toBe(400);
    expect((await patch(matrixProject.id, { source_url: 'ftp://example.com' }, tokens.owner!)).status).toBe(400);
    expect((await patch(matrixProject.id, { license_id: 'Made-Up' }, tokens.owner!)).body.description).toMatch(/Invalid SPDX identifier/);
  });
});

describe('status rules', () => {
  it('lets members submit a draft with versions for review, and only staff decide', async () => {
    const db = context.database.db;
    const project = await makeProject(db, { ownerId: users.owner!.id, status: 'draft' });
    await addMember(db, project.teamId, users.details!.id, { permissions: ProjectPermission.EDIT_DETAILS });
    expect((await patch(project.id, { requested_status: 'approved' }, tokens.owner!)).status).toBe(204);
    expect((await patch(project.id, { status: 'approved' }, tokens.owner!)).body.description).toBe("You don't have permission to set this status!");
    const empty = await patch(project.id, { status: 'processing' }, tokens.owner!);
    expect(empty.body).toEqual({ error: 'invalid_input', description: 'Project submitted for review with no initial versions' });
    await makeVersion(db, { projectId: project.id, authorId: users.owner!.id });
    expect((await patch(project.id, { status: 'processing' }, tokens.details!)).status).toBe(204);
    const submitted = (await get(project.id, tokens.owner)).body;
    expect(submitted).toMatchObject({ status: 'processing', requested_status: 'approved' });
    expect(submitted.queued).not.toBeNull();
    expect(await db.select().from(t.notifications).where(eq(t.notifications.userId, users.owner!.id))).toEqual([]);

    expect((await patch(project.id, { status: 'approved' }, tokens.moderator!)).status).toBe(204);
    const approved = (await get(project.id)).body;
    expect(approved.status).toBe('approved');
    expect(approved.approved).not.toBeNull();
    for (const member of [users.owner!, users.details!]) {
      const rows = await db.select().from(t.notifications).where(eq(t.notifications.userId, member.id));
      expect(rows.map((row) => row.body)).toContainEqual({ type: 'status_change', project_id: project.id, old_status: 'processing', new_status: 'approved' });
    }

    expect((await patch(project.id, { status: 'unlisted' }, tokens.owner!)).status).toBe(204);
    expect((await patch(project.id, { status: 'processing' }, tokens.owner!)).status).toBe(401);
    expect((await patch(project.id, { status: 'withheld' }, tokens.owner!)).status).toBe(401);
    expect((await patch(project.id, { status: 'withheld' }, tokens.moderator!)).status).toBe(204);
  });
});

describe('stale edits', () => {
  it('answers 409 when the project changed since the editor loaded it (ETag, If-Match), and last-write-wins without If-Match', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id });
    await expectGuardedEdits({
      what: 'project',
      read: () => get(project.id),
      edit: (json, headers) => patch(project.id, json, tokens.owner!, headers),
      edits: [{ title: 'First Editor' }, { title: 'Second Editor' }, { title: 'Third Editor' }, { title: 'No Header' }],
      seen: (body) => body.title,
    });
    const { body, headers } = await get(project.id);
    expect(headers.get('etag')).toBe(`"${body.updated}"`);
  });
});

describe('PATCH /v2/projects', () => {
  const bulk = (ids: string[], json: unknown, token: string) =>
    request(context.server.url, `/v2/projects?ids=${encodeURIComponent(JSON.stringify(ids))}`, { method: 'PATCH', json, token });

  it('edits every listed project, or none when the caller lacks the permission on one', async () => {
    const db = context.database.db;
    const a = await makeProject(db, { ownerId: users.owner!.id, categories: ['optimization', 'utility'] });
    const b = await makeProject(db, { ownerId: users.owner!.id, categories: ['magic'] });
    const foreign = await makeProject(db, { ownerId: users.outsider!.id, categories: ['magic'] });
    const body = { add_categories: ['library'], remove_categories: ['utility'], add_donation_urls: [{ id: 'paypal', url: 'https://paypal.me/x' }], wiki_url: 'https://example.com/wiki' };
    expect((await bulk([a.id, b.slug], body, tokens.owner!)).status).toBe(204);
    const [viewA, viewB] = (await Promise.all([get(a.id), get(b.id)])).map((response) => response.body);
    expect(viewA.categories.sort()).toEqual(['library', 'optimization']);
    expect(viewB.categories.sort()).toEqual(['library', 'magic']);
    expect(viewA.donation_urls).toEqual([{ id: 'paypal', platform: 'Paypal', url: 'https://paypal.me/x' }]);
    expect(viewB.wiki_url).toBe('https://example.com/wiki');

    const refused = await bulk([a.id, foreign.id], { wiki_url: 'https://example.com/other' }, tokens.owner!);
    expect(refused.status).toBe(401);
    expect((await get(a.id)).body.wiki_url).toBe('https://example.com/wiki');
    const tooMany = await bulk([a.id], { add_categories: ['magic', 'storage'] }, tokens.owner!);
    expect(tooMany.status).toBe(400);
  });
});

describe('client_side and server_side', () => {
  it('apply to every version\'s environment in the same write, and reach /v2/search within a second', async () => {
    const db = context.database.db;
    const project = await makeProject(db, { ownerId: users.owner!.id, title: 'Vexillum Sides' });
    const versions = [
      await makeVersion(db, { projectId: project.id, authorId: users.owner!.id }),
      await makeVersion(db, { projectId: project.id, authorId: users.owner!.id, status: 'draft' }),
    ];
    const bystander = await makeVersion(db, { projectId: (await makeProject(db, { ownerId: users.owner!.id })).id, authorId: users.owner!.id });
    const environments = async () => (await db.select({ id: t.versions.id, environment: t.versions.environment }).from(t.versions)
      .where(eq(t.versions.projectId, project.id))).map((row) => row.environment);

    expect((await patch(project.id, { client_side: 'required', server_side: 'unsupported' }, tokens.owner!)).status).toBe(204);
    expect(await environments()).toEqual(['client_only', 'client_only']);
    expect((await request(context.server.url, `/v2/version/${versions[0]!.id}`)).body.environment).toBe('client_only');
    await expectSearchWithinASecond(context.server, 'Vexillum', (hits) => hits[0]?.environment?.join() === 'client_only');

    // One side alone combines with the side the project already has.
    expect((await patch(project.id, { server_side: 'required' }, tokens.owner!)).status).toBe(204);
    expect(await environments()).toEqual(['client_and_server', 'client_and_server']);
    expect((await get(project.id)).body).toMatchObject({ client_side: 'required', server_side: 'required' });
    await expectSearchWithinASecond(context.server, 'Vexillum', (hits) => hits[0]?.environment?.join() === 'client_and_server');

    expect((await patch(project.id, { title: 'Vexillum Renamed' }, tokens.owner!)).status).toBe(204);
    expect(await environments()).toEqual(['client_and_server', 'client_and_server']);
    const [untouched] = await db.select({ environment: t.versions.environment }).from(t.versions).where(eq(t.versions.id, bystander.id));
    expect(untouched!.environment).toBe('unknown');
  });
});

describe('search freshness and deletion', () => {
  it('shows an edit in /v2/search within a second', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id, title: 'Searchable Before' });
    await makeVersion(context.database.db, { projectId: project.id, authorId: users.owner!.id });
    expect((await patch(project.id, { title: 'Quasarflux Renamed' }, tokens.owner!)).status).toBe(204);
    await expectSearchWithinASecond(context.server, 'Quasarflux', (hits) => hits.some((hit) => hit.project_id === project.id));
    expect((await patch(project.id, { status: 'unlisted' }, tokens.owner!)).status).toBe(204);
    await expectSearchWithinASecond(context.server, 'Quasarflux', (hits) => hits.length === 0);
  });

  it('deletes a project with its versions, files and images, and drops it from search within a second', async () => {
    const db = context.database.db;
    const project = await makeProject(db, { ownerId: users.owner!.id, title: 'Zyphrodel Doomed' });
    await addMember(db, project.teamId, users.deleter!.id, { permissions: ProjectPermission.EDIT_DETAILS });
    const version = await makeVersion(db, { projectId: project.id, authorId: users.owner!.id });
    const icon = await request(context.server.url, `/v2/project/${project.id}/icon?ext=png`, { method: 'PATCH', token: tokens.owner, body: PNG });
    expect(icon.status).toBe(204);
    const iconUrl = (await get(project.id)).body.icon_url;
    await expectSearchWithinASecond(context.server, 'Zyphrodel', (hits) => hits.length === 1);

    const remove = (token: string) => request(context.server.url, `/v2/project/${project.slug}`, { method: 'DELETE', token });
    expect((await remove(tokens.deleter!)).status).toBe(401);
    expect((await remove(await makePat(db, users.owner!.id, ALL_SCOPES - scope('PROJECT_DELETE')))).status).toBe(401);
    expect((await remove(tokens.owner!)).status).toBe(204);
    expect((await get(project.id)).status).toBe(404);
    await expectSearchWithinASecond(context.server, 'Zyphrodel', (hits) => hits.length === 0);
    expect(await db.select().from(t.versions).where(eq(t.versions.id, version.id))).toEqual([]);
    expect((await request(context.server.url, `/v2/version_file/${version.files[0]!.sha1}`)).status).toBe(404);
    expect(await db.select().from(t.teams).where(eq(t.teams.id, project.teamId))).toEqual([]);
    expect((await fetch(context.server.url + new URL(iconUrl).pathname)).status).toBe(404);
  });
});
