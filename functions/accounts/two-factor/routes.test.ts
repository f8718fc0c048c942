import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { generateHOTP } from '@oslojs/otp';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { hashPassword } from '#lib/password.ts';
import { createSession, listSessions } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { postForm } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { issueEmailToken } from '../verification/email-tokens.ts';
import { PENDING_SIGN_IN_LIFETIME_MS } from './pending-sign-in.ts';
import { openSecret } from './secret-box.ts';
import { secretBoxKey } from './secret-key.ts';
import { totpStep } from './totp.ts';

const context = useTestServer();
const db = () => context.database.db;
const PASSWORD = 'granite-compass-river-8';

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(context.server.url, path, fields, headers);
const location = (response: Response) => response.headers.get('location');
const cookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const cookieValue = (response: Response, name: string) => cookie(response, name)?.split(';')[0]!.slice(name.length + 1);

async function signedIn(overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await makeUser(db(), { passwordHash: await hashPassword(PASSWORD), ...overrides });
  const session = await createSession(db(), user.id, {});
  return { user, headers: { cookie: `kiln_session=${session.token}` } };
}

const subjectsTo = async (email: string) =>
  (await db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(desc(t.mailOutbox.id))).map((mail) => mail.subject);

async function keyOf(userId: string) {
  const [row] = await db().select().from(t.twoFactor).where(eq(t.twoFactor.userId, userId));
  return openSecret(await secretBoxKey(context.server.runtime.config), row!.secret, userId);
}
const codeNow = (key: Uint8Array, offset = 0) => generateHOTP(key, BigInt(totpStep(new Date()) + offset), 6);

/** Turns 2FA on through the routes; the setup claims the current step, so a later sign-in uses the next one. */
async function withTwoFactor() {
  const account = await signedIn();
  expect(location(await post('/_internal/two-factor/setup', { password: PASSWORD }, account.headers))).toBe('/settings/account?section=two-factor&status=twoFactorSetup#two-factor');
  const key = await keyOf(account.user.id);
  const enabled = await post('/_internal/two-factor/enable', { code: codeNow(key) }, account.headers);
  expect(location(enabled)).toBe('/settings/account?section=two-factor&status=twoFactorEnabled#two-factor');
  const backupCodes = cookieValue(enabled, 'kiln_backup_codes')!.split('.');
  return { ...account, key, backupCodes, headers: { cookie: `kiln_session=${cookieValue(enabled, 'kiln_session')}` } };
}

const signIn = (identifier: string, redirect = '/mods') => post('/_internal/auth/sign-in', { identifier, password: PASSWORD, redirect });
const codeStep = (pending: string, code: string, headers: Record<string, string> = {}) =>
  post('/_internal/auth/sign-in/two-factor', { code, redirect: '/mods' }, { cookie: `kiln_pending_sign_in=${pending}`, ...headers });

