import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { VERIFY_LIFETIME_MS, verifyEmail } from './service.ts';

const context = useTestServer();
const db = () => context.database.db;

async function latestMailTo(email: string) {
  const [mail] = await db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(desc(t.mailOutbox.id)).limit(1);
  return mail;
}
const tokenIn = (text: string) => /\/auth\/verify-email\?flow=([a-z0-9]+)/.exec(text)?.[1];

describe('verification mail after sign-up', () => {
  it('mails a link whose token is stored hashed for 24 hours, and the link verifies once', async () => {
    const started = Date.now();
    const response = await fetch(`${context.server.url}/_internal/auth/sign-up`, {
      method: 'POST', redirect: 'manual', headers: { origin: context.server.url },
      body: new URLSearchParams({ username: 'Verifier', email: 'verifier@example.test', password: 'obsidian-lantern-42', confirm: 'obsidian-lantern-42' }),
    });
    expect(response.status).toBe(303);
    const mail = await latestMailTo('verifier@example.test');
    expect(mail!.subject).toBe('Verify your email');
    const token = tokenIn(mail!.text)!;
    expect(mail!.html).toContain(`flow=${token}`);
    const [user] = await db().select().from(t.users).where(eq(t.users.username, 'Verifier'));
    const [row] = await db().select().from(t.emailTokens).where(eq(t.emailTokens.userId, user!.id));
    expect(row).toMatchObject({ id: hashToken(token), purpose: 'verify_email', email: 'verifier@example.test' });
    expect(row!.expires.getTime() - started).toBeGreaterThanOrEqual(VERIFY_LIFETIME_MS - 1000);
    expect(row!.expires.getTime() - Date.now()).toBeLessThanOrEqual(VERIFY_LIFETIME_MS);

    expect(await verifyEmail(db(), token, null)).toBe('verified');
    const [after] = await db().select().from(t.users).where(eq(t.users.id, user!.id));
    expect(after!.emailVerified).toBe(true);
    expect(await verifyEmail(db(), token, null)).toBe('failed');
    expect(await verifyEmail(db(), token, user!.id)).toBe('alreadyVerified');
  });
});

describe('verifyEmail', () => {
  it('fails for unknown, expired or wrong-purpose tokens and for a changed address', async () => {
    const user = await makeUser(db());
    const now = new Date('2026-06-01T00:00:00Z');
    expect(await verifyEmail(db(), 'nonsense', null)).toBe('failed');
    expect(await verifyEmail(db(), '', user.id)).toBe('failed');
    const expired = await issueEmailToken(db(), user.id, 'verify_email', user.email!, VERIFY_LIFETIME_MS, now);
    expect(await verifyEmail(db(), expired, null, new Date(now.getTime() + VERIFY_LIFETIME_MS + 1))).toBe('failed');
    const reset = await issueEmailToken(db(), user.id, 'reset_password', user.email!, VERIFY_LIFETIME_MS);
    expect(await verifyEmail(db(), reset, null)).toBe('failed');
    const stale = await issueEmailToken(db(), user.id, 'verify_email', 'old@example.test', VERIFY_LIFETIME_MS);
    expect(await verifyEmail(db(), stale, null)).toBe('failed');
  });

  it('keeps only the latest link working', async () => {
    const user = await makeUser(db());
    const first = await issueEmailToken(db(), user.id, 'verify_email', user.email!, VERIFY_LIFETIME_MS);
    const second = await issueEmailToken(db(), user.id, 'verify_email', user.email!, VERIFY_LIFETIME_MS);
    expect(await consumeEmailToken(db(), first, 'verify_email')).toBeNull();
    expect(await verifyEmail(db(), second, null)).toBe('verified');
  });
});

describe('POST /_internal/auth/verify-email/resend', () => {
  const resend = (headers: Record<string, string>) =>
    fetch(`${context.server.url}/_internal/auth/verify-email/resend`, { method: 'POST', redirect: 'manual', headers: { origin: context.server.url, ...headers } });

  it('mails a new link to a signed-in, unverified person', async () => {
    const user = await makeUser(db());
    const session = await createSession(db(), user.id, {});
    const response = await resend({ cookie: `kiln_session=${session.token}` });
    expect(response.headers.get('location')).toBe('/auth/verify-email?resent=sent');
    const token = tokenIn((await latestMailTo(user.email!))!.text)!;
    expect(await verifyEmail(db(), token, null)).toBe('verified');
    expect((await resend({ cookie: `kiln_session=${session.token}` })).headers.get('location')).toBe('/auth/verify-email?resent=none');
  });

  it('sends visitors to sign in and refuses cross-site posts', async () => {
    expect((await resend({})).headers.get('location')).toBe('/auth/sign-in?redirect=%2Fauth%2Fverify-email');
    const user = await makeUser(db());
    const session = await createSession(db(), user.id, {});
    expect((await resend({ cookie: `kiln_session=${session.token}`, origin: 'https://evil.example' })).status).toBe(401);
  });
});
