import { describe, expect, it } from 'vitest';
import { scope } from '#contracts/scopes.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { s256Challenge } from '#lib/pkce.ts';

const context = useTestServer();
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const REDIRECT = 'http://localhost:8765/callback';

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return { user, headers: { cookie: `kiln_session=${session.token}`, origin: context.server.url } };
}

async function registered() {
  const owner = await signedIn();
  const { body } = await request(context.server.url, '/_internal/oauth/app', {
    method: 'POST', headers: owner.headers, json: { name: 'Launcher', max_scopes: scope('USER_READ') + scope('PROJECT_READ'), redirect_uris: [REDIRECT] },
  });
  return { clientId: body.client.id as string, secret: body.client_secret as string };
}

const consent = (clientId: string, change: Record<string, string> = {}) => new URLSearchParams({
  client_id: clientId, redirect_uri: REDIRECT, scope: 'USER_READ', state: 'st4te', response_type: 'code',
  code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'S256', ...change,
});

const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(context.server.url + path, { method: 'POST', body, headers, redirect: 'manual' });

const basic = (id: string, secret: string) => ({ authorization: `Basic ${btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`)}` });

async function token(body: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await post('/_internal/oauth/token', new URLSearchParams(body), headers);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function authorizedCode(person?: Awaited<ReturnType<typeof signedIn>>) {
  const app = await registered();
  const user = person ?? await signedIn();
  const response = await post('/_internal/oauth/accept', consent(app.clientId), user.headers);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { ...app, user, code: location.searchParams.get('code')!, location };
}

describe('/_internal/oauth/accept and /reject', () => {
  it('accept redirects to the exact redirect URI with a code and the state', async () => {
    const { location, code } = await authorizedCode();
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st4te');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reject redirects with access_denied; a bad scope is redirected as invalid_scope', async () => {
    const { clientId } = await registered();
    const { headers } = await signedIn();
    const rejected = new URL((await post('/_internal/oauth/reject', consent(clientId), headers)).headers.get('location')!);
    expect(Object.fromEntries(rejected.searchParams)).toMatchObject({ error: 'access_denied', state: 'st4te' });
    const wide = new URL((await post('/_internal/oauth/accept', consent(clientId, { scope: 'USER_READ VERSION_WRITE' }), headers)).headers.get('location')!);
    expect(wide.searchParams.get('error')).toBe('invalid_scope');
  });

  it('refuses an unregistered redirect URI or unknown client without redirecting', async () => {
    const { clientId } = await registered();
    const { headers } = await signedIn();
    const elsewhere = await post('/_internal/oauth/accept', consent(clientId, { redirect_uri: 'https://evil.example/cb' }), headers);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
    expect((await post('/_internal/oauth/accept', consent('AAAAAAAA'), headers)).status).toBe(400);
  });

  it('sends signed-out visitors to sign in and back; refuses cross-site posts', async () => {
    const { clientId } = await registered();
    const anonymous = await post('/_internal/oauth/accept', consent(clientId), { origin: context.server.url });
    const location = new URL(anonymous.headers.get('location')!, context.server.url);
    expect(location.pathname).toBe('/auth/sign-in');
    expect(location.searchParams.get('redirect')).toBe(`/auth/authorize?${consent(clientId)}`);
    const { headers } = await signedIn();
    expect((await post('/_internal/oauth/accept', consent(clientId), { ...headers, origin: 'https://evil.example' })).status).toBe(401);
  });
});

describe('/_internal/oauth/token', () => {
  it('exchanges a code (client_secret_basic) for an mro_ token that works only within its scopes', async () => {
    const { clientId, secret, code, user } = await authorizedCode();
    const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER }, basic(clientId, secret));
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    expect(issued.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'USER_READ', user_id: user.user.id });
    const me = await request(context.server.url, '/v2/user', { token: `Bearer ${issued.body.access_token}` });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.user.id);
    expect((await request(context.server.url, '/_internal/session/list', { token: issued.body.access_token })).status).toBe(401);
    expect((await request(context.server.url, '/_internal/oauth/apps', { token: issued.body.access_token })).status).toBe(401);
  });

  it('accepts client_secret_post, refreshes with rotation and refuses a replayed code', async () => {
    const { clientId, secret, code } = await authorizedCode();
    const auth = { client_id: clientId, client_secret: secret };
    const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, ...auth });
    expect(issued.status).toBe(200);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token, ...auth });
    expect(refreshed.status).toBe(200);
    expect((await request(context.server.url, '/v2/user', { token: issued.body.access_token })).status).toBe(401);
    expect((await request(context.server.url, '/v2/user', { token: refreshed.body.access_token })).status).toBe(200);
    const replay = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, ...auth });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String), description: expect.any(String) } });
    expect((await request(context.server.url, '/v2/user', { token: refreshed.body.access_token })).status).toBe(401);
  });

  type Auth = (id: string, secret: string) => Record<string, string>;
  it.each<[string, Auth, Record<string, string>, number, string]>([
    ['a wrong secret', (id: string) => basic(id, 'wrong'), {}, 401, 'invalid_client'],
    ['no client authentication', () => ({}), {}, 401, 'invalid_client'],
    ['two authentication methods', (id: string, secret: string) => basic(id, secret), { client_secret: 'x' }, 400, 'invalid_request'],
    ['an unknown grant type', (id: string, secret: string) => basic(id, secret), { grant_type: 'password' }, 400, 'unsupported_grant_type'],
    ['a missing code_verifier', (id: string, secret: string) => basic(id, secret), { code_verifier: '' }, 400, 'invalid_request'],
    ['a wrong code_verifier', (id: string, secret: string) => basic(id, secret), { code_verifier: `${VERIFIER}x` }, 400, 'invalid_grant'],
    ['another redirect_uri', (id: string, secret: string) => basic(id, secret), { redirect_uri: 'http://localhost:8765/other' }, 400, 'invalid_grant'],
  ])('answers %s in the RFC 6749 error shape', async (_name, auth, change, status, error) => {
    const { clientId, secret, code } = await authorizedCode();
    const body = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, ...change };
    const response = await token(body, auth(clientId, secret));
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error, error_description: expect.any(String), description: expect.any(String) });
    if (error === 'invalid_client' && 'authorization' in auth(clientId, secret)) expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
  });

  it('refuses JSON bodies and repeated parameters', async () => {
    const { clientId, secret } = await registered();
    const json = await request(context.server.url, '/_internal/oauth/token', { method: 'POST', headers: basic(clientId, secret), json: { grant_type: 'refresh_token' } });
    expect(json.body.error).toBe('invalid_request');
    const repeated = await post('/_internal/oauth/token', new URLSearchParams([['grant_type', 'refresh_token'], ['refresh_token', 'a'], ['refresh_token', 'b']]), basic(clientId, secret));
    expect((await repeated.json()).error).toBe('invalid_request');
  });
});

describe('/_internal/oauth/revoke', () => {
  it('revokes a token of the client and answers 200 for unknown tokens', async () => {
    const { clientId, secret, code } = await authorizedCode();
    const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER }, basic(clientId, secret));
    expect((await post('/_internal/oauth/revoke', new URLSearchParams({ token: 'unknown' }), basic(clientId, secret))).status).toBe(200);
    expect((await post('/_internal/oauth/revoke', new URLSearchParams({ token: issued.body.access_token }), basic(clientId, 'wrong'))).status).toBe(401);
    expect((await post('/_internal/oauth/revoke', new URLSearchParams(), basic(clientId, secret))).status).toBe(400);
    expect((await request(context.server.url, '/v2/user', { token: issued.body.access_token })).status).toBe(200);
    const revoked = await post('/_internal/oauth/revoke', new URLSearchParams({ token: issued.body.refresh_token, token_type_hint: 'refresh_token' }), basic(clientId, secret));
    expect(revoked.status).toBe(200);
    expect((await request(context.server.url, '/v2/user', { token: issued.body.access_token })).status).toBe(401);
  });
});

describe('/_internal/oauth/authorizations', () => {
  it('lists the grants and revokes one with its tokens (JSON and form)', async () => {
    const person = await signedIn();
    const first = await authorizedCode(person);
    const second = await authorizedCode(person);
    const issued = await token({ grant_type: 'authorization_code', code: first.code, redirect_uri: REDIRECT, code_verifier: VERIFIER }, basic(first.clientId, first.secret));
    const listed = await request(context.server.url, '/_internal/oauth/authorizations', { headers: person.headers });
    expect(listed.body.map((row: { app_id: string }) => row.app_id).sort()).toEqual([first.clientId, second.clientId].sort());
    expect(listed.body[0]).toMatchObject({ user_id: person.user.id, scopes: scope('USER_READ'), created: expect.any(String) });

    const revoked = await post('/_internal/oauth/authorizations/revoke', new URLSearchParams({ client_id: first.clientId }), person.headers);
    expect(revoked.headers.get('location')).toBe('/settings/authorizations');
    expect((await request(context.server.url, '/v2/user', { token: issued.body.access_token })).status).toBe(401);

    expect((await request(context.server.url, `/_internal/oauth/authorizations?client_id=${second.clientId}`, { method: 'DELETE', headers: person.headers })).status).toBe(204);
    expect((await request(context.server.url, `/_internal/oauth/authorizations?client_id=${second.clientId}`, { method: 'DELETE', headers: person.headers })).status).toBe(404);
    expect((await request(context.server.url, '/_internal/oauth/authorizations', { method: 'DELETE', headers: person.headers })).status).toBe(400);
    expect((await request(context.server.url, '/_internal/oauth/authorizations', { headers: person.headers })).body).toEqual([]);
  });

  it('refuses anonymous callers and other people’s grants', async () => {
    const { clientId } = await authorizedCode();
    const stranger = await signedIn();
    expect((await request(context.server.url, '/_internal/oauth/authorizations')).status).toBe(401);
    expect((await post('/_internal/oauth/authorizations/revoke', new URLSearchParams({ client_id: clientId }), stranger.headers)).status).toBe(404);
    const anonymous = await post('/_internal/oauth/authorizations/revoke', new URLSearchParams({ client_id: clientId }), { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fsettings%2Fauthorizations');
  });
});