describe('two-factor settings routes', () => {
  it.each(['/two-factor/setup', '/two-factor/setup/cancel', '/two-factor/enable', '/two-factor/disable', '/two-factor/backup-codes'])(
    'answers 401 to anonymous posts on %s', async (path) => {
      const response = await post(`/_internal${path}`, { code: '123456', password: PASSWORD });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'auth_error' });
    },
  );

  it('refuses oversized input with a 400, a wrong password, and a cross-site post', async () => {
    const { headers } = await signedIn();
    const big = await post('/_internal/two-factor/enable', { code: '1'.repeat(65) }, headers);
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ error: 'request_error' });
    expect(location(await post('/_internal/two-factor/setup', { password: 'not-my-password' }, headers))).toBe('/settings/account?section=two-factor&error=passwordWrong#two-factor');
    expect(location(await post('/_internal/two-factor/enable', { code: '123456' }, headers))).toBe('/settings/account?section=two-factor&error=noSetup#two-factor');
    expect((await post('/_internal/two-factor/setup', { password: PASSWORD }, { ...headers, origin: 'https://evil.example' })).status).toBe(401);
  });

  it('enables after a right first code and hands the backup codes to the settings page once, in an HttpOnly cookie', async () => {
    const account = await signedIn();
    await post('/_internal/two-factor/setup', { password: PASSWORD }, account.headers);
    expect(location(await post('/_internal/two-factor/enable', { code: '000000' }, account.headers))).toBe('/settings/account?section=two-factor&error=codeInvalid#two-factor');
    const enabled = await post('/_internal/two-factor/enable', { code: codeNow(await keyOf(account.user.id)) }, account.headers);
    const handed = cookie(enabled, 'kiln_backup_codes')!;
    expect(handed).toMatch(/Path=\/settings\/account; Max-Age=300; HttpOnly; SameSite=Lax/);
    expect(cookieValue(enabled, 'kiln_backup_codes')!.split('.')).toHaveLength(10);
    // A change to how the account signs in rotates the session: the old token is refused, the new one is the only one.
    const rotated = { cookie: `kiln_session=${cookieValue(enabled, 'kiln_session')}` };
    expect(rotated.cookie).not.toBe(account.headers.cookie);
    expect((await post('/_internal/two-factor/setup', { password: PASSWORD }, account.headers)).status).toBe(401);
    expect(await listSessions(db(), account.user.id)).toHaveLength(1);
    expect(location(await post('/_internal/two-factor/setup', { password: PASSWORD }, rotated))).toBe('/settings/account?section=two-factor&error=alreadyEnabled#two-factor');
    await vi.waitFor(async () => expect(await subjectsTo(account.user.email!)).toEqual(['Two-factor authentication is on']));
  });

  it('cancels a pending setup, and regenerates or disables only with a valid code', async () => {
    const pending = await signedIn();
    await post('/_internal/two-factor/setup', { password: PASSWORD }, pending.headers);
    expect(location(await post('/_internal/two-factor/setup/cancel', {}, pending.headers))).toBe('/settings/account?section=two-factor#two-factor');
    expect(await db().select().from(t.twoFactor).where(eq(t.twoFactor.userId, pending.user.id))).toEqual([]);

    const account = await withTwoFactor();
    // A section with several forms names the one refused, so the page shows the error beside its field.
    expect(location(await post('/_internal/two-factor/backup-codes', { code: 'wrong-code' }, account.headers))).toBe('/settings/account?section=two-factor&error=codeInvalid&form=regenerate#two-factor');
    const regenerated = await post('/_internal/two-factor/backup-codes', { code: account.backupCodes[0]! }, account.headers);
    expect(location(regenerated)).toBe('/settings/account?section=two-factor&status=backupCodesRegenerated#two-factor');
    const fresh = cookieValue(regenerated, 'kiln_backup_codes')!.split('.');
    expect(location(await post('/_internal/two-factor/disable', { code: account.backupCodes[1]! }, account.headers))).toBe('/settings/account?section=two-factor&error=codeInvalid&form=disable#two-factor');
    const disabled = await post('/_internal/two-factor/disable', { code: fresh[0]! }, account.headers);
    expect(location(disabled)).toBe('/settings/account?section=two-factor&status=twoFactorDisabled#two-factor');
    const rotated = { cookie: `kiln_session=${cookieValue(disabled, 'kiln_session')}` };
    expect((await post('/_internal/two-factor/disable', { code: fresh[1]! }, account.headers)).status).toBe(401);
    expect(location(await post('/_internal/two-factor/disable', { code: fresh[1]! }, rotated))).toBe('/settings/account?section=two-factor&error=notEnabled&form=disable#two-factor');
    await vi.waitFor(async () => expect(await subjectsTo(account.user.email!)).toEqual(['Two-factor authentication is off', 'Two-factor authentication is on']));
  });
});

