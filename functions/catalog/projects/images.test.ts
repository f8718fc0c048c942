// Project icon and gallery routes: formats and sizes decided from the bytes, featured images, duplicates, the
// 64-image cap, permission checks, removal of replaced blobs, and search freshness.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { randomId } from '#lib/ids.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { GIF, PNG, SVG, expectSearchWithinASecond, imageBlobs, pngOfSize, pngVariant, sendOversized } from './write-testing.ts';

const context = useTestServer();
const tokens: Record<string, string> = {};
let ownerId: string;

beforeAll(async () => {
  const db = context.database.db;
  const owner = await makeUser(db);
  ownerId = owner.id;
  tokens.owner = await makePat(db, owner.id, ALL_SCOPES);
  tokens.bodyOnly = await makePat(db, (await makeUser(db)).id, ALL_SCOPES);
  await request(context.server.url, '/v2/search');
});

const send = (method: string, path: string, body?: Uint8Array, token = tokens.owner) =>
  request(context.server.url, path, { method, token, body: body as Uint8Array<ArrayBuffer> | undefined });
const view = async (id: string) => (await request(context.server.url, `/v2/project/${id}`)).body;
const served = (url: string) => fetch(context.server.url + new URL(url).pathname);

describe('project icon', () => {
  it('stores, replaces and removes the icon, deleting replaced blobs', async () => {
    const project = await makeProject(context.database.db, { ownerId });
    expect((await send('PATCH', `/v2/project/${project.id}/icon?ext=png`, PNG)).status).toBe(204);
    const first = (await view(project.id)).icon_url;
    expect(first).toMatch(/\.png$/);
    expect((await served(first)).status).toBe(200);
    // The bytes decide: a GIF sent as "jpg" is stored as a GIF.
    expect((await send('PATCH', `/v2/project/${project.slug}/icon?ext=jpg`, GIF)).status).toBe(204);
    const second = await view(project.id);
    expect(second.icon_url).toMatch(/\.gif$/);
    expect(second.color).toBeNull();
    expect((await served(first)).status).toBe(404);
    expect((await send('DELETE', `/v2/project/${project.id}/icon`)).status).toBe(204);
    expect((await view(project.id)).icon_url).toBeNull();
    expect((await served(second.icon_url)).status).toBe(404);
  });

  it('refuses other formats, oversized icons and callers without EDIT_DETAILS', async () => {
    const project = await makeProject(context.database.db, { ownerId });
    const svg = await send('PATCH', `/v2/project/${project.id}/icon?ext=png`, SVG);
    expect(svg.status).toBe(400);
    expect(svg.body.description).toMatch(/Unsupported image format/);
    expect((await send('PATCH', `/v2/project/${project.id}/icon?ext=svg`, PNG)).body.description).toMatch(/Invalid format for image: svg/);
    const large = await sendOversized(`${context.server.url}/v2/project/${project.id}/icon?ext=png`, 'PATCH', tokens.owner!, pngOfSize(256 * 1024 + 1));
    expect(large.status).toBe(400);
    expect(large.body.description).toBe('File too large: the limit is 256 KiB');
    const member = await makeUser(context.database.db);
    await addMember(context.database.db, project.teamId, member.id, { permissions: ProjectPermission.EDIT_BODY });
    expect((await send('PATCH', `/v2/project/${project.id}/icon?ext=png`, PNG, await makePat(context.database.db, member.id, ALL_SCOPES))).status).toBe(401);
    expect((await send('DELETE', `/v2/project/${project.id}/icon`, undefined, tokens.bodyOnly)).status).toBe(401);
    expect((await view(project.id)).icon_url).toBeNull();
  });
});

