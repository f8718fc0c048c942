// The public-profile settings form: multipart posts without JavaScript, every field checked before anything is saved.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

async function signedIn() {
  const user = await makeUser(context.database.db, { bio: 'before' });
  const session = await createSession(context.database.db, user.id, {});
  return { user, headers: { cookie: `kiln_session=${session.token}`, origin: context.server.url } };
}

function form(fields: Record<string, string>, avatar?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('avatar', avatar ? new File([avatar.bytes as Uint8Array<ArrayBuffer>], avatar.name) : new File([], ''));
  return body;
}

const post = (path: string, body: FormData | undefined, headers: Record<string, string>) =>
  fetch(context.server.url + path, { method: 'POST', body, headers, redirect: 'manual' });
const row = async (id: string) => (await context.database.db.select().from(t.users).where(eq(t.users.id, id)))[0]!;

describe('POST /_internal/profile', () => {
  it('saves username, bio and avatar, then shows the result', async () => {
    const { user, headers } = await signedIn();
    const response = await post('/_internal/profile', form({ username: `${user.username}x`, bio: 'Builds castles' }, { bytes: PNG, name: 'me.png' }), headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/profile?saved=1');
    const saved = await row(user.id);
    expect(saved).toMatchObject({ username: `${user.username}x`, bio: 'Builds castles' });
    expect(saved.avatarUrl).toMatch(new RegExp(`^images/user/${user.id}/[0-9a-f]{40}\\.png$`));

    const unchangedAvatar = await post('/_internal/profile', form({ username: `${user.username}x`, bio: '' }), headers);
    expect(unchangedAvatar.headers.get('location')).toBe('/settings/profile?saved=1');
    expect(await row(user.id)).toMatchObject({ bio: null, avatarUrl: saved.avatarUrl });

    const removed = await post('/_internal/profile/avatar/remove', undefined, headers);
    expect(removed.headers.get('location')).toBe('/settings/profile?saved=avatarRemoved');
    expect((await row(user.id)).avatarUrl).toBeNull();
  });

  it.each([
    ['usernameInvalid', { username: 'no spaces allowed', bio: 'kept' }, undefined],
    ['bioTooLong', { username: 'valid-name', bio: 'x'.repeat(161) }, undefined],
    ['imageType', { username: 'valid-name', bio: 'kept' }, { bytes: new TextEncoder().encode('<svg/>'), name: 'a.png' }],
    ['imageTooLarge', { username: 'valid-name', bio: 'kept' }, { bytes: new Uint8Array(ICON_MAX_BYTES + 1), name: 'big.png' }],
  ])('sends %s back with what was typed and saves nothing', async (error, fields, avatar) => {
    const { user, headers } = await signedIn();
    const response = await post('/_internal/profile', form(fields, avatar), headers);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/settings/profile');
    expect(location.searchParams.get('error')).toBe(error);
    if (error !== 'imageTooLarge') expect(location.searchParams.get('username')).toBe(fields.username);
    expect(await row(user.id)).toMatchObject({ username: user.username, bio: 'before', avatarUrl: null });
  });

  it('refuses a username taken in another case', async () => {
    await makeUser(context.database.db, { username: 'Occupied' });
    const { user, headers } = await signedIn();
    const response = await post('/_internal/profile', form({ username: 'OCCUPIED', bio: 'x' }), headers);
    expect(new URL(response.headers.get('location')!, 'http://x').searchParams.get('error')).toBe('usernameTaken');
    expect((await row(user.id)).username).toBe(user.username);
  });

  it('sends signed-out visitors to sign in and refuses cross-site posts', async () => {
    const anonymous = await post('/_internal/profile', form({ username: 'x', bio: '' }), { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fsettings%2Fprofile');
    const { headers } = await signedIn();
    const crossSite = await post('/_internal/profile', form({ username: 'x', bio: '' }), { ...headers, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(401);
    expect((await post('/_internal/profile/avatar/remove', undefined, { ...headers, origin: 'https://evil.example' })).status).toBe(401);
  });
});
