// Contract tests of each provider at the network edge: the authorization URL, the token request and the user endpoint
// Kiln calls, with globalThis.fetch standing in for the provider (this machine cannot reach the real ones).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import * as t from '#db/schema/index.ts';
import type { ExternalProvider } from '#contracts/providers.ts';
import { useTestServer } from '#testing/server.ts';
import { readFlow } from './flow-cookie.ts';

const context = useTestServer();
const realFetch = globalThis.fetch;

const CREDENTIALS = {
  GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret',
  DISCORD_CLIENT_ID: 'dc-client', DISCORD_CLIENT_SECRET: 'dc-secret',
  GOOGLE_CLIENT_ID: 'go-client', GOOGLE_CLIENT_SECRET: 'go-secret',
  MICROSOFT_CLIENT_ID: 'ms-client', MICROSOFT_CLIENT_SECRET: 'ms-secret',
  GITLAB_CLIENT_ID: 'gl-client', GITLAB_CLIENT_SECRET: 'gl-secret',
};

beforeAll(() => {
  // The server reads its config per request, so the providers become configured for this file only.
  Object.assign(context.server.runtime.config, CREDENTIALS);
});
afterEach(() => vi.unstubAllGlobals());

interface Contract {
  provider: ExternalProvider;
  client: [string, string];
  authorize: string;
  token: string;
  pkce: boolean;
  scope: string;
  /** What each user endpoint answers, keyed by URL. */
  endpoints: Record<string, unknown>;
  expected: { id: string; username: string; email: string | null; emailVerified: boolean };
}

const CONTRACTS: Contract[] = [
  {
    provider: 'github', client: ['gh-client', 'gh-secret'], pkce: false, scope: 'read:user user:email',
    authorize: 'https://github.com/login/oauth/authorize', token: 'https://github.com/login/oauth/access_token',
    endpoints: {
      'https://api.github.com/user': { id: 583231, login: 'octocat', email: null, name: 'The Octocat' },
      'https://api.github.com/user/emails': [
        { email: 'old@example.test', primary: false, verified: true, visibility: null },
        { email: 'octocat@example.test', primary: true, verified: true, visibility: 'private' },
      ],
    },
    expected: { id: '583231', username: 'octocat', email: 'octocat@example.test', emailVerified: true },
  },
  {
    provider: 'discord', client: ['dc-client', 'dc-secret'], pkce: true, scope: 'identify email',
    authorize: 'https://discord.com/oauth2/authorize', token: 'https://discord.com/api/oauth2/token',
    endpoints: { 'https://discord.com/api/users/@me': { id: '80351110224678912', username: 'nelly', global_name: 'Nelly', email: 'nelly@example.test', verified: false } },
    expected: { id: '80351110224678912', username: 'nelly', email: 'nelly@example.test', emailVerified: false },
  },
  {
    provider: 'google', client: ['go-client', 'go-secret'], pkce: true, scope: 'openid profile email',
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth', token: 'https://oauth2.googleapis.com/token',
    endpoints: { 'https://openidconnect.googleapis.com/v1/userinfo': { sub: '110169484474386276334', name: 'Gina Google', email: 'gina.g@example.test', email_verified: true } },
    expected: { id: '110169484474386276334', username: 'gina.g', email: 'gina.g@example.test', emailVerified: true },
  },
  {
    provider: 'microsoft', client: ['ms-client', 'ms-secret'], pkce: true, scope: 'openid profile email',
    authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize', token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    endpoints: { 'https://graph.microsoft.com/oidc/userinfo': { sub: 'OLu859SGc2Sr9ZsqbkG-QbeLgJlb41KcdiPoLYNpSFA', name: 'Megan Bowen', email: 'megan@example.test' } },
    expected: { id: 'OLu859SGc2Sr9ZsqbkG-QbeLgJlb41KcdiPoLYNpSFA', username: 'megan', email: 'megan@example.test', emailVerified: false },
  },
  {
    provider: 'gitlab', client: ['gl-client', 'gl-secret'], pkce: false, scope: 'openid profile email',
    authorize: 'https://gitlab.com/oauth/authorize', token: 'https://gitlab.com/oauth/token',
    endpoints: { 'https://gitlab.com/oauth/userinfo': { sub: '1234567', nickname: 'tanuki', name: 'Tanuki', email: 'tanuki@example.test', email_verified: true } },
    expected: { id: '1234567', username: 'tanuki', email: 'tanuki@example.test', emailVerified: true },
  },
];

