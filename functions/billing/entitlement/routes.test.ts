// GET /v3/billing/entitlements: what the Kiln App reads with a USER_READ token to hide its ads.
import { describe, expect, it } from 'vitest';
import { scope } from '#contracts/scopes.ts';
import { makePat } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { buyer, CARDS, subscribeFields } from '../testing.ts';

const context = useTestServer();

describe('GET /v3/billing/entitlements', () => {
  it('says ad-free while Plus is the caller’s, with its status and end', async () => {
    const { user, post } = await buyer(context);
    const token = await makePat(context.database.db, user.id, scope('USER_READ'));
    expect((await request(context.server.url, '/v3/billing/entitlements', { token })).body).toEqual({ user_id: user.id, ad_free: false, plus: null });
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok, 'yearly'));
    const after = await request(context.server.url, '/v3/billing/entitlements', { token });
    expect(after.body).toMatchObject({ user_id: user.id, ad_free: true, plus: { status: 'active' } });
    expect(Date.parse(after.body.plus.until)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
  });
});
