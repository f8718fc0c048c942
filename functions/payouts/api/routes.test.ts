// /v3/payout: balance and history, methods and fees, withdrawing to the sandbox provider (paid after its delay,
// refused for a failing address), methods by country, cancelling, racing withdrawals, the tax form, charity and the
// platform series.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '#access';
import { scope } from '#contracts/scopes.ts';
import { SANDBOX_TRANSFER_DELAY_MS } from '#platform/payouts/index.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { runPayoutJobs } from '../jobs/run.ts';
import { accountTotal, entrySums, grantAvailable } from '../testing.ts';

const context = useTestServer();
const READ_WRITE = scope('PAYOUTS_READ') | scope('PAYOUTS_WRITE');

async function creator(cents: number, scopes = READ_WRITE) {
  const user = await makeUser(context.database.db);
  if (cents) await grantAvailable(context.database.db, user.id, cents);
  return { user, token: await makePat(context.database.db, user.id, scopes) };
}

const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) => request(context.server.url, path, { ...init, token });
const available = async (token: string) => (await api('/v3/payout/balance', token)).body.balance.available;

/** Moves the runtime's clock past the sandbox's delay and runs the job that asks the provider. */
async function afterTransferDelay() {
  const runtime = context.server.runtime;
  const later = Date.now() + SANDBOX_TRANSFER_DELAY_MS + 1000;
  runtime.clock = { now: () => new Date(later) };
  await runPayoutJobs(runtime);
}

beforeEach(() => {
  context.server.runtime.clock = { now: () => new Date() };
});

describe('GET /v3/payout/balance and /history', () => {
  it('shows the available balance in dollars and needs PAYOUTS_READ', async () => {
    const { token } = await creator(12_345);
    expect((await api('/v3/payout/balance', token)).body).toEqual({
      balance: { available: 123.45, pending: 0, withdrawn_lifetime: 0, withdrawn_ytd: 0, dates: {} },
      requested_form_type: null, form_completion_status: 'unrequested',
    });
    const { token: unscoped } = await creator(100, scope('USER_READ'));
    expect((await api('/v3/payout/balance', unscoped)).status).toBe(401);
    expect((await request(context.server.url, '/v3/payout/history')).status).toBe(401);
  });
});

describe('GET /v3/payout/methods and POST /v3/payout/fees', () => {
  it('offers the country’s methods', async () => {
    const us = (await request(context.server.url, '/v3/payout/methods?country=US')).body.map((method: { id: string }) => method.id);
    const de = (await request(context.server.url, '/v3/payout/methods?country=de')).body.map((method: { id: string }) => method.id);
    expect(us).toEqual(expect.arrayContaining(['paypal_us', 'venmo', 'amazon_gift_card', 'charity_eff']));
    expect(us).not.toContain('paypal_intl');
    expect(de).toEqual(expect.arrayContaining(['paypal_intl', 'amazon_gift_card']));
    expect(de).not.toContain('venmo');
    expect((await request(context.server.url, '/v3/payout/methods?country=Germany')).status).toBe(400);
  });

  it('quotes the fee and net amount for any signed-in caller', async () => {
    const { token } = await creator(0, scope('USER_READ'));
    const quote = await api('/v3/payout/fees', token, { method: 'POST', json: { amount: 50, method: 'paypal', method_id: 'paypal_intl' } });
    expect(quote.body).toEqual({ net_usd: 49, fee: 1, exchange_rate: 1 });
    expect((await api('/v3/payout/fees', token, { method: 'POST', json: { amount: 0.5, method: 'paypal', method_id: 'paypal_intl' } })).status).toBe(400);
    expect((await request(context.server.url, '/v3/payout/fees', { method: 'POST', json: { amount: 5, method: 'paypal', method_id: 'paypal_us' } })).status).toBe(401);
  });
});