/** Routes the server's own URL to the real network and everything else to the fake provider, recording requests. */
function fakeProvider(contract: Contract, accessToken: string) {
  const seen: { url: string; method: string; headers: Headers; body: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(context.server.url)) return realFetch(input, init);
    const request = new Request(input, init);
    seen.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() });
    if (request.url === contract.token) {
      return Response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: contract.scope });
    }
    const answer = contract.endpoints[request.url];
    return answer === undefined ? new Response('not found', { status: 404 }) : Response.json(answer);
  });
  return seen;
}

const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);

describe.each(CONTRACTS)('sign in with $provider', (contract) => {
  it('sends the documented authorization, token and user requests, then signs a new account in', async () => {
    const base = context.server.url;
    const callback = `${context.server.runtime.config.publicUrl}/_internal/auth/${contract.provider}/callback`;
    const start = await realFetch(`${base}/_internal/auth/${contract.provider}?redirect=${encodeURIComponent('/mods?q=x')}`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const flowCookie = start.headers.getSetCookie().find((cookie) => cookie.startsWith('kiln_oauth_flow='))!;
    expect(flowCookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const flow = readFlow(cookieOf(start, 'kiln_oauth_flow'))!;
    expect(flow).toMatchObject({ provider: contract.provider, redirect: '/mods?q=x', linkUserId: null });

    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(contract.authorize);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code', client_id: contract.client[0], redirect_uri: callback, state: flow.state, scope: contract.scope,
    });
    if (contract.pkce) {
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toBe(createHash('sha256').update(flow.verifier).digest('base64url'));
    } else {
      expect(authorize.searchParams.has('code_challenge')).toBe(false);
    }

    const seen = fakeProvider(contract, `token-for-${contract.provider}`);
    const finish = await realFetch(`${base}/_internal/auth/${contract.provider}/callback?code=the-code&state=${flow.state}`, {
      redirect: 'manual', headers: { cookie: `kiln_oauth_flow=${cookieOf(start, 'kiln_oauth_flow')}` },
    });
    expect(finish.status).toBe(303);
    expect(finish.headers.get('location')).toBe(`/auth/welcome?redirect=${encodeURIComponent('/mods?q=x')}`);
    expect(cookieOf(finish, 'kiln_oauth_flow')).toBe('');

    const [tokenRequest, ...userRequests] = seen;
    expect(tokenRequest).toMatchObject({ url: contract.token, method: 'POST' });
    expect(tokenRequest!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest!.headers.get('authorization')).toBe(`Basic ${Buffer.from(contract.client.join(':')).toString('base64')}`);
    const form = Object.fromEntries(new URLSearchParams(tokenRequest!.body));
    expect(form).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: callback });
    expect(form.code_verifier).toBe(contract.pkce ? flow.verifier : undefined);
    expect(userRequests.map((entry) => [entry.method, entry.url])).toEqual(Object.keys(contract.endpoints).map((url) => ['GET', url]));
    for (const entry of userRequests) expect(entry.headers.get('authorization')).toBe(`Bearer token-for-${contract.provider}`);

    const session = cookieOf(finish, 'kiln_session')!;
    expect(session).toMatch(/^mra_/);
    vi.unstubAllGlobals();
    const me = await realFetch(`${base}/v2/user`, { headers: { authorization: session } }).then((response) => response.json());
    expect(me).toMatchObject({ username: contract.expected.username, email: contract.expected.email, email_verified: contract.expected.emailVerified, has_password: false, auth_providers: [contract.provider] });
    const [link] = await context.database.db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, me.id));
    expect(link).toMatchObject({ provider: contract.provider, providerUserId: contract.expected.id });
  });

  it('sends people back to sign in when the provider answers an error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const start = await realFetch(`${context.server.url}/_internal/auth/${contract.provider}`, { redirect: 'manual' });
    const flow = readFlow(cookieOf(start, 'kiln_oauth_flow'))!;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(context.server.url)) return realFetch(input, init);
      return Response.json({ error: 'invalid_grant', error_description: 'The code expired' }, { status: 400 });
    });
    const finish = await realFetch(`${context.server.url}/_internal/auth/${contract.provider}/callback?code=stale&state=${flow.state}`, {
      redirect: 'manual', headers: { cookie: `kiln_oauth_flow=${cookieOf(start, 'kiln_oauth_flow')}` },
    });
    expect(finish.status).toBe(303);
    expect(finish.headers.get('location')).toBe('/auth/sign-in?provider_error=failed');
    expect(cookieOf(finish, 'kiln_session')).toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
