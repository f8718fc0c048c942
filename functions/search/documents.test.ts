// The search document builder against a real database: every v2 hit field and the internal filter fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeTeam, makeUser, makeVersion } from '#testing/factory.ts';
import { buildAllSearchDocuments, buildSearchDocuments } from './documents.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.dispose());

describe('search documents', () => {
  it('shapes a listed project with loaders in categories, ordered game versions and its newest listed version', async () => {
    const db = database.db;
    const owner = await makeUser(db, { username: 'builder' });
    const project = await makeProject(db, {
      ownerId: owner.id, title: 'Shaped', categories: ['utility', 'magic'], additionalCategories: ['storage'], licenseId: 'GPL-3.0-only',
      downloads: 42, followers: 7, published: new Date('2023-02-05T19:39:55.551Z'), updated: new Date('2024-03-01T00:00:00Z'),
    });
    await makeVersion(db, { projectId: project.id, authorId: owner.id, loaders: ['forge'], gameVersions: ['1.12.2', '1.20.1'], datePublished: new Date('2024-01-01') });
    const newest = await makeVersion(db, { projectId: project.id, authorId: owner.id, loaders: ['fabric', 'datapack'], gameVersions: ['1.21.1'], datePublished: new Date('2024-02-01') });
    await makeVersion(db, { projectId: project.id, authorId: owner.id, loaders: ['quilt'], gameVersions: ['1.21.4'], datePublished: new Date('2024-03-01'), status: 'draft' });
    await db.insert(t.galleryItems).values([
      { id: randomId(), projectId: project.id, url: 'https://cdn.test/b.png', rawUrl: 'https://cdn.test/b-raw.png', featured: true, created: new Date(), ordering: 2 },
      { id: randomId(), projectId: project.id, url: 'https://cdn.test/a.png', rawUrl: 'https://cdn.test/a-raw.png', featured: false, created: new Date(), ordering: 1 },
    ]);
    const [doc] = await buildSearchDocuments(db, [project.id]);
    expect(doc).toEqual({
      project_id: project.id, project_type: 'mod', all_project_types: ['datapack', 'mod'], slug: project.slug,
      author: 'builder', author_id: owner.id, organization: null, organization_id: null, title: 'Shaped',
      description: project.description, categories: ['datapack', 'fabric', 'forge', 'magic', 'storage', 'utility'],
      display_categories: ['datapack', 'fabric', 'forge', 'magic', 'utility'], versions: ['1.21.1', '1.20.1', '1.12.2'],
      downloads: 42, follows: 7, icon_url: '', date_created: '2023-02-05T19:39:55.551+00:00', date_modified: '2024-03-01T00:00:00.000+00:00',
      latest_version: newest.id, license: 'GPL-3.0-only', client_side: 'required', server_side: 'optional', environment: ['unknown'],
      disclosure_types: [], gallery: ['https://cdn.test/a.png', 'https://cdn.test/b.png'], featured_gallery: 'https://cdn.test/b.png',
      color: null, project_type_v3: 'mod', open_source: true, created_timestamp: 1675625995, modified_timestamp: 1709251200,
    });
  });

  it("names an organization's owner as the author and hides the mrpack loader", async () => {
    const db = database.db;
    const member = await makeUser(db);
    const orgOwner = await makeUser(db, { username: 'orgboss' });
    const organizationId = randomId();
    await db.insert(t.organizations).values({
      id: organizationId, slug: 'the-org', name: 'The Org', description: 'An org.', teamId: await makeTeam(db, orgOwner.id), created: new Date(),
    });
    const pack = await makeProject(db, { ownerId: member.id, title: 'Org Pack', projectType: 'modpack', organizationId, licenseId: 'LicenseRef-All-Rights-Reserved' });
    await makeVersion(db, { projectId: pack.id, authorId: member.id, loaders: ['mrpack', 'fabric'] });
    const [doc] = await buildSearchDocuments(db, [pack.id]);
    expect(doc).toMatchObject({
      author: 'orgboss', author_id: orgOwner.id, organization: 'The Org', organization_id: organizationId,
      project_type: 'modpack', all_project_types: ['modpack'], categories: ['fabric'], open_source: false,
    });
  });

  it('leaves out projects that are not listed, and builds all listed ones in bulk', async () => {
    const db = database.db;
    const owner = await makeUser(db);
    const draft = await makeProject(db, { ownerId: owner.id, status: 'draft' });
    const archived = await makeProject(db, { ownerId: owner.id, status: 'archived' });
    expect(await buildSearchDocuments(db, [draft.id, archived.id])).toEqual([expect.objectContaining({ project_id: archived.id })]);
    const all = await buildAllSearchDocuments(db);
    expect(all.map((doc) => doc.project_id)).toContain(archived.id);
    expect(all.map((doc) => doc.project_id)).not.toContain(draft.id);
  });
});
