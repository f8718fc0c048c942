// Bans over HTTP: a ban ends sessions and tokens, blocks signing in and hides the person's projects; lifting it restores them.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { hashPassword } from '#lib/password.ts';
import { makeProject } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useModerationServer } from '../testing.ts';

const { context, person: someone, api } = useModerationServer();
const PASSWORD = 'cobalt-lantern-harbor-4';

/** People who can also sign in with a password. */
const person = async (role: 'developer' | 'moderator' | 'admin' = 'developer') =>
  someone(role, { passwordHash: await hashPassword(PASSWORD), emailVerified: true });

let moderator: Awaited<ReturnType<typeof person>>;
beforeAll(async () => { moderator = await person('moderator'); });

describe('banning', () => {
  it('ends sessions and tokens, blocks sign-in, hides owned projects, and lifting it restores them', async () => {
    const creator = await person();
    const signedIn = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: creator.user.username, password: PASSWORD });
    const session = { token: /kiln_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]! };
    expect((await api(session.token, '/v2/user')).status).toBe(200);
    const listed = await makeProject(context.database.db, { ownerId: creator.user.id });
    const unlisted = await makeProject(context.database.db, { ownerId: creator.user.id, status: 'unlisted' });
    const draft = await makeProject(context.database.db, { ownerId: creator.user.id, status: 'draft' });

    const banned = await api(moderator.token, `/v3/moderation/user/${creator.user.username}/ban`, { method: 'POST', json: { reason: 'Malware uploads' } });
    expect(banned.status).toBe(204);
    expect((await api(creator.token, '/v2/user')).status).toBe(401);
    expect((await api(session.token, '/v2/user')).status).toBe(401);
    const signIn = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: creator.user.username, password: PASSWORD });
    expect(`${signIn.status} ${signIn.headers.get('location')}`).toBe('303 /auth/sign-in?error=banned');
    for (const project of [listed, unlisted]) expect((await request(context.server.url, `/v2/project/${project.id}`)).status).toBe(404);
    const [row] = await context.database.db.select().from(t.projects).where(eq(t.projects.id, draft.id));
    expect(row?.status).toBe('draft');
    expect((await api(moderator.token, `/v3/moderation/user/${creator.user.id}/ban`, { method: 'POST', json: { reason: 'Again' } })).status).toBe(409);

    expect((await api(moderator.token, `/v3/moderation/user/${creator.user.id}/ban`, { method: 'DELETE' })).status).toBe(204);
    expect((await request(context.server.url, `/v2/project/${listed.id}`)).body.status).toBe('approved');
    expect((await api(moderator.token, `/v2/project/${unlisted.id}`)).body.status).toBe('unlisted');
    const again = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: creator.user.username, password: PASSWORD });
    expect(again.headers.get('location')).toBe('/');
    expect((await api(moderator.token, `/v3/moderation/user/${creator.user.id}/ban`, { method: 'DELETE' })).status).toBe(400);
  });

  it('keeps admins, oneself and (for moderators) other moderators out of reach', async () => {
    const admin = await person('admin');
    const otherModerator = await person('moderator');
    const ban = (token: string, key: string) => api(token, `/v3/moderation/user/${key}/ban`, { method: 'POST', json: { reason: 'Test' } });
    expect((await ban(moderator.token, admin.user.id)).status).toBe(401);
    expect((await ban(moderator.token, moderator.user.id)).status).toBe(401);
    expect((await ban(moderator.token, otherModerator.user.id)).status).toBe(401);
    expect((await ban(admin.token, otherModerator.user.id)).status).toBe(204);
    expect((await ban(moderator.token, 'nobody-here')).status).toBe(404);
    expect((await api(moderator.token, `/v3/moderation/user/${admin.user.id}/ban`, { method: 'POST', json: { reason: '' } })).status).toBe(400);
  });
});
