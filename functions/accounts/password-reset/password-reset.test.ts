import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { hashPassword, verifyPassword } from '#lib/password.ts';
import { createSession, listSessions } from '../../access/sessions/store.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { scope } from '#contracts/scopes.ts';
import { useTestServer } from '#testing/server.ts';
import { issueEmailToken } from '../verification/email-tokens.ts';
import { RESET_LIFETIME_MS, resetLinkIsLive } from './service.ts';

const context = useTestServer();
const db = () => context.database.db;
const post = (path: string, fields: Record<string, string>) => fetch(context.server.url + path, {
  method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url },
});
const mailsTo = (email: string) => db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(desc(t.mailOutbox.id));
const tokenIn = (text: string) => /\/auth\/reset-password\?flow=([a-z0-9]+)/.exec(text)?.[1];
const NEW_PASSWORD = 'granite-compass-river-8';

describe('POST /_internal/auth/reset', () => {
  it('answers the same for known and unknown accounts, and mails only the known one a hashed 1-hour token', async () => {
    const user = await makeUser(db(), { username: 'Forgetful', email: 'forgetful@example.test' });
    const known = await post('/_internal/auth/reset', { identifier: 'FORGETFUL' });
    const unknown = await post('/_internal/auth/reset', { identifier: 'nobody@example.test' });
    expect(known.status).toBe(303);
    expect(known.headers.get('location')).toBe('/auth/reset-password?sent=1');
    expect(unknown.headers.get('location')).toBe(known.headers.get('location'));
    // The mail goes out after the answer.
    const [mail] = await vi.waitFor(async () => {
      const mails = await mailsTo('forgetful@example.test');
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(await mailsTo('nobody@example.test')).toEqual([]);
    expect(mail!.subject).toBe('Reset your password');
    const token = tokenIn(mail!.text)!;
    const [row] = await db().select().from(t.emailTokens).where(eq(t.emailTokens.userId, user.id));
    expect(row).toMatchObject({ id: hashToken(token), purpose: 'reset_password' });
    expect(row!.expires.getTime() - Date.now()).toBeLessThanOrEqual(RESET_LIFETIME_MS);
    expect(row!.expires.getTime() - Date.now()).toBeGreaterThan(RESET_LIFETIME_MS - 60_000);
    expect((await post('/_internal/auth/reset', { identifier: 'forgetful@EXAMPLE.test' })).status).toBe(303);
    await vi.waitFor(async () => expect(await mailsTo('forgetful@example.test')).toHaveLength(2));
  });
});

describe('POST /_internal/auth/reset/complete', () => {
  it('keeps the link on a rule failure, then sets the password, ends every session and signs in once', async () => {
    const user = await makeUser(db(), { passwordHash: await hashPassword('old-password-lantern-1') });
    const old = await createSession(db(), user.id, {});
    const token = await issueEmailToken(db(), user.id, 'reset_password', user.email!, RESET_LIFETIME_MS);

    const mismatch = await post('/_internal/auth/reset/complete', { flow: token, password: NEW_PASSWORD, confirm: 'different-one-here-8' });
    expect(mismatch.headers.get('location')).toBe(`/auth/reset-password?error=passwordMismatch&flow=${token}`);
    const common = await post('/_internal/auth/reset/complete', { flow: token, password: 'PassWord1234', confirm: 'PassWord1234' });
    expect(common.headers.get('location')).toContain('error=passwordCommon');
    expect(await resetLinkIsLive(db(), token)).toBe(true);

    const done = await post('/_internal/auth/reset/complete', { flow: token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(done.headers.get('location')).toBe('/');
    const cookie = /kiln_session=(mra_[A-Za-z0-9]+)/.exec(done.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeDefined();
    const [after] = await db().select().from(t.users).where(eq(t.users.id, user.id));
    expect(await verifyPassword(NEW_PASSWORD, after!.passwordHash!)).toBe(true);
    const sessions = await listSessions(db(), user.id);
    expect(sessions.map((row) => row.id)).toEqual([hashToken(cookie!)]);
    expect(sessions.map((row) => row.id)).not.toContain(old.id);

    const again = await post('/_internal/auth/reset/complete', { flow: token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(again.headers.get('location')).toBe('/auth/reset-password?error=linkInvalid');
  });

  describe('personal access tokens', () => {
    const works = async (token: string) => (await fetch(`${context.server.url}/v2/user`, { headers: { authorization: token } })).status === 200;
    const noticeTo = (email: string) => vi.waitFor(async () => {
      const [notice] = (await mailsTo(email)).filter((mail) => mail.subject === 'Your password was changed');
      expect(notice).toBeDefined();
      return notice!.text;
    });

    async function resetWith(fields: Record<string, string>) {
      const user = await makeUser(db(), { passwordHash: await hashPassword('old-password-lantern-1') });
      const token = await makePat(db(), user.id, scope('USER_READ'));
      await db().update(t.personalAccessTokens).set({ name: 'modpack-sync' }).where(eq(t.personalAccessTokens.userId, user.id));
      // An expired token works no more, so the notice leaves it out.
      await makePat(db(), user.id, scope('USER_READ'), new Date(Date.now() - 1000));
      const flow = await issueEmailToken(db(), user.id, 'reset_password', user.email!, RESET_LIFETIME_MS);
      expect(await works(token)).toBe(true);
      const done = await post('/_internal/auth/reset/complete', { flow, password: NEW_PASSWORD, confirm: NEW_PASSWORD, ...fields });
      expect(done.headers.get('location')).toBe('/');
      return { user, token };
    }

    it('are all revoked with the password when the box is checked, and the notice says none remain', async () => {
      const { user, token } = await resetWith({ revoke_tokens: 'on' });
      expect(await works(token)).toBe(false);
      expect(await db().select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, user.id))).toEqual([]);
      expect(await noticeTo(user.email!)).toContain('No personal access token works on your account.');
    });

    it('keep working when the box is unchecked, and the notice names those that still work', async () => {
      const { user, token } = await resetWith({});
      expect(await works(token)).toBe(true);
      const notice = await noticeTo(user.email!);
      expect(notice).toContain('These personal access tokens still work: modpack-sync.');
      expect(notice).not.toContain('test token');
    });
  });

  it('refuses expired and unknown links', async () => {
    const user = await makeUser(db());
    const expired = await issueEmailToken(db(), user.id, 'reset_password', user.email!, RESET_LIFETIME_MS, new Date(Date.now() - RESET_LIFETIME_MS - 1000));
    expect(await resetLinkIsLive(db(), expired)).toBe(false);
    for (const flow of [expired, 'unknown-token']) {
      const response = await post('/_internal/auth/reset/complete', { flow, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      expect(response.headers.get('location')).toBe('/auth/reset-password?error=linkInvalid');
    }
  });
});
