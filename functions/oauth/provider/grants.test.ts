import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveViewer } from '../../access/viewer.ts';
import { createApplication } from '../applications/service.ts';
import { scope } from '#contracts/scopes.ts';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { alreadyGranted, approve, checkAuthorizeRequest, CODE_TTL_MS, decline, type AuthorizeParams } from './authorize.ts';
import { listAuthorizations, revokeAuthorization } from './authorizations.ts';
import { authenticateClient, exchangeCode, refreshTokens, revokeToken, type Client } from './grants.ts';
import { s256Challenge } from '#lib/pkce.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const VERIFIER = 'a-verifier-that-is-long-enough-for-rfc-7636-section-4'.padEnd(50, 'x');
const REDIRECT = 'http://localhost:8765/callback';
const MAX = scope('USER_READ') + scope('PROJECT_READ') + scope('COLLECTION_READ');

async function setup() {
  const db = database.db;
  const owner = await makeUser(db);
  const person = await makeUser(db);
  const blobs = createLocalBlobStore(mkdtempSync(join(tmpdir(), 'kiln-oauth-')));
  const created = await createApplication({ db, blobs }, owner.id, { name: 'Launcher', redirectUris: [REDIRECT, 'https://app.example/cb'], maxScopes: MAX });
  if ('error' in created) throw new Error(created.error);
  const client = (await authenticateClient(db, created.ok.app.id, created.ok.secret))!;
  const params = (change: AuthorizeParams = {}): AuthorizeParams => ({
    client_id: client.id, redirect_uri: REDIRECT, scope: 'USER_READ+PROJECT_READ', state: 'xyz', response_type: 'code',
    code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'S256', ...change,
  });
  return { db, owner, person, client, secret: created.ok.secret, params };
}

async function codeFor(client: Client, person: { id: string }, params: AuthorizeParams, now = new Date()) {
  const check = await checkAuthorizeRequest(database.db, params);
  if (check.kind !== 'valid') throw new Error(check.kind);
  const location = new URL(await approve(database.db, person.id, check.request, now));
  expect(location.searchParams.get('state')).toBe(params.state);
  return location.searchParams.get('code')!;
}

describe('authorization requests', () => {
  it('authenticates the client only with its current secret', async () => {
    const { db, client, secret } = await setup();
    expect((await authenticateClient(db, client.id, secret))?.id).toBe(client.id);
    expect(await authenticateClient(db, client.id, `${secret}x`)).toBeNull();
    expect(await authenticateClient(db, 'AAAAAAAA', secret)).toBeNull();
  });

  it('matches redirect URIs exactly and shows unknown clients and URIs instead of redirecting', async () => {
    const { db, params } = await setup();
    expect(await checkAuthorizeRequest(db, params({ client_id: 'AAAAAAAA' }))).toEqual({ kind: 'invalid', problem: 'client' });
    for (const uri of [undefined, `${REDIRECT}/`, `${REDIRECT}?x=1`, 'http://localhost:8765/CALLBACK', 'http://127.0.0.1:8765/callback']) {
      expect(await checkAuthorizeRequest(db, params({ redirect_uri: uri }))).toEqual({ kind: 'invalid', problem: 'redirect' });
    }
    expect((await checkAuthorizeRequest(db, params({ redirect_uri: 'https://app.example/cb' }))).kind).toBe('valid');
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ code_challenge: undefined }, 'invalid_request'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: 'too-short' }, 'invalid_request'],
    [{ scope: 'USER_READ+NOT_A_SCOPE' }, 'invalid_scope'],
    [{ scope: undefined }, 'invalid_scope'],
    [{ scope: 'USER_READ+VERSION_READ' }, 'invalid_scope'],
  ])('redirects %o back with error=%s and the state', async (change, error) => {
    const { db, params } = await setup();
    const check = await checkAuthorizeRequest(db, params(change as AuthorizeParams));
    if (check.kind !== 'refused') throw new Error(check.kind);
    const location = new URL(check.location);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('xyz');
  });

  it('declines with access_denied; consent is skipped only when the grant already covers the request', async () => {
    const { db, person, client, params } = await setup();
    const check = await checkAuthorizeRequest(db, params());
    if (check.kind !== 'valid') throw new Error(check.kind);
    expect(new URL(decline(check.request)).searchParams.get('error')).toBe('access_denied');
    expect(await alreadyGranted(db, person.id, check.request)).toBe(false);
    await codeFor(client, person, params());
    expect(await alreadyGranted(db, person.id, check.request)).toBe(true);
    const wider = await checkAuthorizeRequest(db, params({ scope: 'USER_READ COLLECTION_READ' }));
    if (wider.kind !== 'valid') throw new Error(wider.kind);
    expect(await alreadyGranted(db, person.id, wider.request)).toBe(false);
  });
});

