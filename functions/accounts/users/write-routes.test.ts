// v2 user writes: PATCH /v2/user/{id|username} and the icon upload/removal, with the permissions and limits of api-compat §user-routes.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

async function person(overrides: Partial<typeof t.users.$inferInsert> = {}, scopes = ALL_SCOPES) {
  const user = await makeUser(context.database.db, overrides);
  return { user, token: await makePat(context.database.db, user.id, scopes) };
}

const patch = (path: string, token: string | undefined, json: unknown) => request(context.server.url, path, { method: 'PATCH', token, json });
const row = async (id: string) => (await context.database.db.select().from(t.users).where(eq(t.users.id, id)))[0]!;
const upload = (key: string, token: string | undefined, bytes: Uint8Array, ext = 'png') =>
  request(context.server.url, `/v2/user/${key}/icon?ext=${ext}`, { method: 'PATCH', token, body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': `image/${ext}` } });

describe('PATCH /v2/user/{id|username}', () => {
  it('changes the username and bio of the caller with 204, found by username in any case', async () => {
    const { user, token } = await person();
    const response = await patch(`/v2/user/${user.username.toUpperCase()}`, token, { username: 'New.Name_1', bio: 'Makes shaders', name: 'ignored', unknown: 1 });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await row(user.id)).toMatchObject({ username: 'New.Name_1', bio: 'Makes shaders' });
    expect((await patch(`/v2/user/${user.id}`, token, { bio: null })).status).toBe(204);
    expect((await row(user.id)).bio).toBeNull();
    expect((await request(context.server.url, '/v2/user/new.name_1')).body.username).toBe('New.Name_1');
  });

  it('lets people change the case of their own username', async () => {
    const { user, token } = await person({ username: 'casey' });
    expect((await patch(`/v2/user/${user.id}`, token, { username: 'Casey' })).status).toBe(204);
    expect((await row(user.id)).username).toBe('Casey');
  });

  it.each([
    [{ bio: 'x'.repeat(161) }, /bio/],
    [{ username: '' }, /username/],
    [{ username: 'x'.repeat(40) }, /username/],
    [{ username: 'has space' }, /username/],
    [{ allow_friend_requests: 'yes' }, /allow_friend_requests/],
  ])('answers 400 for %o', async (body, message) => {
    const { user, token } = await person();
    const response = await patch(`/v2/user/${user.id}`, token, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('request_error');
    expect(response.body.description).toMatch(message);
  });

  it('refuses a username someone else has, compared without case', async () => {
    await makeUser(context.database.db, { username: 'TakenName' });
    const { user, token } = await person();
    const response = await patch(`/v2/user/${user.id}`, token, { username: 'takenname' });
    expect(response.status).toBe(400);
    expect(response.body.description).toBe('Username is already taken!');
    expect((await row(user.id)).username).toBe(user.username);
  });

  it('refuses other users (401), anonymous callers (401), tokens without USER_WRITE (401) and unknown users (404)', async () => {
    const { user } = await person({ bio: 'original' });
    const other = await person();
    const readOnly = await person({}, scope('USER_READ'));
    expect((await patch(`/v2/user/${user.id}`, other.token, { bio: 'hijacked' })).status).toBe(401);
    expect((await patch(`/v2/user/${user.id}`, undefined, { bio: 'hijacked' })).status).toBe(401);
    const missingScope = await patch(`/v2/user/${readOnly.user.id}`, readOnly.token, { bio: 'mine' });
    expect(missingScope.status).toBe(401);
    expect(missingScope.body.description).toMatch(/USER_WRITE/);
    const unknown = await patch('/v2/user/nobody-here', other.token, { bio: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('');
    expect((await row(user.id)).bio).toBe('original');
  });

  it('lets only admins set role and badges, and admins edit anyone', async () => {
    const { user, token } = await person();
    const admin = await person({ role: 'admin' });
    const selfPromotion = await patch(`/v2/user/${user.id}`, token, { role: 'admin' });
    expect(selfPromotion.status).toBe(401);
    expect((await patch(`/v2/user/${user.id}`, token, { badges: 1 })).status).toBe(401);
    expect((await row(user.id)).role).toBe('developer');
    expect((await patch(`/v2/user/${user.id}`, admin.token, { role: 'moderator', badges: 5, bio: 'set by staff' })).status).toBe(204);
    expect(await row(user.id)).toMatchObject({ role: 'moderator', badges: 5, bio: 'set by staff' });
  });

  it('queues the user’s projects for re-indexing when the username (the search author) changes', async () => {
    const { user, token } = await person();
    const project = await makeProject(context.database.db, { ownerId: user.id });
    await context.database.db.delete(t.searchOutbox);
    expect((await patch(`/v2/user/${user.id}`, token, { username: `renamed${Date.now()}` })).status).toBe(204);
    const queued = await context.database.db.select().from(t.searchOutbox);
    expect(queued.map((entry) => entry.projectId)).toContain(project.id);
  });
});

describe('PATCH and DELETE /v2/user/{id|username}/icon', () => {
  it('stores an icon sniffed from the bytes, serves it, replaces it and removes it', async () => {
    const { user, token } = await person();
    // The bytes decide the format: a PNG announced as jpg is stored as PNG.
    expect((await upload(user.id, token, PNG, 'jpg')).status).toBe(204);
    const first = (await row(user.id)).avatarUrl!;
    // The row holds the key; the answer composes it under the configured CDN root.
    expect(first).toMatch(new RegExp(`^images/user/${user.id}/[0-9a-f]{40}\\.png$`));
    expect((await request(context.server.url, `/v2/user/${user.id}`)).body.avatar_url).toBe(`${context.server.runtime.config.cdnUrl}/${first}`);
    const served = await fetch(`${context.server.url}/cdn/${first}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    expect((await upload(user.username, token, GIF, 'gif')).status).toBe(204);
    const second = (await row(user.id)).avatarUrl!;
    expect(second).toMatch(/\.gif$/);
    expect((await fetch(`${context.server.url}/cdn/${first}`)).status).toBe(404);

    const removed = await request(context.server.url, `/v2/user/${user.id}/icon`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    expect((await row(user.id)).avatarUrl).toBeNull();
    expect((await fetch(`${context.server.url}/cdn/${second}`)).status).toBe(404);
  });

  it('refuses a non-image, an unknown ext, an oversized icon and a missing ext with 400', async () => {
    const { user, token } = await person();
    const html = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const wrongType = await upload(user.id, token, html, 'png');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.description).toMatch(/Unsupported image format/);
    expect((await upload(user.id, token, PNG, 'svg')).status).toBe(400);
    const big = new Uint8Array(ICON_MAX_BYTES + 1);
    big.set(PNG);
    const oversized = await upload(user.id, token, big);
    expect(oversized.status).toBe(400);
    expect(oversized.body.description).toBe('Icons must be smaller than 256KiB');
    expect(oversized.headers.get('connection')).toBe('close');
    const noExt = await request(context.server.url, `/v2/user/${user.id}/icon`, { method: 'PATCH', token, body: PNG });
    expect(noExt.status).toBe(400);
    expect((await row(user.id)).avatarUrl).toBeNull();
  });

  it('refuses other users and missing scopes with 401, unknown users with 404; admins may change anyone’s', async () => {
    const { user } = await person();
    const other = await person();
    const readOnly = await person({}, scope('USER_READ'));
    const admin = await person({ role: 'admin' });
    expect((await upload(user.id, other.token, PNG)).status).toBe(401);
    expect((await upload(readOnly.user.id, readOnly.token, PNG)).status).toBe(401);
    expect((await upload(user.id, undefined, PNG)).status).toBe(401);
    expect((await upload('nobody-here', other.token, PNG)).status).toBe(404);
    expect((await request(context.server.url, `/v2/user/${user.id}/icon`, { method: 'DELETE', token: other.token })).status).toBe(401);
    expect((await request(context.server.url, '/v2/user/nobody-here/icon', { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await upload(user.id, admin.token, PNG)).status).toBe(204);
    expect((await row(user.id)).avatarUrl).not.toBeNull();
  });
});

describe('DELETE /v2/user/{id|username}', () => {
  const remove = (key: string, token: string | undefined) => request(context.server.url, `/v2/user/${key}`, { method: 'DELETE', token });
  const session = async (userId: string) => (await createSession(context.database.db, userId, {})).token;

  it('removes the caller’s own account through a website session, with its sessions and tokens', async () => {
    const { user } = await person({ username: 'Leaving' });
    const token = await session(user.id);
    expect((await remove('leaving', token)).status).toBe(204);
    expect(await context.database.db.select().from(t.users).where(eq(t.users.id, user.id))).toEqual([]);
    expect(await context.database.db.select().from(t.sessions).where(eq(t.sessions.userId, user.id))).toEqual([]);
    expect((await request(context.server.url, `/v2/user/${user.id}`)).status).toBe(404);
  });

  it('refuses PATs (the scope is restricted), strangers and moderators with 401, unknown users with 404; admins may', async () => {
    const { user, token: pat } = await person();
    const stranger = await person();
    const moderator = await person({ role: 'moderator' });
    const admin = await person({ role: 'admin' });
    expect((await remove(user.id, pat)).status).toBe(401);
    expect((await remove(user.id, undefined)).status).toBe(401);
    expect((await remove(user.id, await session(stranger.user.id))).status).toBe(401);
    expect((await remove(user.id, await session(moderator.user.id))).status).toBe(401);
    expect((await remove('nobody-here', await session(admin.user.id))).status).toBe(404);
    expect((await row(user.id)).id).toBe(user.id);
    expect((await remove(user.id, await session(admin.user.id))).status).toBe(204);
  });

  it('answers 400 naming the projects that would be left without an owner, and changes nothing', async () => {
    const { user } = await person();
    await makeProject(context.database.db, { ownerId: user.id, title: 'Only Mine' });
    const response = await remove(user.id, await session(user.id));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'request_error', description: expect.stringContaining('Only Mine') });
    expect((await row(user.id)).id).toBe(user.id);
  });
});
