// /_internal/auth/{provider}* routes: state and cookie checks, refusals, linking and unlinking from the settings page.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { readFlow } from './flow-cookie.ts';
import { linkProvider } from './service.ts';

const context = useTestServer();
const realFetch = globalThis.fetch;
beforeAll(() => {
  Object.assign(context.server.runtime.config, { GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret', DISCORD_CLIENT_ID: 'dc-client', DISCORD_CLIENT_SECRET: 'dc-secret' });
});
afterEach(() => vi.unstubAllGlobals());

const go = (path: string, init: RequestInit = {}) => realFetch(context.server.url + path, { redirect: 'manual', ...init });
const flowOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('kiln_oauth_flow='))!.split(';')[0]!.slice('kiln_oauth_flow='.length);

let githubId = 0;
/** GitHub answering as one account (the token and user endpoints), everything else to the real network. */
function fakeGitHub(login: string, email = `${login}@example.test`, verified = true) {
  const id = ++githubId;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(context.server.url)) return realFetch(input, init);
    if (url === 'https://github.com/login/oauth/access_token') return Response.json({ access_token: 'gho_x', token_type: 'bearer' });
    if (url === 'https://api.github.com/user') return Response.json({ id, login });
    if (url === 'https://api.github.com/user/emails') return Response.json([{ email, primary: true, verified }]);
    return new Response(null, { status: 404 });
  });
  return String(id);
}

async function signedIn(overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await makeUser(context.database.db, overrides);
  const session = await createSession(context.database.db, user.id, {});
  return { user, cookie: `kiln_session=${session.token}` };
}

async function callback(flow: string, state = readFlow(flow)!.state, extra: Record<string, string> = {}, cookie = '') {
  const query = new URLSearchParams({ code: 'the-code', state, ...extra });
  return go(`/_internal/auth/github/callback?${query}`, { headers: { cookie: [`kiln_oauth_flow=${flow}`, cookie].filter(Boolean).join('; ') } });
}

describe('starting and finishing a sign-in', () => {
  it('answers 404 for providers that are not configured or not known', async () => {
    expect((await go('/_internal/auth/google')).status).toBe(404);
    expect((await go('/_internal/auth/myspace')).status).toBe(404);
    expect((await go('/_internal/auth/google/callback?code=x&state=y')).status).toBe(404);
  });

  it('keeps only same-site redirects', async () => {
    const start = await go(`/_internal/auth/github?redirect=${encodeURIComponent('//evil.example/x')}`);
    expect(readFlow(flowOf(start))!.redirect).toBe('');
  });

  it('refuses a callback without the flow cookie, with another state, or for another provider', async () => {
    fakeGitHub('mallory');
    const flow = flowOf(await go('/_internal/auth/github?redirect=/mods'));
    const noCookie = await go(`/_internal/auth/github/callback?code=x&state=${readFlow(flow)!.state}`);
    expect(noCookie.headers.get('location')).toBe('/auth/sign-in?provider_error=state');
    const wrongState = await callback(flow, 'a'.repeat(43));
    expect(wrongState.headers.get('location')).toBe('/auth/sign-in?provider_error=state&redirect=%2Fmods');
    const tampered = await callback('not-base64-json', 'a'.repeat(43));
    expect(tampered.headers.get('location')).toBe('/auth/sign-in?provider_error=state');
    const otherProvider = await go(`/_internal/auth/discord/callback?code=x&state=${readFlow(flow)!.state}`, { headers: { cookie: `kiln_oauth_flow=${flow}` } });
    expect(otherProvider.headers.get('location')).toBe('/auth/sign-in?provider_error=state&redirect=%2Fmods');
    for (const response of [noCookie, wrongState, tampered, otherProvider]) {
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('kiln_session='))).toBe(false);
    }
  });

  it('sends people back when they decline at the provider', async () => {
    const flow = flowOf(await go('/_internal/auth/github'));
    const declined = await callback(flow, undefined, { error: 'access_denied' });
    expect(declined.headers.get('location')).toBe('/auth/sign-in?provider_error=denied');
  });

  it('signs a returning linked account in straight to the redirect, and refuses an email another account owns', async () => {
    const { user } = await signedIn();
    const providerId = fakeGitHub('returning');
    await linkProvider(context.database.db, user.id, 'github', { id: providerId, username: 'returning', email: null, emailVerified: false });
    const flow = flowOf(await go('/_internal/auth/github?redirect=/settings/profile'));
    const finish = await callback(flow);
    expect(finish.headers.get('location')).toBe('/settings/profile');
    expect(finish.headers.getSetCookie().some((cookie) => cookie.startsWith('kiln_session=mra_'))).toBe(true);

    await makeUser(context.database.db, { email: 'owned@example.test', emailVerified: true });
    fakeGitHub('intruder', 'owned@example.test', false);
    const refused = await callback(flowOf(await go('/_internal/auth/github')));
    expect(refused.headers.get('location')).toBe('/auth/sign-in?provider_error=emailInUse');
  });
});

