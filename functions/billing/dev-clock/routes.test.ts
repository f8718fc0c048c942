// /_dev/billing-clock: staff on this machine move the sandbox clock and the renewal job runs; anyone else, or a
// request through a proxy, gets a 404 and the clock stays where it was.
import { describe, expect, it } from 'vitest';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { createSession } from '../../access/sessions/store.ts';
import { billingNow } from '../clock.ts';

const context = useTestServer();

async function cookieOf(role: 'admin' | 'developer') {
  const user = await makeUser(context.database.db, { role });
  return `kiln_session=${(await createSession(context.database.db, user.id, {})).token}`;
}

const forward = (cookie: string, days: string, headers: Record<string, string> = {}) =>
  fetch(`${context.server.url}/_dev/billing-clock`, { method: 'POST', redirect: 'manual', headers: { cookie, ...headers }, body: new URLSearchParams({ days }) });

describe('/_dev/billing-clock', () => {
  it('lets staff on this machine move billing’s time forward', async () => {
    const cookie = await cookieOf('admin');
    const page = await fetch(`${context.server.url}/_dev/billing-clock`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Forward 30 days');
    const before = (await billingNow(context.server.runtime)).getTime();
    const moved = await forward(cookie, '30');
    expect(moved.status).toBe(303);
    expect(new URL(moved.headers.get('location')!, context.server.url).searchParams.get('ran')).toMatch(/^Moved 30 days forward/);
    expect((await billingNow(context.server.runtime)).getTime() - before).toBeGreaterThanOrEqual(30 * 86_400_000);
  });

  it('is a 404 to visitors, to people who are not staff and through a proxy', async () => {
    const before = (await billingNow(context.server.runtime)).getTime();
    expect((await fetch(`${context.server.url}/_dev/billing-clock`)).status).toBe(404);
    expect((await forward(await cookieOf('developer'), '30')).status).toBe(404);
    expect((await forward(await cookieOf('admin'), '30', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await billingNow(context.server.runtime)).getTime() - before).toBeLessThan(60_000);
  });
});
