import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { scope } from '#contracts/scopes.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { scopesAreGrantable } from './service.ts';
import { decodeFormEcho } from '#contracts/form-echo.ts';

const context = useTestServer();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return { user, cookie: `kiln_session=${session.token}`, headers: { cookie: `kiln_session=${session.token}`, origin: context.server.url } };
}

const READ = scope('USER_READ') + scope('PROJECT_READ');

describe('/_internal/pat (JSON)', () => {
  it('creates a token shown once, stores only its sha256 and lets it call /v2/user', async () => {
    const { user, headers } = await signedIn();
    const created = await request(context.server.url, '/_internal/pat', { method: 'POST', headers, json: { name: 'CI upload', scopes: READ, expires: inDays(30) } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'CI upload', scopes: READ, user_id: user.id, last_used: null });
    const token: string = created.body.access_token;
    expect(token).toMatch(/^mrp_[A-Za-z0-9]{60}$/);

    const [row] = await context.database.db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.id, created.body.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await request(context.server.url, '/_internal/pat', { headers });
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, access_token: null })]);

    const me = await request(context.server.url, '/v2/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const [used] = (await request(context.server.url, '/_internal/pat', { headers })).body;
    expect(Date.now() - Date.parse(used.last_used)).toBeLessThan(60_000);
  });

  it.each([
    [{ name: 'ab' }, /Name/],
    [{ name: 'x'.repeat(256) }, /Name/],
    [{ scopes: scope('PAT_CREATE') }, /restricted/],
    [{ scopes: READ + scope('SESSION_READ') }, /restricted/],
    [{ scopes: 2 ** 45 }, /restricted or unknown/],
    [{ scopes: -1 }, /scopes/],
    [{ expires: new Date(Date.now() - 1000).toISOString() }, /future/],
    [{ expires: 'soon' }, /expires/],
  ])('answers 400 for %o', async (change, message) => {
    const { headers } = await signedIn();
    const response = await request(context.server.url, '/_internal/pat', { method: 'POST', headers, json: { name: 'token', scopes: READ, expires: inDays(30), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.description).toMatch(message);
  });

  it('edits and deletes only the owner’s tokens, with the same rules', async () => {
    const { headers } = await signedIn();
    const stranger = await signedIn();
    const { body } = await request(context.server.url, '/_internal/pat', { method: 'POST', headers, json: { name: 'first', scopes: READ, expires: inDays(30) } });
    const path = `/_internal/pat/${body.id}`;
    expect((await request(context.server.url, path, { method: 'PATCH', headers, json: { name: 'renamed', scopes: scope('USER_READ') } })).status).toBe(204);
    expect((await request(context.server.url, path, { method: 'PATCH', headers, json: { scopes: scope('USER_DELETE') } })).status).toBe(400);
    expect((await request(context.server.url, path, { method: 'PATCH', headers: stranger.headers, json: { name: 'mine now' } })).status).toBe(404);
    const [listed] = (await request(context.server.url, '/_internal/pat', { headers })).body;
    expect(listed).toMatchObject({ name: 'renamed', scopes: scope('USER_READ') });
    expect((await request(context.server.url, path, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);
    expect((await request(context.server.url, path, { method: 'DELETE', headers })).status).toBe(204);
    expect((await request(context.server.url, '/_internal/pat', { headers })).body).toEqual([]);
  });

  it('refuses anonymous callers, PATs (the PAT scopes are restricted) and cross-site cookie posts', async () => {
    const { user, cookie } = await signedIn();
    const pat = await makePat(context.database.db, user.id, READ);
    expect((await request(context.server.url, '/_internal/pat')).status).toBe(401);
    expect((await request(context.server.url, '/_internal/pat', { token: pat })).status).toBe(401);
    const evil = await request(context.server.url, '/_internal/pat', { method: 'POST', headers: { cookie, origin: 'https://evil.example' }, json: { name: 'x-site', scopes: READ, expires: inDays(30) } });
    expect(evil.status).toBe(401);
  });

  it('an expired token is refused by the API', async () => {
    const { user } = await signedIn();
    const pat = await makePat(context.database.db, user.id, READ, new Date(Date.now() - 1000));
    expect((await request(context.server.url, '/v2/user', { token: pat })).status).toBe(401);
  });
});

describe('/_internal/pat form posts', () => {
  const post = (path: string, body: URLSearchParams, headers: Record<string, string>) =>
    fetch(context.server.url + path, { method: 'POST', body, headers, redirect: 'manual' });

  it('creates from checkboxes and hands the secret to the page once through a short-lived cookie', async () => {
    const { user, headers } = await signedIn();
    const body = new URLSearchParams([['name', 'From the page'], ['scope', 'USER_READ'], ['scope', 'PROJECT_READ'], ['expires_in', '90']]);
    const response = await post('/_internal/pat/create', body, headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/pats');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^kiln_new_pat=mrp_[A-Za-z0-9]{60}; Path=\/settings\/pats; Max-Age=300; HttpOnly; SameSite=Lax/);
    const [row] = await context.database.db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, user.id));
    expect(row).toMatchObject({ name: 'From the page', scopes: READ });
    expect(Math.round((row!.expires.getTime() - Date.now()) / 86_400_000)).toBe(90);
  });

  it.each([
    [[['name', 'no'], ['expires_in', '30']], 'name'],
    [[['name', 'restricted'], ['scope', 'PAT_READ'], ['expires_in', '30']], 'scopes'],
    [[['name', 'forever'], ['expires_in', '10000']], 'expires'],
  ])('sends %o back with error=%s', async (fields, error) => {
    const { headers } = await signedIn();
    const response = await post('/_internal/pat/create', new URLSearchParams(fields), headers);
    expect(response.headers.get('location')).toBe(`/settings/pats?error=${error}`);
  });

  it('edits and revokes, and sends signed-out visitors to sign in', async () => {
    const { user, headers } = await signedIn();
    const { body } = await request(context.server.url, '/_internal/pat', { method: 'POST', headers, json: { name: 'editable', scopes: READ, expires: inDays(30) } });
    const edit = await post(`/_internal/pat/${body.id}/edit`, new URLSearchParams([['name', 'edited'], ['scope', 'VERSION_READ']]), headers);
    expect(edit.headers.get('location')).toBe('/settings/pats');
    const [row] = await context.database.db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.id, body.id));
    expect(row).toMatchObject({ name: 'edited', scopes: scope('VERSION_READ'), userId: user.id });
    expect((await post(`/_internal/pat/${body.id}/revoke`, new URLSearchParams(), headers)).status).toBe(303);
    expect(await context.database.db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.id, body.id))).toEqual([]);
    const anonymous = await post('/_internal/pat/create', new URLSearchParams([['name', 'nobody']]), { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fsettings%2Fpats');
  });

  it('sends a refused edit back to that token\'s form with what was typed', async () => {
    const { headers } = await signedIn();
    const { body } = await request(context.server.url, '/_internal/pat', { method: 'POST', headers, json: { name: 'editable', scopes: READ, expires: inDays(30) } });
    const edit = await post(`/_internal/pat/${body.id}/edit`, new URLSearchParams([['name', 'no'], ['scope', 'VERSION_READ'], ['expires_in', '30']]), headers);
    expect(edit.headers.get('location')).toBe(`/settings/pats?error=name&token=${body.id}`);
    const echo = decodeFormEcho(/kiln_form=([^;]*)/.exec(edit.headers.get('set-cookie') ?? '')?.[1]);
    expect(echo).toEqual({ form: `edit:${body.id}`, values: { name: 'no', scope: ['VERSION_READ'], expires_in: '30' } });
  });
});

describe('scopesAreGrantable', () => {
  it('allows known unrestricted bits only', () => {
    expect(scopesAreGrantable(0)).toBe(true);
    expect(scopesAreGrantable(scope('COLLECTION_READ') + scope('ORGANIZATION_DELETE'))).toBe(true);
    expect(scopesAreGrantable(scope('SESSION_ACCESS'))).toBe(false);
    expect(scopesAreGrantable(1.5)).toBe(false);
  });
});
