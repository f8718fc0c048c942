import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { createSession } from '../sessions/store.ts';
import { makeUser } from '../testing/factory.ts';
import { useTestServer } from '../testing/server.ts';
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

describe('per-address limit on mail-sending forms', () => {
  it('answers the same neutral message once the address is over its limit, for reset and verification resend alike', async () => {
    const user = await makeUser(db(), { username: 'Mailbox', email: 'mailbox@example.test' });
    const session = await createSession(db(), user.id, {});
    for (let i = 0; i < 9; i++) {
      expect((await post('/_internal/auth/reset', { identifier: 'mailbox' })).headers.get('location')).toBe('/auth/reset-password?sent=1');
    }
    const resent = await post('/_internal/auth/verify-email/resend', {}, { cookie: `kiln_session=${session.token}` });
    expect(resent.headers.get('location')).toBe('/auth/verify-email?resent=sent');
    expect(await mailCount('mailbox@example.test')).toBe(10);

    expect((await post('/_internal/auth/reset', { identifier: 'mailbox' })).headers.get('location')).toBe('/auth/reset-password?sent=1');
    const limited = await post('/_internal/auth/verify-email/resend', {}, { cookie: `kiln_session=${session.token}` });
    expect(limited.headers.get('location')).toBe('/auth/verify-email?resent=sent');
    expect(await mailCount('mailbox@example.test')).toBe(10);
  });
});
