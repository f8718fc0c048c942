// POST /v2/project: drafts with icon and gallery, the API's limits and slug rules, ordering of parts, refusals
// that leave nothing behind, and who may create.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { USER_PROJECT_LIMIT } from '#contracts/project-write.ts';
import { OrganizationPermission } from '#contracts/permissions.ts';
import { randomId } from '#lib/ids.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { SVG, PNG, createRequest, imageBlobs, pngOfSize, pngVariant, projectData } from './write-testing.ts';

const context = useTestServer();
const tokens: Record<string, string> = {};
let creatorId: string;

beforeAll(async () => {
  const db = context.database.db;
  const creator = await makeUser(db, { emailVerified: true });
  creatorId = creator.id;
  tokens.creator = await makePat(db, creator.id, ALL_SCOPES);
  tokens.noScope = await makePat(db, creator.id, ALL_SCOPES - scope('PROJECT_CREATE'));
  tokens.unverified = await makePat(db, (await makeUser(db)).id, ALL_SCOPES);
});

const create = (data: unknown, files: { name: string; bytes: Uint8Array }[] = [], token = tokens.creator!) =>
  createRequest(context.server, token, [{ name: 'data', json: data }, ...files]);

const projectCount = async () => (await context.database.db.select({ n: sql<number>`count(*)` }).from(t.projects))[0]!.n;

