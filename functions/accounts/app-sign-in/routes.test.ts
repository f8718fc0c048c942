// The desktop app's sign-in through the browser, against a fake app listening on a loopback port: start, sign in,
// agree, the code delivered to the app only, exchanged once with the right verifier for a working session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#lib/password.ts';
import { s256Challenge } from '#lib/pkce.ts';
import { makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const PASSWORD = 'quartz-meadow-signal-7';
const VERIFIER = 'v'.repeat(20) + '-the-app-keeps-this-secret-0123';
const CHALLENGE = s256Challenge(VERIFIER);

/** The desktop app: a loopback listener that keeps what the browser brings it. */
let app: Server;
let appUrl: string;
const received: URLSearchParams[] = [];
beforeAll(async () => {
  app = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    res.end('You can close this window.');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
});
afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

const startPath = (params: Record<string, string>) => `/_internal/app-sign-in/start?${new URLSearchParams({
  return_to: appUrl, code_challenge: CHALLENGE, code_challenge_method: 'S256', state: 'app-state-1', ...params,
})}`;
const cookieFrom = (response: Response, name: string) => new RegExp(`${name}=([^;]*)`).exec(response.headers.getSetCookie().join('\n'))?.[1];
const location = (response: Response) => response.headers.get('location');

async function start(params: Record<string, string> = {}): Promise<string> {
  const started = await fetch(context.server.url + startPath(params), { redirect: 'manual' });
  expect(started.status).toBe(303);
  expect(location(started)).toBe('/auth/app');
  return cookieFrom(started, 'kiln_app_sign_in')!;
}

async function signedInUser() {
  const user = await makeUser(context.database.db, { passwordHash: await hashPassword(PASSWORD), emailVerified: true });
  return user;
}

describe('starting', () => {
  it('refuses return addresses off the machine, and requests without an S256 challenge', async () => {
    const refused: Record<string, string>[] = [
      { return_to: 'https://evil.example/callback' }, { return_to: 'http://evil.example:8080/callback' }, { return_to: 'http://127.0.0.1/callback' },
      { return_to: 'javascript:alert(1)' }, { code_challenge_method: 'plain' }, { code_challenge: 'short' },
    ];
    for (const params of refused) {
      const answer = await request(context.server.url, startPath(params), { redirect: 'manual' });
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body.error).toBe('request_error');
    }
    expect(await start({ return_to: 'kiln://auth/callback' })).toBeTruthy();
    expect(await start({ return_to: 'http://[::1]:4000/cb' })).toBeTruthy();
  });
});

describe('the hand-off', () => {
  it('returns every sign-in to the app page, hands the app a code only once agreed, and the code works once with its verifier', async () => {
    const user = await signedInUser();
    const handOff = await start();
    const signedIn = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: user.username, password: PASSWORD, redirect: '/mods' }, {
      cookie: `kiln_app_sign_in=${handOff}`,
    });
    expect(location(signedIn)).toBe('/auth/app');
    const session = cookieFrom(signedIn, 'kiln_session')!;
    const cookies = `kiln_session=${session}; kiln_app_sign_in=${handOff}`;

    const agreed = await postForm(context.server.url, '/_internal/app-sign-in/agree', {}, { cookie: cookies });
    const target = new URL(location(agreed)!);
    expect(`${target.origin}${target.pathname}`).toBe(appUrl);
    expect(target.searchParams.get('state')).toBe('app-state-1');
    await fetch(target);
    const code = received.at(-1)!.get('code')!;
    expect(code).toBe(target.searchParams.get('code'));

    // Agreeing again (a second click, another tab) hands out nothing more.
    expect(location(await postForm(context.server.url, '/_internal/app-sign-in/agree', {}, { cookie: cookies }))).toBe('/auth/app?error=lapsed');

    const exchanged = await request(context.server.url, '/_internal/app-sign-in/token', { method: 'POST', json: { code, code_verifier: VERIFIER } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user_id).toBe(user.id);
    const me = await request(context.server.url, '/v2/user', { token: exchanged.body.token });
    expect(me.body.username).toBe(user.username);

    const replayed = await request(context.server.url, '/_internal/app-sign-in/token', { method: 'POST', json: { code, code_verifier: VERIFIER } });
    expect(replayed.status).toBe(400);
  });

  it('spends a code on a wrong verifier, and tells the app when the person cancels', async () => {
    const user = await signedInUser();
    const handOff = await start();
    const signedIn = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: user.username, password: PASSWORD }, { cookie: `kiln_app_sign_in=${handOff}` });
    const cookies = `kiln_session=${cookieFrom(signedIn, 'kiln_session')}; kiln_app_sign_in=${handOff}`;
    const code = new URL(location(await postForm(context.server.url, '/_internal/app-sign-in/agree', {}, { cookie: cookies }))!).searchParams.get('code')!;
    const guessed = await request(context.server.url, '/_internal/app-sign-in/token', { method: 'POST', json: { code, code_verifier: 'w'.repeat(43) } });
    expect(guessed.status).toBe(400);
    expect((await request(context.server.url, '/_internal/app-sign-in/token', { method: 'POST', json: { code, code_verifier: VERIFIER } })).status).toBe(400);

    const another = await start();
    const cancelled = await postForm(context.server.url, '/_internal/app-sign-in/cancel', {}, { cookie: `kiln_app_sign_in=${another}` });
    const told = new URL(location(cancelled)!);
    expect(told.searchParams.get('error')).toBe('access_denied');
    expect(told.searchParams.get('state')).toBe('app-state-1');
    expect(told.searchParams.has('code')).toBe(false);
  });

  it('leaves sign-ins without a hand-off where they were going', async () => {
    const user = await signedInUser();
    const signedIn = await postForm(context.server.url, '/_internal/auth/sign-in', { identifier: user.username, password: PASSWORD, redirect: '/mods' });
    expect(location(signedIn)).toBe('/mods');
  });
});
