import { describe, expect, it, onTestFinished } from 'vitest';
import { eq, like } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { useTestServer } from '#testing/server.ts';
import { hashPassword } from '#lib/password.ts';
import { makeUser } from '#testing/factory.ts';
import { isCommonPassword } from './rules.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';

const context = useTestServer();

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(context.server.url + path, {
    method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, ...headers },
  });
}
const location = (response: Response) => response.headers.get('location');
const cookieOf = (response: Response) => /kiln_session=(mra_[A-Za-z0-9]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('sign up', () => {
  const valid = { username: 'NewCrafter', email: 'new@example.test', password: 'obsidian-lantern-42', confirm: 'obsidian-lantern-42', subscribe: 'on' };

  it.each([
    [{ username: 'bad name!' }, 'usernameInvalid'],
    [{ username: 'x'.repeat(40) }, 'usernameInvalid'],
    [{ email: 'not-an-email' }, 'emailInvalid'],
    [{ password: 'short', confirm: 'short' }, 'passwordLength'],
    [{ confirm: 'something-else-42' }, 'passwordMismatch'],
    [{ password: 'PassWord1234', confirm: 'PassWord1234' }, 'passwordCommon'],
  ])('rejects %o with %s', async (change, error) => {
    const response = await post('/_internal/auth/sign-up', { ...valid, ...change });
    expect(response.status).toBe(303);
    expect(location(response)).toContain(`/auth/sign-up?error=${error}`);
    expect(cookieOf(response)).toBeUndefined();
  });

  it('creates the account with an argon2id hash, stores the subscription and starts a session', async () => {
    const response = await post('/_internal/auth/sign-up', valid);
    expect(location(response)).toBe('/auth/welcome');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [user] = await context.database.db.select().from(t.users).where(eq(t.users.username, 'NewCrafter'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [settings] = await context.database.db.select().from(t.accountSettings).where(eq(t.accountSettings.userId, user!.id));
    expect(settings!.subscribed).toBe(true);
    const sessions = await fetch(`${context.server.url}/_internal/session/list`, { headers: { cookie: `kiln_session=${cookieOf(response)}` } });
    expect(sessions.status).toBe(200);
  });

  it('keeps the language the browser asked for with the session, for the mails others\' actions send', async () => {
    await post('/_internal/auth/sign-up', { ...valid, username: 'Lingua', email: 'lingua@example.test' }, { 'accept-language': 'pt-BR,pt;q=0.9' });
    const [user] = await context.database.db.select().from(t.users).where(eq(t.users.username, 'Lingua'));
    const sessions = await context.database.db.select({ locale: t.sessions.locale }).from(t.sessions).where(eq(t.sessions.userId, user!.id));
    expect(sessions).toEqual([{ locale: 'pt-BR' }]);
  });

  it('rejects a taken username or email case-insensitively', async () => {
    expect(location(await post('/_internal/auth/sign-up', { ...valid, username: 'newcrafter', email: 'other@example.test' }))).toContain('error=usernameTaken');
    expect(location(await post('/_internal/auth/sign-up', { ...valid, username: 'Another', email: 'NEW@example.test' }))).toContain('error=emailTaken');
  });

  it('refuses a cross-site form post', async () => {
    expect((await post('/_internal/auth/sign-up', valid, { origin: 'https://evil.example' })).status).toBe(401);
  });

  it('lets one address ask whether emails have accounts only as often as it may fail a sign-in', async () => {
    const clearAddressCounters = async () => {
      await context.database.db.delete(t.authThrottle).where(like(t.authThrottle.key, 'ip:%'));
    };
    await clearAddressCounters();
    onTestFinished(clearAddressCounters);
    const existing = await makeUser(context.database.db, { username: 'Prober', email: 'known@example.test' });
    const probe = (email: string, headers: Record<string, string> = {}) => post('/_internal/auth/sign-up', { ...valid, username: 'FreshName', email }, headers);
    // Public usernames cost nothing to ask about.
    for (let i = 0; i < 5; i++) expect(location(await post('/_internal/auth/sign-up', { ...valid, username: existing.username }))).toContain('error=usernameTaken');
    for (let i = 0; i < 20; i++) expect(location(await probe('known@example.test'))).toContain('error=emailTaken');
    const browser = await probe('known@example.test', { accept: 'text/html' });
    expect(location(browser)).toMatch(/^\/auth\/sign-up\?error=rateLimited&retry=\d+$/);
    const script = await probe('unknown@example.test');
    expect(script.status).toBe(429);
    expect(await script.json()).toMatchObject({ error: 'ratelimit_error' });
  });
});

describe('sign in', () => {
  const password = 'correct-horse-battery-9';

  it('accepts email or username, case-insensitively, and honours only same-site redirects', async () => {
    await makeUser(context.database.db, { username: 'Steve', email: 'steve@example.test', passwordHash: await hashPassword(password) });
    const byName = await post('/_internal/auth/sign-in', { identifier: 'steve', password, redirect: '/mods?q=x' });
    expect(location(byName)).toBe('/mods?q=x');
    expect(cookieOf(byName)).toBeDefined();
    const byEmail = await post('/_internal/auth/sign-in', { identifier: 'STEVE@example.test', password, redirect: '//evil.example' });
    expect(location(byEmail)).toBe('/');
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    await makeUser(context.database.db, { username: 'Alex', passwordHash: await hashPassword(password) });
    const wrong = await post('/_internal/auth/sign-in', { identifier: 'Alex', password: 'nope-nope-nope' });
    const unknown = await post('/_internal/auth/sign-in', { identifier: 'Nobody', password: 'nope-nope-nope' });
    expect(location(wrong)).toBe('/auth/sign-in?error=credentials');
    expect(location(unknown)).toBe(location(wrong));
  });

  it('throttles an account after five failures with a 429 for scripts and the form for browsers', async () => {
    await makeUser(context.database.db, { username: 'Herobrine', passwordHash: await hashPassword(password) });
    for (let i = 0; i < 5; i++) await post('/_internal/auth/sign-in', { identifier: 'Herobrine', password: 'wrong-password-x' });
    const blocked = await post('/_internal/auth/sign-in', { identifier: 'herobrine', password });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'ratelimit_error', description: expect.stringMatching(/retry after \d+ milliseconds/) });
    const browser = await post('/_internal/auth/sign-in', { identifier: 'Herobrine', password }, { accept: 'text/html' });
    expect(location(browser)).toMatch(/error=rateLimited&retry=\d+/);
  });

  it('counts the username and the email of one account against one budget', async () => {
    await makeUser(context.database.db, { username: 'Dinnerbone', email: 'dinnerbone@example.test', passwordHash: await hashPassword(password) });
    for (const identifier of ['Dinnerbone', 'dinnerbone@example.test', 'DINNERBONE', 'Dinnerbone@Example.test', 'dinnerbone']) {
      expect(location(await post('/_internal/auth/sign-in', { identifier, password: 'wrong-password-x' }))).toBe('/auth/sign-in?error=credentials');
    }
    expect((await post('/_internal/auth/sign-in', { identifier: 'dinnerbone@example.test', password })).status).toBe(429);
  });

  it('slows down one address after twenty failures across accounts, even for a right password', async () => {
    const clearAddressCounters = () => context.database.db.delete(t.authThrottle).where(like(t.authThrottle.key, 'ip:%'));
    await clearAddressCounters();
    onTestFinished(async () => { await clearAddressCounters(); });
    await makeUser(context.database.db, { username: 'Grumm', passwordHash: await hashPassword(password) });
    for (let i = 0; i < 20; i++) {
      expect(location(await post('/_internal/auth/sign-in', { identifier: `stranger${i}`, password: 'wrong-password-x' }))).toBe('/auth/sign-in?error=credentials');
    }
    const blocked = await post('/_internal/auth/sign-in', { identifier: 'Grumm', password });
    expect(blocked.status).toBe(429);
    expect(cookieOf(blocked)).toBeUndefined();
  });

  it('rotates the session: a sign-in ends the token the browser held and sets a fresh HttpOnly, SameSite=Lax cookie', async () => {
    await makeUser(context.database.db, { username: 'Jeb', passwordHash: await hashPassword(password) });
    const listed = (token: string | undefined) => fetch(`${context.server.url}/_internal/session/list`, { headers: { cookie: `kiln_session=${token}` } });
    const first = cookieOf(await post('/_internal/auth/sign-in', { identifier: 'Jeb', password }));
    const again = await post('/_internal/auth/sign-in', { identifier: 'Jeb', password }, { cookie: `kiln_session=${first}` });
    const second = cookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The test server runs on plain-HTTP localhost, the one place the cookie may go without Secure.
    expect(again.headers.get('set-cookie')).toMatch(/^kiln_session=mra_[A-Za-z0-9]{60}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect((await listed(first)).status).toBe(401);
    expect((await listed(second)).status).toBe(200);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    await makeUser(context.database.db, { username: 'Notch', passwordHash: await hashPassword(password) });
    const token = cookieOf(await post('/_internal/auth/sign-in', { identifier: 'Notch', password }));
    const out = await post('/_internal/auth/sign-out', {}, { cookie: `kiln_session=${token}` });
    expect(location(out)).toBe('/');
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await fetch(`${context.server.url}/_internal/session/list`, { headers: { cookie: `kiln_session=${token}` } })).status).toBe(401);
  });
});

describe('rules', () => {
  it('ships at least 10,000 common passwords, checked case-insensitively', async () => {
    const list = (await import('./data/common-passwords.json', { with: { type: 'json' } })).default;
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('obsidian-lantern-42')).toBe(false);
  });

  it.each([['/ok', '/ok'], ['//evil', '/'], ['/\\evil', '/'], ['https://evil', '/'], [undefined, '/']])('safeRedirect(%s)', (input, output) => {
    expect(safeRedirect(input)).toBe(output);
  });
});
