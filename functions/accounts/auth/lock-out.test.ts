// Failed sign-ins slow the address they come from, not the owner elsewhere; guessing from many addresses leads to an emailed link.
import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { generateHOTP } from '@oslojs/otp';
import * as t from '#db/schema/index.ts';
import { hashPassword } from '#lib/password.ts';
import { makeUser } from '#testing/factory.ts';
import { postForm } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { createSession } from '../../access/sessions/store.ts';
import { openSecret } from '../two-factor/secret-box.ts';
import { secretBoxKey } from '../two-factor/secret-key.ts';
import { totpStep } from '../two-factor/totp.ts';
import { accountThrottleKey, recordFailure } from './throttle.ts';

// Believing X-Forwarded-For lets one test speak from many addresses.
const context = useTestServer({ TRUST_PROXY: 'true' });
const db = () => context.database.db;
const PASSWORD = 'obsidian-harbor-lantern-5';

const signIn = (identifier: string, password: string, ip: string) =>
  postForm(context.server.url, '/_internal/auth/sign-in', { identifier, password }, { 'x-forwarded-for': ip });
const location = (response: Response) => response.headers.get('location');
const sessionOf = (response: Response) => /kiln_session=(mra_[A-Za-z0-9]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
const owner = (overrides: Partial<typeof t.users.$inferInsert> = {}) =>
  hashPassword(PASSWORD).then((passwordHash) => makeUser(db(), { passwordHash, emailVerified: true, ...overrides }));

const mailsTo = (email: string) => db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(desc(t.mailOutbox.id));
const linkIn = (text: string) => /\/auth\/sign-in-link\?flow=([a-z0-9]+)/.exec(text)?.[1];

/** An owner with two-factor sign-in turned on through the settings forms; `code(ahead)` answers for a later 30 s step. */
async function ownerWithTwoFactor() {
  const user = await owner();
  const session = await createSession(db(), user.id, {});
  const headers = { cookie: `kiln_session=${session.token}` };
  await postForm(context.server.url, '/_internal/two-factor/setup', { password: PASSWORD }, headers);
  const [row] = await db().select().from(t.twoFactor).where(eq(t.twoFactor.userId, user.id));
  const key = await openSecret(await secretBoxKey(context.server.runtime.config), row!.secret, user.id);
  const code = (ahead = 0) => generateHOTP(key, BigInt(totpStep(new Date()) + ahead), 6);
  await postForm(context.server.url, '/_internal/two-factor/enable', { code: code() }, headers);
  return { user, code };
}

/** Failures toward the account's ceiling of 50 as guesses from many addresses leave them, without a slow sign-in each. */
async function failuresOnRecord(userId: string, count: number) {
  for (let i = 0; i < count; i++) await recordFailure(db(), [accountThrottleKey(userId)]);
}

describe('failures from one address', () => {
  it('slow that address for the account while the owner signs in at once from another', async () => {
    const user = await owner();
    for (let i = 0; i < 5; i++) expect(location(await signIn(user.username, 'wrong-password-x', '198.51.100.7'))).toBe('/auth/sign-in?error=credentials');
    const fromHome = await signIn(user.username, PASSWORD, '203.0.113.20');
    expect(location(fromHome)).toBe('/');
    expect(sessionOf(fromHome)).toBeDefined();
    const stranger = await signIn(user.email!, PASSWORD, '198.51.100.7');
    expect(stranger.status).toBe(429);
    expect(sessionOf(stranger)).toBeUndefined();
  });

  it('keep the owner re-entering a password in settings unslowed', async () => {
    const user = await owner();
    for (let i = 0; i < 5; i++) await signIn(user.username, 'wrong-password-x', '198.51.100.8');
    const session = await createSession(db(), user.id, {});
    const changed = await postForm(context.server.url, '/_internal/account/password', { current: PASSWORD, password: 'granite-compass-river-9', confirm: 'granite-compass-river-9' }, {
      cookie: `kiln_session=${session.token}`, 'x-forwarded-for': '203.0.113.21',
    });
    expect(location(changed)).toBe('/settings/account?section=password&status=passwordChanged#password');
  });
});

describe('guessing spread over many addresses', () => {
  it('past the ceiling, answers a right and a wrong password alike and mails a link only for the right one; the link signs in once', async () => {
    const user = await owner();
    await failuresOnRecord(user.id, 45);
    // The last five through sign-ins, one wrong password from each of five addresses, none of them slowed.
    for (let i = 0; i < 5; i++) expect(location(await signIn(user.username, `wrong-guess-${i}-x`, `10.1.0.${i}`))).toBe('/auth/sign-in?error=credentials');
    const wrong = await signIn(user.username, 'still-wrong-password', '203.0.113.30');
    const right = await signIn(user.username, PASSWORD, '203.0.113.31');
    expect(location(right)).toBe('/auth/sign-in?error=signInLinkSent');
    expect(location(wrong)).toBe(location(right));
    expect(sessionOf(right)).toBeUndefined();

    const [mail] = await vi.waitFor(async () => {
      const mails = await mailsTo(user.email!);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe('Your sign-in link');
    const flow = linkIn(mail!.text)!;
    const used = await postForm(context.server.url, '/_internal/auth/sign-in/link', { flow }, { 'x-forwarded-for': '203.0.113.31' });
    expect(location(used)).toBe('/');
    const session = sessionOf(used);
    expect((await fetch(`${context.server.url}/_internal/session/list`, { headers: { cookie: `kiln_session=${session}` } })).status).toBe(200);
    const again = await postForm(context.server.url, '/_internal/auth/sign-in/link', { flow });
    expect(location(again)).toBe('/auth/sign-in?error=linkInvalid');
    expect(sessionOf(again)).toBeUndefined();
  });

  it('mails no link to an address nobody verified', async () => {
    const user = await owner({ emailVerified: false });
    await failuresOnRecord(user.id, 50);
    expect(location(await signIn(user.username, PASSWORD, '203.0.113.40'))).toBe('/auth/sign-in?error=signInLinkSent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(user.email!)).toEqual([]);
  });

  it('sends a two-factor account from the link to the code step, not into a session', async () => {
    const { user } = await ownerWithTwoFactor();
    await failuresOnRecord(user.id, 50);

    expect(location(await signIn(user.username, PASSWORD, '203.0.113.50'))).toBe('/auth/sign-in?error=signInLinkSent');
    const flow = await vi.waitFor(async () => {
      const [mail] = (await mailsTo(user.email!)).filter((sent) => sent.subject === 'Your sign-in link');
      expect(mail).toBeDefined();
      return linkIn(mail!.text)!;
    });
    const used = await postForm(context.server.url, '/_internal/auth/sign-in/link', { flow });
    expect(location(used)).toBe('/auth/sign-in?step=two-factor&redirect=%2F');
    expect(sessionOf(used)).toBeUndefined();
    expect(used.headers.getSetCookie().some((line) => line.startsWith('kiln_pending_sign_in=') && !line.includes('Max-Age=0'))).toBe(true);
  });

  it('answers the code step only from the address that passed the password step, so code guesses cannot be spread out', async () => {
    const { user, code } = await ownerWithTwoFactor();

    const password = await signIn(user.username, PASSWORD, '203.0.113.60');
    const pending = /kiln_pending_sign_in=([a-z0-9]+)/.exec(password.headers.get('set-cookie') ?? '')?.[1];
    expect(pending).toBeDefined();
    // The next step's code: the current one was spent enabling, and a code is never accepted twice.
    const answer = (ip: string) => postForm(context.server.url, '/_internal/auth/sign-in/two-factor', { code: code(1) }, {
      cookie: `kiln_pending_sign_in=${pending}`, 'x-forwarded-for': ip,
    });
    const elsewhere = await answer('198.51.100.61');
    expect(location(elsewhere)).toContain('error=signInExpired');
    expect(sessionOf(elsewhere)).toBeUndefined();
    const fromTheSameAddress = await answer('203.0.113.60');
    expect(sessionOf(fromTheSameAddress)).toBeDefined();
  });
});