describe('the sign-in code step', () => {
  it('creates no session after the password, only a hashed 5-minute pending token; the right code signs in once', async () => {
    const account = await withTwoFactor();
    const started = Date.now();
    const first = await signIn(account.user.username);
    const finished = Date.now();
    expect(location(first)).toBe('/auth/sign-in?step=two-factor&redirect=%2Fmods');
    expect(cookie(first, 'kiln_session')).toBeUndefined();
    expect(cookie(first, 'kiln_pending_sign_in')).toMatch(/Path=\/; Max-Age=300; HttpOnly; SameSite=Lax/);
    const pending = cookieValue(first, 'kiln_pending_sign_in')!;
    const [row] = await db().select().from(t.pendingSignIns).where(eq(t.pendingSignIns.userId, account.user.id));
    expect(row!.id).toBe(hashToken(pending));
    // Bounded by the request's own start and end, so a slow machine cannot make it fail.
    expect(row!.expires.getTime()).toBeGreaterThanOrEqual(started + PENDING_SIGN_IN_LIFETIME_MS);
    expect(row!.expires.getTime()).toBeLessThanOrEqual(finished + PENDING_SIGN_IN_LIFETIME_MS);

    const wrong = await codeStep(pending, '000000');
    expect(location(wrong)).toBe('/auth/sign-in?step=two-factor&error=codeInvalid&redirect=%2Fmods');
    const right = await codeStep(pending, codeNow(account.key, 1));
    expect(location(right)).toBe('/mods');
    expect(cookieValue(right, 'kiln_session')).toMatch(/^mra_/);
    expect(cookie(right, 'kiln_pending_sign_in')).toContain('Max-Age=0');
    expect(location(await codeStep(pending, account.backupCodes[0]!))).toBe('/auth/sign-in?error=signInExpired&redirect=%2Fmods');
  });

  it('accepts a backup code once; the second use fails', async () => {
    const account = await withTwoFactor();
    const [code] = account.backupCodes;
    const once = await codeStep(cookieValue(await signIn(account.user.email!), 'kiln_pending_sign_in')!, code!);
    expect(cookieValue(once, 'kiln_session')).toMatch(/^mra_/);
    const twice = await codeStep(cookieValue(await signIn(account.user.username), 'kiln_pending_sign_in')!, code!);
    expect(location(twice)).toContain('error=codeInvalid');
    expect(cookie(twice, 'kiln_session')).toBeUndefined();
  });

  it('refuses an expired or unknown pending token and a missing cookie', async () => {
    const account = await withTwoFactor();
    const pending = cookieValue(await signIn(account.user.username), 'kiln_pending_sign_in')!;
    await db().update(t.pendingSignIns).set({ expires: new Date(Date.now() - 1) }).where(eq(t.pendingSignIns.id, hashToken(pending)));
    expect(location(await codeStep(pending, account.backupCodes[0]!))).toBe('/auth/sign-in?error=signInExpired&redirect=%2Fmods');
    expect(location(await codeStep('made-up-token', account.backupCodes[0]!))).toContain('error=signInExpired');
    expect(location(await post('/_internal/auth/sign-in/two-factor', { code: account.backupCodes[0]! }))).toBe('/auth/sign-in?error=signInExpired');
  });

  it('counts wrong codes toward the account throttle: after five, even a right code waits', async () => {
    const account = await withTwoFactor();
    const pending = cookieValue(await signIn(account.user.username), 'kiln_pending_sign_in')!;
    for (let i = 0; i < 5; i++) await codeStep(pending, '000000');
    const blocked = await codeStep(pending, account.backupCodes[0]!);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'ratelimit_error' });
    const browser = await codeStep(pending, account.backupCodes[0]!, { accept: 'text/html' });
    expect(location(browser)).toMatch(/^\/auth\/sign-in\?error=rateLimited&retry=\d+&step=two-factor&redirect=%2Fmods$/);
    expect((await signIn(account.user.username)).status).toBe(429);
  });

  it('sends a password reset of a two-factor account to the code step instead of signing in', async () => {
    const account = await withTwoFactor();
    const flow = await issueEmailToken(db(), account.user.id, 'reset_password', account.user.email!, 3_600_000);
    const done = await post('/_internal/auth/reset/complete', { flow, password: 'basalt-harbor-lantern-3', confirm: 'basalt-harbor-lantern-3' });
    expect(location(done)).toBe('/auth/sign-in?step=two-factor&redirect=%2F');
    expect(cookie(done, 'kiln_session')).toBeUndefined();
    expect(cookieValue(done, 'kiln_pending_sign_in')).toBeTruthy();
    expect(await listSessions(db(), account.user.id)).toEqual([]);
  });
});