describe('POST /v3/payout', () => {
  it('takes the money at once and pays it out when the provider says so', async () => {
    const { user, token } = await creator(5_000);
    const sent = await api('/v3/payout', token, { method: 'POST', json: { amount: 20, method: 'paypal', method_id: 'paypal_us', method_address: 'creator@example.test' } });
    expect(sent.status).toBe(204);
    expect(await available(token)).toBe(30);
    const [payout] = (await api('/v3/payout/history', token)).body;
    expect(payout).toMatchObject({ type: 'withdrawal', status: 'in-transit', amount: 20, fee: 0.25, method: 'paypal', method_address: 'creator@example.test' });
    await afterTransferDelay();
    expect((await api('/v3/payout/history', token)).body[0]).toMatchObject({ id: payout.id, status: 'success' });
    expect(await accountTotal(context.database.db, user.id, 'paid_out')).toBe(1_975);
    expect((await api('/v3/payout/balance', token)).body.balance).toMatchObject({ available: 30, withdrawn_lifetime: 20, withdrawn_ytd: 20 });
    for (const sum of (await entrySums(context.database.db)).values()) expect(sum).toBe(0);
  });

  it('gives the money back when the provider refuses the recipient', async () => {
    const { token } = await creator(5_000);
    await api('/v3/payout', token, { method: 'POST', json: { amount: 10, method: 'paypal', method_id: 'paypal_us', method_address: 'fail@example.test' } });
    expect(await available(token)).toBe(40);
    await afterTransferDelay();
    expect((await api('/v3/payout/history', token)).body[0]).toMatchObject({ status: 'failed' });
    expect(await available(token)).toBe(50);
  });

  it('never lets two withdrawals at the same moment take more than the balance', async () => {
    const { user, token } = await creator(1_000);
    const body = { amount: 8, method: 'paypal', method_id: 'paypal_us', method_address: 'creator@example.test' };
    const answers = await Promise.all([1, 2, 3].map(() => api('/v3/payout', token, { method: 'POST', json: body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.error).toBe('invalid_input');
    expect(await available(token)).toBe(2);
    expect(await accountTotal(context.database.db, user.id, 'in_transit')).toBe(800);
  });

  it('refuses more than the balance, an unknown method, a missing address and no PAYOUTS_WRITE', async () => {
    const { token } = await creator(500);
    expect((await api('/v3/payout', token, { method: 'POST', json: { amount: 6, method: 'paypal', method_id: 'paypal_us', method_address: 'a@example.test' } })).status).toBe(400);
    expect((await api('/v3/payout', token, { method: 'POST', json: { amount: 2, method: 'venmo', method_id: 'paypal_us', method_address: 'a@example.test' } })).status).toBe(400);
    expect((await api('/v3/payout', token, { method: 'POST', json: { amount: 2, method: 'paypal', method_id: 'paypal_us' } })).status).toBe(400);
    const { token: reader } = await creator(500, scope('PAYOUTS_READ'));
    expect((await api('/v3/payout', reader, { method: 'POST', json: { amount: 2, method: 'paypal', method_id: 'paypal_us', method_address: 'a@example.test' } })).status).toBe(401);
  });

  it('refuses a method not offered in the creator’s country, the country named or else the United States', async () => {
    const { token } = await creator(5_000);
    const intl = { amount: 10, method: 'paypal', method_id: 'paypal_intl', method_address: 'a@example.test' };
    const unnamed = await api('/v3/payout', token, { method: 'POST', json: intl });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ error: 'invalid_input', description: expect.stringContaining('PayPal (paypal_intl) is not offered in US'), details: { reason: 'not_in_country', country: 'US' } });
    const venmoAbroad = await api('/v3/payout', token, { method: 'POST', json: { amount: 10, method: 'venmo', method_id: 'venmo', method_address: '@creator', country: 'de' } });
    expect(venmoAbroad.status).toBe(400);
    expect(venmoAbroad.body.details).toEqual({ reason: 'not_in_country', country: 'DE' });
    expect(await available(token)).toBe(50);
    expect((await api('/v3/payout', token, { method: 'POST', json: { ...intl, country: 'DE' } })).status).toBe(204);
    expect(await available(token)).toBe(40);
  });

  it('refuses a method not offered in the country the withdraw form names, back on the page', async () => {
    const { user } = await creator(5_000);
    const session = await createSession(context.database.db, user.id, {});
    const post = (country: string) => postForm(context.server.url, '/_internal/payouts/withdraw', {
      amount: '10.00', method_id: 'venmo', method_address: '@creator', country, step: 'confirm',
    }, { cookie: `kiln_session=${session.token}` });
    const refused = await post('FR');
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!, context.server.url);
    expect(back.pathname).toBe('/dashboard/revenue/withdraw');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'not_in_country', country: 'FR', method_id: 'venmo', amount: '10.00' });
    const sent = await post('US');
    expect(new URL(sent.headers.get('location')!, context.server.url).pathname).toBe('/dashboard/revenue/transfers');
  });

  it('donates to a listed charity with the receipt sent to the creator', async () => {
    const { user, token } = await creator(2_000);
    expect((await api('/v3/payout', token, { method: 'POST', json: { amount: 15, method: 'charity', method_id: 'charity_eff' } })).status).toBe(204);
    expect((await api('/v3/payout/history', token)).body[0]).toMatchObject({ method: 'charity', method_id: 'charity_eff', method_address: user.email, fee: 0 });
  });

  it('asks for a tax form past the yearly threshold', async () => {
    const { token } = await creator(100_000);
    const big = { amount: 700, method: 'paypal', method_id: 'paypal_us', method_address: 'creator@example.test' };
    expect((await api('/v3/payout/balance', token)).body).toMatchObject({ requested_form_type: 'W-9', form_completion_status: 'incomplete' });
    const refused = await api('/v3/payout', token, { method: 'POST', json: big });
    expect(refused.status).toBe(400);
    expect(refused.body.description).toMatch(/tax form/);
    expect((await api('/v3/payout/compliance', token, { method: 'POST', json: { form_type: 'W-9' } })).body.form_completion_status).toBe('complete');
    expect((await api('/v3/payout', token, { method: 'POST', json: big })).status).toBe(204);
  });
});

describe('DELETE /v3/payout/{id}', () => {
  it('cancels a pending withdrawal of one’s own, not someone else’s nor a paid one', async () => {
    const { token } = await creator(3_000);
    const { token: stranger } = await creator(0);
    await api('/v3/payout', token, { method: 'POST', json: { amount: 10, method: 'venmo', method_id: 'venmo', method_address: '@creator' } });
    const [payout] = (await api('/v3/payout/history', token)).body;
    expect((await api(`/v3/payout/${payout.id}`, stranger, { method: 'DELETE' })).status).toBe(404);
    expect((await api(`/v3/payout/${payout.id}`, token, { method: 'DELETE' })).status).toBe(204);
    expect(await available(token)).toBe(30);
    expect((await api(`/v3/payout/${payout.id}`, token, { method: 'DELETE' })).status).toBe(400);
    await api('/v3/payout', token, { method: 'POST', json: { amount: 10, method: 'venmo', method_id: 'venmo', method_address: '@creator' } });
    await afterTransferDelay();
    const [paid] = (await api('/v3/payout/history', token)).body;
    expect(paid.status).toBe('success');
    expect((await api(`/v3/payout/${paid.id}`, token, { method: 'DELETE' })).status).toBe(400);
  });
});

describe('GET /v3/payout/platform_revenue', () => {
  it('answers anyone with the series', async () => {
    const answer = await request(context.server.url, '/v3/payout/platform_revenue');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ all_time: expect.any(Number), data: expect.any(Array) });
  });
});