describe('linking and unlinking from the settings page', () => {
  const post = (path: string, cookie: string, origin = context.server.url) => go(path, { method: 'POST', headers: { cookie, origin } });

  it('links GitHub to the signed-in account and unlinks it while a password remains', async () => {
    const { user, cookie } = await signedIn({ passwordHash: 'argon2id-hash' });
    const start = await post('/_internal/auth/github/link', cookie);
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    const flow = flowOf(start);
    expect(readFlow(flow)).toMatchObject({ linkUserId: user.id, redirect: '/settings/account' });
    fakeGitHub('linker');
    const linked = await callback(flow, undefined, {}, cookie);
    expect(linked.headers.get('location')).toBe('/settings/account?providers_status=linked&provider=github#linked-providers');
    expect(await context.database.db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, user.id))).toHaveLength(1);

    const unlinked = await post('/_internal/auth/github/unlink', cookie);
    expect(unlinked.headers.get('location')).toBe('/settings/account?providers_status=unlinked&provider=github#linked-providers');
    expect(await context.database.db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, user.id))).toEqual([]);
  });

  it('refuses to unlink the last way to sign in with a clear code', async () => {
    const { user, cookie } = await signedIn();
    await linkProvider(context.database.db, user.id, 'github', { id: 'only-way', username: 'only', email: null, emailVerified: false });
    const refused = await post('/_internal/auth/github/unlink', cookie);
    expect(refused.headers.get('location')).toBe('/settings/account?providers_error=lastMethod&provider=github#linked-providers');
    expect(await context.database.db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, user.id))).toHaveLength(1);
  });

  it('links nothing when another account is signed in by the time the provider answers', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const flow = flowOf(await post('/_internal/auth/github/link', first.cookie));
    fakeGitHub('switched');
    const response = await callback(flow, undefined, {}, second.cookie);
    expect(response.headers.get('location')).toBe('/auth/sign-in?provider_error=state');
    const links = await context.database.db.select().from(t.externalAccounts);
    expect(links.some((link) => link.userId === first.user.id || link.userId === second.user.id)).toBe(false);
  });

  it('reports a GitHub account that is already linked to someone else', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const providerId = fakeGitHub('shared');
    await linkProvider(context.database.db, owner.user.id, 'github', { id: providerId, username: 'shared', email: null, emailVerified: false });
    const flow = flowOf(await post('/_internal/auth/github/link', other.cookie));
    const response = await callback(flow, undefined, {}, other.cookie);
    expect(response.headers.get('location')).toBe('/settings/account?providers_error=linkedElsewhere&provider=github#linked-providers');
  });

  it('sends signed-out visitors to sign in and refuses cross-site posts', async () => {
    const anonymous = await go('/_internal/auth/github/link', { method: 'POST', headers: { origin: context.server.url } });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fsettings%2Faccount');
    const { cookie } = await signedIn({ passwordHash: 'argon2id-hash' });
    expect((await post('/_internal/auth/github/link', cookie, 'https://evil.example')).status).toBe(401);
    expect((await post('/_internal/auth/github/unlink', cookie, 'https://evil.example')).status).toBe(401);
  });
});
