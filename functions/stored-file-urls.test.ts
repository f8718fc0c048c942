// Moving PUBLIC_URL or CDN_URL needs no SQL: two servers over one database, configured with different origins, each
// answer every kind of stored file and image under their own CDN root, and external URLs exactly as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '#access';
import { ALL_SCOPES, RESTRICTED_SCOPES } from '#contracts/scopes.ts';
import * as t from '#db/schema/index.ts';
import { reportDetail } from '#moderation';
import { rebuildSearchIndex } from '#search';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makePat, makeProject, makeTeam, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';
import { stopSearchIndexer } from './search/service.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const EXTERNAL = 'https://avatars.elsewhere.example/someone.png';
const created = new Date('2026-01-01T00:00:00Z');

let database: TestDatabase;
let servers: { first: TestServer; moved: TestServer };
const ids = {} as Record<'user' | 'outsider' | 'project' | 'version' | 'organization' | 'collection' | 'report', string>;
let token: string;
let uploadedUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  servers = {
    first: await startTestServer(database, { PUBLIC_URL: 'http://localhost:4321' }),
    moved: await startTestServer(database, { PUBLIC_URL: 'https://kiln.example', CDN_URL: 'https://cdn.kiln.example/files' }),
  };
  const { db } = database;
  const user = await makeUser(db, { username: 'lavasmith', avatarUrl: 'images/user/u1/a1.png' });
  const outsider = await makeUser(db, { avatarUrl: EXTERNAL });
  const project = await makeProject(db, { ownerId: user.id, slug: 'lava-lamps', title: 'Lava Lamps', iconUrl: `images/project/p1/b2.png` });
  await db.insert(t.galleryItems).values({ id: 'gallery1', projectId: project.id, url: 'images/project/p1/gallery/c3.webp', rawUrl: 'images/project/p1/gallery/c3.webp', featured: true, created });
  const version = await makeVersion(db, { projectId: project.id, authorId: user.id, files: [{ filename: 'lava lamps.jar' }] });
  const teamId = await makeTeam(db, user.id);
  await db.insert(t.organizations).values({ id: 'org00001', slug: 'lava', name: 'Lava', description: '', teamId, iconUrl: 'images/organization/org00001/d4.png', created });
  await db.insert(t.collections).values({ id: 'col00001', userId: user.id, name: 'Mine', status: 'listed', iconUrl: 'images/collection/col00001/e5.png', created, updated: created });
  Object.assign(ids, { user: user.id, outsider: outsider.id, project: project.id, version: version.id, organization: 'org00001', collection: 'col00001' });
  token = await makePat(db, user.id, ALL_SCOPES - RESTRICTED_SCOPES);
  const image = await request(servers.first.url, '/v3/image?context=report&ext=png', { method: 'POST', token, body: PNG as Uint8Array<ArrayBuffer> });
  uploadedUrl = image.body.url;
  const report = await request(servers.first.url, '/v2/report', {
    method: 'POST', token, json: { report_type: 'spam', item_type: 'project', item_id: project.id, body: 'Spam.', uploaded_images: [image.body.id] },
  });
  ids.report = report.body.id;
  for (const server of Object.values(servers)) await rebuildSearchIndex(server.runtime, () => {});
});

afterAll(async () => {
  for (const server of Object.values(servers ?? {})) {
    await stopSearchIndexer(server.runtime);
    await server.close();
  }
  database?.dispose();
});

/** Every stored file and image URL one server answers, gathered from the API and the report page's loader. */
async function urlsFrom(server: TestServer) {
  const get = async (path: string) => (await request(server.url, path, { token })).body;
  const project = await get(`/v2/project/${ids.project}`);
  const version = await get(`/v2/version/${ids.version}`);
  const members = await get(`/v2/project/${ids.project}/members`);
  const hit = (await get('/v2/search?query=lava')).hits[0];
  const viewer: Viewer = { userId: ids.user, role: 'admin', scopes: ALL_SCOPES, via: 'session' };
  const report = await reportDetail(server.runtime, viewer, ids.report);
  return {
    projectIcon: project.icon_url, rawIcon: project.raw_icon_url, gallery: [project.gallery[0].url, project.gallery[0].raw_url],
    versionFile: version.files[0].url,
    avatar: (await get(`/v2/user/${ids.user}`)).avatar_url, memberAvatar: members[0].user.avatar_url,
    external: (await get(`/v2/user/${ids.outsider}`)).avatar_url,
    organizationIcon: (await get(`/v3/organization/${ids.organization}`)).icon_url,
    collectionIcon: (await get(`/v3/collection/${ids.collection}`)).icon_url,
    searchIcon: hit.icon_url, searchGallery: hit.gallery,
    reportImage: report!.images[0]!.url,
  };
}

const expected = (cdn: string) => ({
  projectIcon: `${cdn}/images/project/p1/b2.png`, rawIcon: `${cdn}/images/project/p1/b2.png`,
  gallery: [`${cdn}/images/project/p1/gallery/c3.webp`, `${cdn}/images/project/p1/gallery/c3.webp`],
  versionFile: `${cdn}/data/${ids.project}/versions/${ids.version}/lava%20lamps.jar`,
  avatar: `${cdn}/images/user/u1/a1.png`, memberAvatar: `${cdn}/images/user/u1/a1.png`,
  external: EXTERNAL,
  organizationIcon: `${cdn}/images/organization/org00001/d4.png`,
  collectionIcon: `${cdn}/images/collection/col00001/e5.png`,
  searchIcon: `${cdn}/images/project/p1/b2.png`, searchGallery: [`${cdn}/images/project/p1/gallery/c3.webp`],
  reportImage: uploadedUrl.replace('http://localhost:4321/cdn', cdn),
});

describe('stored file URLs', () => {
  it('are answered under the CDN root of the server that reads them', async () => {
    expect(uploadedUrl).toMatch(new RegExp(`^http://localhost:4321/cdn/images/report/${ids.user}/[0-9a-f]{40}\\.png$`));
    expect(await urlsFrom(servers.first)).toEqual(expected('http://localhost:4321/cdn'));
    expect(await urlsFrom(servers.moved)).toEqual(expected('https://cdn.kiln.example/files'));
  });

  it('follow PUBLIC_URL when no CDN_URL is set', async () => {
    const bare = await startTestServer(database, { PUBLIC_URL: 'https://other.example' });
    try {
      const project = (await request(bare.url, `/v2/project/${ids.project}`)).body;
      expect(project.icon_url).toBe('https://other.example/cdn/images/project/p1/b2.png');
    } finally {
      await bare.close();
    }
  });
});