describe('POST /v2/project', () => {
  it('creates a draft with an icon and a gallery; the creator owns it with every permission', async () => {
    const data = projectData({
      slug: 'My-New-Mod', categories: ['optimization'], additional_categories: ['utility', 'optimization'],
      donation_urls: [{ id: 'ko-fi', platform: 'Ko-fi', url: 'https://ko-fi.com/example' }], source_url: 'https://example.com/src',
      gallery_items: [{ item: 'shot', featured: true, title: 'Screenshot', description: 'In game', ordering: 2 }],
    });
    const { status, body } = await create(data, [{ name: 'icon', bytes: PNG }, { name: 'shot', bytes: pngVariant(1) }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'my-new-mod', title: 'Example Project', status: 'draft', requested_status: 'approved', project_type: 'project',
      categories: ['optimization'], additional_categories: ['utility'], source_url: 'https://example.com/src',
      license: { id: 'MIT', name: 'MIT License' }, client_side: 'required', server_side: 'optional', versions: [],
      donation_urls: [{ id: 'ko-fi', platform: 'Ko-fi', url: 'https://ko-fi.com/example' }],
    });
    expect(body.icon_url).toMatch(new RegExp(`/cdn/images/project/${body.id}/[0-9a-f]{40}\\.png$`));
    expect(body.raw_icon_url).toBe(body.icon_url);
    expect(body.gallery).toEqual([expect.objectContaining({ featured: true, title: 'Screenshot', description: 'In game', ordering: 2 })]);
    expect(body.gallery[0].raw_url).toBe(body.gallery[0].url);
    // The configured CDN address names port 0 in tests; the path is what the server answers on.
    expect((await fetch(context.server.url + new URL(body.icon_url).pathname)).headers.get('content-type')).toBe('image/png');
    const members = await request(context.server.url, `/v2/project/${body.id}/members`, { token: tokens.creator });
    expect(members.body).toEqual([expect.objectContaining({ role: 'Owner', permissions: 1023, accepted: true })]);
    expect(members.body[0].user.id).toBe(creatorId);
  });

  it('accepts the first API’s field names and what @xmcl/modrinth sends', async () => {
    const { status, body } = await create({
      mod_name: 'Aliased', mod_slug: 'aliased-mod', mod_description: 'Old field names.', mod_body: 'Body',
      client_side: 'optional', server_side: 'required', initial_versions: [], categories: [], is_draft: true,
      status: 'draft', requested_status: 'draft', license_id: 'LicenseRef-All-Rights-Reserved', project_type: 'modpack',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Aliased', slug: 'aliased-mod', description: 'Old field names.', body: 'Body', requested_status: 'draft', status: 'draft' });
    expect(body.license).toEqual({ id: 'LicenseRef-All-Rights-Reserved', name: 'All Rights Reserved', url: null });
  });

  it('lets the create form check a slug: 404 while free, 200 once taken', async () => {
    expect((await request(context.server.url, '/v2/project/free-slug-check/check')).status).toBe(404);
    expect((await create(projectData({ slug: 'free-slug-check' }))).status).toBe(200);
    const taken = await request(context.server.url, '/v2/project/FREE-slug-check/check', { token: tokens.creator });
    expect(taken.status).toBe(200);
  });

  it('needs a draft or initial versions: a submission without versions is refused', async () => {
    const notDraft = await create(projectData({ is_draft: false }));
    expect(notDraft.status).toBe(400);
    expect(notDraft.body).toEqual({ error: 'invalid_input', description: 'Project submitted for review with no initial versions' });
    const omitted = await create(projectData({ is_draft: undefined }));
    expect(omitted.body.description).toBe('Project submitted for review with no initial versions');
    const incomplete = await create(projectData({ is_draft: false, initial_versions: [{ version_number: '1.0.0' }] }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe('invalid_input');
    expect(incomplete.body.description).toMatch(/^Invalid initial_versions\[0\]: file_parts/);
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['a two-character title', { title: 'ab' }, /Title must be 3–64/],
    ['a 65-character title', { title: 'x'.repeat(65) }, /Title must be 3–64/],
    ['a title of spaces', { title: '      ' }, /Title must be 3–64/],
    ['a two-character slug', { slug: 'ab' }, /Slug must be 3–64/],
    ['a 65-character slug', { slug: 'a'.repeat(65) }, /Slug must be 3–64/],
    ['a slug with other characters', { slug: 'bad slug!' }, /Slug may contain only/],
    ['a two-character summary', { description: 'ab' }, /Summary must be 3–255/],
    ['a 256-character summary', { description: 'x'.repeat(256) }, /Summary must be 3–255/],
    ['four featured categories', { categories: ['optimization', 'utility', 'library', 'magic'] }, /At most 3 featured categories/],
    ['an unknown category', { categories: ['no-such-category'] }, /Invalid category: "no-such-category"/],
    ['a category of another project type', { categories: ['realistic'] }, /not a category for mod projects/],
    ['an unknown license', { license_id: 'Not-A-License' }, /Invalid SPDX identifier specified: Not-A-License/],
    ['a malformed license expression', { license_id: 'MIT OR' }, /SPDX license expression/],
    ['an http link', { issues_url: 'http://example.com/issues' }, /issues_url: must be an https URL/],
    ['a link that is not a URL', { wiki_url: 'wiki' }, /wiki_url: must be an https URL/],
    ['an unknown donation platform', { donation_urls: [{ id: 'nope', platform: 'Nope', url: 'https://example.com' }] }, /Invalid donation platform/],
    ['an unknown project type', { project_type: 'world' }, /project_type must be one of/],
    ['a missing side', { client_side: undefined }, /client_side/],
  ];
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} with a 400 and creates nothing`, async () => {
      const before = await projectCount();
      const { status, body } = await create(projectData(overrides));
      expect(status).toBe(400);
      expect(body.error).toBe('invalid_input');
      expect(body.description).toMatch(message);
      expect(await projectCount()).toBe(before);
    });
  }

  it('accepts compound SPDX expressions and custom LicenseRef ids', async () => {
    for (const license_id of ['MIT OR Apache-2.0', '(MIT AND GPL-3.0-or-later) OR LicenseRef-My-License', 'GPL-2.0+ WITH Classpath-exception-2.0']) {
      const { status, body } = await create(projectData({ license_id }));
      expect(status, license_id).toBe(200);
      expect(body.license.id).toBe(license_id);
    }
  });

  it('answers "Slug is already taken!" whatever the case, and refuses a slug that is another project’s ID', async () => {
    const owner = await makeUser(context.database.db);
    const existing = await makeProject(context.database.db, { ownerId: owner.id, slug: 'Taken-Slug' });
    const taken = await create(projectData({ slug: 'tAKEN-sLUG' }));
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ error: 'invalid_input', description: 'Slug is already taken!' });
    const collision = await create(projectData({ slug: existing.id }));
    expect(collision.body.description).toBe("Slug collides with other project's id!");
  });

  it('refuses a `data` part that comes after a file part', async () => {
    const form = new FormData();
    form.append('icon', new Blob([PNG]), 'icon.png');
    form.append('data', JSON.stringify(projectData()));
    const { status, body } = await request(context.server.url, '/v2/project', { method: 'POST', token: tokens.creator, body: form });
    expect(status).toBe(400);
    expect(body.description).toBe('`data` field must come before file fields');
  });

  it('refuses icons that are not images or are over 256 KiB, and file parts nobody named', async () => {
    const svg = await create(projectData(), [{ name: 'icon', bytes: SVG }]);
    expect(svg.status).toBe(400);
    expect(svg.body.description).toMatch(/Unsupported image format/);
    const large = await create(projectData(), [{ name: 'icon', bytes: pngOfSize(256 * 1024 + 1) }]);
    expect(large.status).toBe(400);
    expect(large.body.description).toMatch(/File too large: the limit is 256 KiB/);
    const stray = await create(projectData(), [{ name: 'extra', bytes: PNG }]);
    expect(stray.body.description).toMatch(/File part `extra` is not the icon, a gallery item or a version file/);
    const twoFeatured = await create(projectData({ gallery_items: [{ item: 'a', featured: true }, { item: 'b', featured: true }] }), [
      { name: 'a', bytes: pngVariant(2) }, { name: 'b', bytes: pngVariant(3) },
    ]);
    expect(twoFeatured.body.description).toBe('At most one gallery image can be featured');
  });

  it('leaves no project, no search entry and no image blob when a gallery part fails after a valid icon', async () => {
    const before = await projectCount();
    const blobsBefore = imageBlobs(context.server);
    const outboxBefore = await context.database.db.select().from(t.searchOutbox);
    const { status, body } = await create(projectData({
      slug: 'half-way', gallery_items: [{ item: 'good', featured: false }, { item: 'bad', featured: false }],
    }), [{ name: 'icon', bytes: pngVariant(7) }, { name: 'good', bytes: pngVariant(8) }, { name: 'bad', bytes: SVG }]);
    expect(status).toBe(400);
    expect(body.description).toMatch(/Unsupported image format/);
    expect(await projectCount()).toBe(before);
    expect(await context.database.db.select().from(t.projects).where(eq(t.projects.slug, 'half-way'))).toEqual([]);
    expect(await context.database.db.select().from(t.searchOutbox)).toEqual(outboxBefore);
    expect(imageBlobs(context.server)).toEqual(blobsBefore);
  });

  it('requires the PROJECT_CREATE scope and a verified email', async () => {
    const noScope = await create(projectData(), [], tokens.noScope);
    expect(noScope.status).toBe(401);
    const unverified = await create(projectData(), [], tokens.unverified);
    expect(unverified.status).toBe(401);
    expect(unverified.body.description).toMatch(/verify your email/);
    expect((await request(context.server.url, '/v2/project', { method: 'POST', body: new FormData() })).status).toBe(401);
  });

  it(`stops a user at ${USER_PROJECT_LIMIT} owned projects`, async () => {
    const db = context.database.db;
    const prolific = await makeUser(db, { emailVerified: true });
    const token = await makePat(db, prolific.id, ALL_SCOPES);
    for (let i = 0; i < USER_PROJECT_LIMIT; i += 1) await makeProject(db, { ownerId: prolific.id });
    const { status, body } = await create(projectData(), [], token);
    expect(status).toBe(400);
    expect(body.error).toBe('limit_reached');
    expect(body.description).toBe(`You have reached the limit of ${USER_PROJECT_LIMIT} projects`);
  });

  it('creates in an organization only for members allowed to add projects', async () => {
    const db = context.database.db;
    const teamId = randomId();
    const organizationId = randomId();
    await db.insert(t.teams).values({ id: teamId });
    await db.insert(t.organizations).values({ id: organizationId, slug: `org-${organizationId}`, name: 'Org', description: 'An organization', teamId, created: new Date() });
    const adder = await makeUser(db, { emailVerified: true });
    const viewerOnly = await makeUser(db, { emailVerified: true });
    for (const [user, bits] of [[adder, OrganizationPermission.ADD_PROJECT], [viewerOnly, OrganizationPermission.EDIT_DETAILS]] as const) {
      await db.insert(t.teamMembers).values({ id: randomId(), teamId, userId: user.id, accepted: true, organizationPermissions: bits });
    }
    const refused = await create(projectData({ organization_id: organizationId }), [], await makePat(db, viewerOnly.id, ALL_SCOPES));
    expect(refused.status).toBe(401);
    const made = await create(projectData({ organization_id: organizationId }), [], await makePat(db, adder.id, ALL_SCOPES));
    expect(made.status).toBe(200);
    expect(made.body.organization).toBe(organizationId);
    const unknown = await create(projectData({ organization_id: 'ZZZZZZZZ' }));
    expect(unknown.body.description).toBe('Invalid organization ID specified!');
  });
});
