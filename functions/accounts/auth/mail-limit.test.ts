import { describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { takeMailAllowance } from './throttle.ts';

const context = useTestServer();
const db = () => context.database.db;
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => fetch(context.server.url + path, {
  method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, ...headers },
});
const mailCount = async (email: string) => (await db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email))).length;

describe('takeMailAllowance', () => {
  it('lets an address send ten mails in 15 minutes, then makes it wait, and forgets after the window', async () => {
    const now = new Date('2026-02-01T00:00:00Z');
    for (let i = 0; i < 10; i++) expect(await takeMailAllowance(db(), '198.51.100.1', now)).toBe(true);
    expect(await takeMailAllowance(db(), '198.51.100.1', now)).toBe(false);
    expect(await takeMailAllowance(db(), '198.51.100.2', now)).toBe(true);
    expect(await takeMailAllowance(db(), '198.51.100.1', new Date(now.getTime() + 16 * 60_000))).toBe(true);
  });
});

/** Reset mails go out after the answer, so a test waits until the outbox holds what it expects. */
const expectMails = (email: string, count: number) => vi.waitFor(async () => expect(await mailCount(email)).toBe(count));

describe('per-address limit on mail-sending forms', () => {
  it('answers the same neutral message once the address is over its limit, for reset and verification resend alike', async () => {
    // Three inboxes, so the per-inbox limit stays out of the way.
    const people = await Promise.all([0, 1, 2].map((i) => makeUser(db(), { username: `Mailbox${i}`, email: `mailbox${i}@example.test` })));
    const session = await createSession(db(), people[0]!.id, {});
    for (let i = 0; i < 9; i++) {
      const person = people[i % 3]!;
      expect((await post('/_internal/auth/reset', { identifier: person.username })).headers.get('location')).toBe('/auth/reset-password?sent=1');
      await expectMails(person.email!, Math.floor(i / 3) + 1);
    }
    const resent = await post('/_internal/auth/verify-email/resend', {}, { cookie: `kiln_session=${session.token}` });
    expect(resent.headers.get('location')).toBe('/auth/verify-email?resent=sent');
    await expectMails('mailbox0@example.test', 4);

    expect((await post('/_internal/auth/reset', { identifier: 'mailbox1' })).headers.get('location')).toBe('/auth/reset-password?sent=1');
    const limited = await post('/_internal/auth/verify-email/resend', {}, { cookie: `kiln_session=${session.token}` });
    expect(limited.headers.get('location')).toBe('/auth/verify-email?resent=sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount('mailbox1@example.test')).toBe(3);
    expect(await mailCount('mailbox0@example.test')).toBe(4);
  });
});

describe('per-inbox limit', () => {
  it('mails one account at most five times in 15 minutes, with the same answer', async () => {
    // The address's own allowance is spent by the test above; only the inbox's counts here.
    await db().delete(t.authThrottle).where(like(t.authThrottle.key, 'mail:%'));
    const person = await makeUser(db(), { username: 'Flooded', email: 'flooded@example.test' });
    for (let i = 0; i < 7; i++) {
      const response = await post('/_internal/auth/reset', { identifier: 'flooded' });
      expect(response.headers.get('location')).toBe('/auth/reset-password?sent=1');
      await expectMails(person.email!, Math.min(i + 1, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount(person.email!)).toBe(5);
  });
});