describe('authorization codes', () => {
  it('exchange once for an mro_ token carrying the requested scopes', async () => {
    const { db, person, client, params } = await setup();
    const code = await codeFor(client, person, params());
    const outcome = await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    if (!('ok' in outcome)) throw new Error(outcome.failure.description);
    expect(outcome.ok).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'USER_READ PROJECT_READ', user_id: person.id });
    expect(outcome.ok.access_token).toMatch(/^mro_[A-Za-z0-9]{60}$/);
    const resolution = await resolveViewer(db, `Bearer ${outcome.ok.access_token}`);
    expect(resolution).toEqual({ viewer: { userId: person.id, role: 'developer', scopes: scope('USER_READ') + scope('PROJECT_READ'), via: 'oauth' } });
  });

  it('a replayed code is refused and revokes the tokens it issued', async () => {
    const { db, person, client, params } = await setup();
    const code = await codeFor(client, person, params());
    const first = await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    if (!('ok' in first)) throw new Error(first.failure.description);
    const replay = await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    expect(replay).toEqual({ failure: { error: 'invalid_grant', description: expect.stringMatching(/already used/) } });
    expect(await resolveViewer(db, first.ok.access_token)).toEqual({ failure: 'invalid' });
    expect('failure' in await refreshTokens(db, client, { refreshToken: first.ok.refresh_token })).toBe(true);
  });

  it('refuses an expired code, and says so again on a retry, without claiming tokens were issued', async () => {
    const { db, person, client, params } = await setup();
    const issued = new Date();
    const code = await codeFor(client, person, params(), issued);
    const late = new Date(issued.getTime() + CODE_TTL_MS + 1);
    const expired = { failure: { error: 'invalid_grant', description: 'The authorization code has expired' } };
    expect(await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER }, late)).toEqual(expired);
    expect(await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER }, late)).toEqual(expired);
  });

  it.each([
    ['another redirect_uri', { redirectUri: 'https://app.example/cb' }, /redirect_uri/],
    ['a mistyped code_verifier', { codeVerifier: `${VERIFIER}y` }, /code_verifier/],
  ])('refuses %s without burning the code: the corrected request still gets tokens', async (_name, change: { redirectUri?: string; codeVerifier?: string }, message) => {
    const { db, person, client, params } = await setup();
    const code = await codeFor(client, person, params());
    const input = { code, redirectUri: change.redirectUri ?? REDIRECT, codeVerifier: change.codeVerifier ?? VERIFIER };
    const outcome = await exchangeCode(db, client, input);
    expect(outcome).toEqual({ failure: { error: 'invalid_grant', description: expect.stringMatching(message) } });
    expect(await exchangeCode(db, client, input)).toEqual(outcome);
    const retry = await exchangeCode(db, client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    if (!('ok' in retry)) throw new Error(retry.failure.description);
    expect(retry.ok.user_id).toBe(person.id);
  });

  it('refuses a code issued to another client', async () => {
    const { db, person, client, params } = await setup();
    const other = await setup();
    const code = await codeFor(client, person, params());
    expect(await exchangeCode(db, other.client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER }))
      .toEqual({ failure: { error: 'invalid_grant', description: 'The authorization code is invalid' } });
  });
});