describe('project gallery', () => {
  const gallery = (id: string, query: Record<string, string>) => `/v2/project/${id}/gallery?${new URLSearchParams(query)}`;

  it('adds images, keeps one featured, edits and removes them, and search follows', async () => {
    const project = await makeProject(context.database.db, { ownerId, title: 'Glimmerwick Gallery' });
    await makeVersion(context.database.db, { projectId: project.id, authorId: ownerId });
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'true', title: 'First', ordering: '1' }), pngVariant(1))).status).toBe(204);
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'true', description: 'Second one' }), pngVariant(2))).status).toBe(204);
    let items = (await view(project.id)).gallery;
    expect(items.map((item: any) => [item.title, item.featured, item.ordering])).toEqual([[null, true, 0], ['First', false, 1]]);
    await expectSearchWithinASecond(context.server, 'Glimmerwick', (hits) => hits[0]?.gallery.length === 2 && hits[0].featured_gallery === items[0].url);

    const duplicate = await send('POST', gallery(project.id, { ext: 'png', featured: 'false' }), pngVariant(1));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.description).toBe("You have already uploaded this image to your project's gallery!");
    expect((await served(items[1].url)).status).toBe(200);

    expect((await send('PATCH', gallery(project.id, { url: items[1].url, featured: 'true', title: 'Renamed' }))).status).toBe(204);
    items = (await view(project.id)).gallery;
    expect(items.find((item: any) => item.featured).title).toBe('Renamed');
    expect(items.filter((item: any) => item.featured)).toHaveLength(1);

    // An empty title or description clears it; a parameter left out keeps its value.
    const edited = items.find((item: any) => item.featured).url;
    expect((await send('PATCH', gallery(project.id, { url: edited, description: 'Lit at dusk' }))).status).toBe(204);
    expect((await send('PATCH', gallery(project.id, { url: edited, title: '' }))).status).toBe(204);
    expect((await view(project.id)).gallery.find((item: any) => item.url === edited)).toMatchObject({ title: null, description: 'Lit at dusk' });
    expect((await send('PATCH', gallery(project.id, { url: edited, description: '' }))).status).toBe(204);
    expect((await view(project.id)).gallery.find((item: any) => item.url === edited)).toMatchObject({ title: null, description: null });
    expect((await send('PATCH', gallery(project.id, { url: edited, title: 'x'.repeat(256) }))).status).toBe(400);
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'false', title: '' }), pngVariant(3))).status).toBe(400);

    const unknown = await send('PATCH', gallery(project.id, { url: 'https://example.com/x.png' }));
    expect(unknown.status).toBe(400);
    const removed = items.find((item: any) => !item.featured).url;
    expect((await send('DELETE', gallery(project.id, { url: removed }))).status).toBe(204);
    expect((await view(project.id)).gallery).toHaveLength(1);
    expect((await served(removed)).status).toBe(404);
    await expectSearchWithinASecond(context.server, 'Glimmerwick', (hits) => hits[0]?.gallery.length === 1);
  });

  it('refuses bad formats, oversized images, a missing featured flag, outsiders and a 65th image', async () => {
    const db = context.database.db;
    const project = await makeProject(db, { ownerId });
    const blobsBefore = imageBlobs(context.server);
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'false' }), SVG)).status).toBe(400);
    const large = await sendOversized(context.server.url + gallery(project.id, { ext: 'png', featured: 'false' }), 'POST', tokens.owner!, pngOfSize(5 * 1024 * 1024 + 1));
    expect(large.status).toBe(400);
    expect(large.body.description).toBe('File too large: the limit is 5 MiB');
    expect((await send('POST', gallery(project.id, { ext: 'png' }), PNG)).status).toBe(400);
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'false', title: 'x'.repeat(256) }), PNG)).status).toBe(400);
    expect((await send('POST', gallery(project.id, { ext: 'png', featured: 'false' }), PNG, tokens.bodyOnly)).status).toBe(401);
    expect(imageBlobs(context.server)).toEqual(blobsBefore);

    await db.insert(t.galleryItems).values(Array.from({ length: 64 }, (_, n) => ({
      id: randomId(), projectId: project.id, url: `https://example.com/${n}.png`, rawUrl: `https://example.com/${n}.png`, created: new Date(),
    })));
    const full = await send('POST', gallery(project.id, { ext: 'png', featured: 'false' }), PNG);
    expect(full.status).toBe(401);
    expect(full.body.description).toMatch(/maximum of 64 gallery images/);
  });
});
