import { describe, expect, it } from 'vitest';
import { useTestServer } from '#testing/server.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { scope } from '#contracts/scopes.ts';
import { createSession } from '../../access/sessions/store.ts';

const context = useTestServer();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, { userAgent: CHROME });
  return { user, session, cookie: `kiln_session=${session.token}` };
}

describe('/_internal/session', () => {
  it('lists the sessions of the cookie holder with the current one flagged', async () => {
    const { session, cookie, user } = await signedIn();
    const other = await createSession(context.database.db, user.id, {});
    const response = await request(context.server.url, '/_internal/session/list', { headers: { cookie } });
    expect(response.status).toBe(200);
    const byId = Object.fromEntries(response.body.map((row: { id: string }) => [row.id, row]));
    expect(byId[session.id]).toMatchObject({ current: true, os: 'Windows', platform: 'Chrome' });
    expect(byId[other.id]).toMatchObject({ current: false, os: 'Unknown OS', platform: 'Unknown platform' });
  });

  it('does not take the cookie as credentials on the public API', async () => {
    const { cookie } = await signedIn();
    expect((await request(context.server.url, '/v2/user', { headers: { cookie } })).status).toBe(401);
  });

  it('lets the website call the public API through /_internal/v2 with the cookie, same-origin mutations only', async () => {
    const { cookie, user } = await signedIn();
    const me = await request(context.server.url, '/_internal/v2/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const project = `/_internal/v2/project/none/follow`;
    expect((await request(context.server.url, project, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } })).status).toBe(401);
  });

  it('refuses a PAT (session scopes are restricted) and anonymous callers', async () => {
    const user = await makeUser(context.database.db);
    const pat = await makePat(context.database.db, user.id, scope('USER_READ'));
    expect((await request(context.server.url, '/_internal/session/list', { token: pat })).status).toBe(401);
    expect((await request(context.server.url, '/_internal/session/list')).status).toBe(401);
  });

  it('rejects cookie-authenticated mutations from another origin', async () => {
    const { session, cookie } = await signedIn();
    const evil = await request(context.server.url, `/_internal/session/${session.id}`, { method: 'DELETE', headers: { cookie, origin: 'https://evil.example' } });
    expect(evil.status).toBe(401);
    const bare = await request(context.server.url, `/_internal/session/${session.id}`, { method: 'DELETE', headers: { cookie } });
    expect(bare.status).toBe(401);
    const same = await request(context.server.url, `/_internal/session/${session.id}`, { method: 'DELETE', headers: { cookie, origin: context.server.url } });
    expect(same.status).toBe(204);
    expect(same.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('revokes all other sessions from the settings form', async () => {
    const { user, cookie } = await signedIn();
    await createSession(context.database.db, user.id, {});
    const response = await request(context.server.url, '/_internal/session/revoke-others', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });
    expect(response.status).toBe(303);
    const list = await request(context.server.url, '/_internal/session/list', { headers: { cookie } });
    expect(list.body).toHaveLength(1);
  });

  it('answers 404 for a session that is not the caller’s', async () => {
    const { cookie } = await signedIn();
    const { session } = await signedIn();
    expect((await request(context.server.url, `/_internal/session/${session.id}`, { method: 'DELETE', headers: { cookie, origin: context.server.url } })).status).toBe(404);
  });
});