/** A client's token pair, issued for a fresh authorization code. */
async function tokens() {
  const context = await setup();
  const code = await codeFor(context.client, context.person, context.params());
  const outcome = await exchangeCode(context.db, context.client, { code, redirectUri: REDIRECT, codeVerifier: VERIFIER });
  if (!('ok' in outcome)) throw new Error(outcome.failure.description);
  return { ...context, issued: outcome.ok };
}

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old pair stops, and replaying the old refresh token ends the chain', async () => {
    const { db, client, issued } = await tokens();
    const rotated = await refreshTokens(db, client, { refreshToken: issued.refresh_token });
    if (!('ok' in rotated)) throw new Error(rotated.failure.description);
    expect(rotated.ok.refresh_token).not.toBe(issued.refresh_token);
    expect('viewer' in await resolveViewer(db, rotated.ok.access_token)).toBe(true);
    expect(await resolveViewer(db, issued.access_token)).toEqual({ failure: 'invalid' });

    const replay = await refreshTokens(db, client, { refreshToken: issued.refresh_token });
    expect(replay).toEqual({ failure: { error: 'invalid_grant', description: expect.stringMatching(/already used/) } });
    expect(await resolveViewer(db, rotated.ok.access_token)).toEqual({ failure: 'invalid' });
    expect('failure' in await refreshTokens(db, client, { refreshToken: rotated.ok.refresh_token })).toBe(true);
  });

  it('narrow scopes on request but never widen them', async () => {
    const { db, client, issued } = await tokens();
    const wider = await refreshTokens(db, client, { refreshToken: issued.refresh_token, scope: 'USER_READ COLLECTION_READ' });
    expect(wider).toEqual({ failure: { error: 'invalid_scope', description: expect.any(String) } });
    const { db: again, client: sameClient, issued: fresh } = await tokens();
    const narrower = await refreshTokens(again, sameClient, { refreshToken: fresh.refresh_token, scope: 'USER_READ' });
    if (!('ok' in narrower)) throw new Error(narrower.failure.description);
    expect(narrower.ok.scope).toBe('USER_READ');
    expect(await resolveViewer(again, narrower.ok.access_token)).toMatchObject({ viewer: { scopes: scope('USER_READ') } });
  });

  it('expire absolutely, and access tokens expire after an hour', async () => {
    const { db, client, issued } = await tokens();
    expect(await resolveViewer(db, issued.access_token, new Date(Date.now() + 3_601_000))).toEqual({ failure: 'expired' });
    const late = await refreshTokens(db, client, { refreshToken: issued.refresh_token }, new Date(Date.now() + 31 * 86_400_000));
    expect(late).toEqual({ failure: { error: 'invalid_grant', description: 'The refresh token has expired' } });
  });
});

describe('revocation', () => {
  it('revoking an access token ends it and its refresh token; another client cannot revoke it', async () => {
    const { db, client, issued } = await tokens();
    const other = await setup();
    await revokeToken(db, other.client, issued.access_token);
    expect('viewer' in await resolveViewer(db, issued.access_token)).toBe(true);
    await revokeToken(db, client, issued.access_token, 'access_token');
    expect(await resolveViewer(db, issued.access_token)).toEqual({ failure: 'invalid' });
    expect('failure' in await refreshTokens(db, client, { refreshToken: issued.refresh_token })).toBe(true);
  });

  it('revoking a refresh token ends the chain, whatever the hint', async () => {
    const { db, client, issued } = await tokens();
    await revokeToken(db, client, issued.refresh_token, 'access_token');
    expect(await resolveViewer(db, issued.access_token)).toEqual({ failure: 'invalid' });
  });

  it('revoking the authorization ends every token and unused code of the grant', async () => {
    const { db, person, client, params, issued } = await tokens();
    const pending = await codeFor(client, person, params());
    expect((await listAuthorizations(db, person.id)).map((row) => row.appId)).toEqual([client.id]);
    expect(await revokeAuthorization(db, person.id, client.id)).toBe(true);
    expect(await revokeAuthorization(db, person.id, client.id)).toBe(false);
    expect(await resolveViewer(db, issued.access_token)).toEqual({ failure: 'invalid' });
    expect('failure' in await exchangeCode(db, client, { code: pending, redirectUri: REDIRECT, codeVerifier: VERIFIER })).toBe(true);
    expect(await listAuthorizations(db, person.id)).toEqual([]);
  });
});
