// The whole way, through the HTTP API: a sandbox Kiln Plus subscription adds its creator share to the day's pool,
// the pool reaches the creator of the viewed project as pending money, the hold ends after 60 days, the creator
// withdraws to sandbox PayPal, the transfer is paid, and the balance is lower.
import { describe, expect, it } from 'vitest';
import { createSession } from '#access';
import { scope } from '#contracts/scopes.ts';
import { SANDBOX_TRANSFER_DELAY_MS } from '#platform/payouts/index.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { engagementOn } from '../testing.ts';
import { runPayoutJobs } from './run.ts';

const context = useTestServer({ CREATOR_POOL_DAILY_AMOUNT: '10000' });
const DAY_MS = 86_400_000;

describe('creator rewards from Plus to PayPal', () => {
  it('pays a Plus subscription’s creator share to the viewed project’s creator after the hold', async () => {
    const { db } = context.database;
    const runtime = context.server.runtime;
    const start = Date.parse('2026-06-01T10:00:00Z');
    runtime.clock = { now: () => new Date(start) };

    const subscriber = await makeUser(db);
    const session = await createSession(db, subscriber.id, {});
    const subscribed = await postForm(context.server.url, '/_internal/billing/subscribe', {
      product: 'plus', interval: 'monthly', currency: 'USD', idempotency_key: 'journey-click-0001', payment_method: 'new',
      number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123',
    }, { cookie: `kiln_session=${session.token}` });
    expect(subscribed.status).toBe(303);

    const creator = await makeUser(db);
    const project = await makeProject(db, { ownerId: creator.id });
    await engagementOn(db, '2026-06-01', project.id, 40, 1200);
    const token = await makePat(db, creator.id, scope('PAYOUTS_READ') | scope('PAYOUTS_WRITE'));
    const balance = async () => (await request(context.server.url, '/v3/payout/balance', { token })).body.balance;

    runtime.clock = { now: () => new Date(start + DAY_MS) };
    expect((await runPayoutJobs(runtime)).days).toEqual(['2026-06-01']);
    // The day's pool: the configured 100.00 USD and 75% of the 4.99 USD Plus payment, all earned by the one project.
    expect(await balance()).toMatchObject({ available: 0, pending: 103.74, dates: { '2026-08-01T00:00:00Z': 103.74 } });

    runtime.clock = { now: () => new Date(Date.parse('2026-08-01T00:10:00Z')) };
    await runPayoutJobs(runtime);
    expect(await balance()).toMatchObject({ available: 103.74, pending: 0 });

    const withdrawal = { amount: 50, method: 'paypal', method_id: 'paypal_us', method_address: 'creator@example.test' };
    expect((await request(context.server.url, '/v3/payout', { method: 'POST', token, json: withdrawal })).status).toBe(204);
    expect(await balance()).toMatchObject({ available: 53.74 });
    runtime.clock = { now: () => new Date(Date.parse('2026-08-01T00:10:00Z') + SANDBOX_TRANSFER_DELAY_MS) };
    await runPayoutJobs(runtime);
    const [transfer] = (await request(context.server.url, '/v3/payout/history', { token })).body;
    expect(transfer).toMatchObject({ type: 'withdrawal', status: 'success', amount: 50, fee: 0.25 });
    expect(await balance()).toMatchObject({ available: 53.74, withdrawn_lifetime: 50 });
  });
});
