// PayPal Payouts against its documented shapes: the client-credentials token, one batch per withdrawal keyed by the
// payout id (sender_batch_id and PayPal-Request-Id), Venmo by handle, item statuses when polled, and cancelling an
// unclaimed item. A recorded stand-in answers as PayPal's API reference shows.
import { describe, expect, it } from 'vitest';
import { createPayPalPayouts } from './paypal.ts';
import { PayoutProviderError } from './port.ts';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function stub(answers: Record<string, (call: Call) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = (async (input: string, init: RequestInit) => {
    const call = { url: input, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined };
    calls.push(call);
    const path = new URL(input).pathname;
    const answer = answers[`${call.method} ${path}`];
    if (!answer) return new Response('{}', { status: 404 });
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const token = () => ({ status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payouts', access_token: 'A21AAF-token', token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: 'n' } });
const transfer = { id: 'payout42', rail: 'paypal' as const, methodId: 'paypal_us', amount: 975, currency: 'USD', address: 'creator@example.test', recipientName: 'creator' };
const batch = (itemStatus: string) => ({
  status: 200,
  body: {
    batch_header: { payout_batch_id: '5UXD2E8A7EBQJ', batch_status: 'SUCCESS', sender_batch_header: { sender_batch_id: 'payout42' } },
    items: [{ payout_item_id: '8AELMXH8UB2P8', transaction_status: itemStatus, payout_batch_id: '5UXD2E8A7EBQJ', errors: itemStatus === 'FAILED' ? { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } : undefined }],
  },
});

describe('PayPal Payouts adapter', () => {
  it('creates one batch with the payout id as idempotency key and the amount in dollars', async () => {
    const { calls, fetch } = stub({
      'POST /v1/oauth2/token': token,
      'POST /v1/payments/payouts': () => ({ status: 201, body: { batch_header: { payout_batch_id: '5UXD2E8A7EBQJ', batch_status: 'PENDING', sender_batch_header: { sender_batch_id: 'payout42' } }, links: [] } }),
    });
    const paypal = createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.sandbox.paypal.com', fetch });
    expect(await paypal.send(transfer)).toEqual({ platformId: '5UXD2E8A7EBQJ', status: 'pending' });
    const [auth, create] = calls;
    expect(auth!.headers.authorization).toBe(`Basic ${btoa('id:secret')}`);
    expect(auth!.body).toBe('grant_type=client_credentials');
    expect(create!.headers.authorization).toBe('Bearer A21AAF-token');
    expect(create!.headers['PayPal-Request-Id']).toBe('payout42');
    expect(JSON.parse(create!.body!)).toMatchObject({
      sender_batch_header: { sender_batch_id: 'payout42', recipient_type: 'EMAIL' },
      items: [{ recipient_type: 'EMAIL', receiver: 'creator@example.test', sender_item_id: 'payout42', amount: { value: '9.75', currency: 'USD' }, recipient_wallet: 'PAYPAL' }],
    });
  });

  it('sends Venmo by handle to the Venmo wallet, reusing the token', async () => {
    const { calls, fetch } = stub({
      'POST /v1/oauth2/token': token,
      'POST /v1/payments/payouts': () => ({ status: 201, body: { batch_header: { payout_batch_id: 'B2', batch_status: 'PENDING' } } }),
    });
    const paypal = createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.sandbox.paypal.com', fetch });
    await paypal.send({ ...transfer, rail: 'venmo', address: '@creator' });
    await paypal.send({ ...transfer, id: 'payout43', rail: 'venmo', address: '@creator' });
    expect(calls.filter((call) => call.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(JSON.parse(calls[1]!.body!).items[0]).toMatchObject({ recipient_type: 'USER_HANDLE', receiver: '@creator', recipient_wallet: 'VENMO' });
  });

  it('reads the item’s status: paid, still moving, or failed with PayPal’s reason', async () => {
    for (const [itemStatus, expected] of [['SUCCESS', 'success'], ['UNCLAIMED', 'pending'], ['PENDING', 'pending'], ['FAILED', 'failed'], ['RETURNED', 'failed']] as const) {
      const { fetch } = stub({ 'POST /v1/oauth2/token': token, 'GET /v1/payments/payouts/5UXD2E8A7EBQJ': () => batch(itemStatus) });
      const paypal = createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com', fetch });
      const answer = await paypal.status('5UXD2E8A7EBQJ');
      expect(answer.status).toBe(expected);
      if (itemStatus === 'FAILED') expect(answer.failureReason).toBe('Receiver is unregistered');
    }
  });

  it('cancels an unclaimed item only', async () => {
    const { calls, fetch } = stub({
      'POST /v1/oauth2/token': token,
      'GET /v1/payments/payouts/5UXD2E8A7EBQJ': () => batch('UNCLAIMED'),
      'POST /v1/payments/payouts-item/8AELMXH8UB2P8/cancel': () => ({ status: 200, body: { payout_item_id: '8AELMXH8UB2P8', transaction_status: 'RETURNED' } }),
    });
    const paypal = createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com', fetch });
    expect(await paypal.cancel('5UXD2E8A7EBQJ')).toBe(true);
    expect(calls.at(-1)!.url).toBe('https://api-m.paypal.com/v1/payments/payouts-item/8AELMXH8UB2P8/cancel');
    const paid = stub({ 'POST /v1/oauth2/token': token, 'GET /v1/payments/payouts/5UXD2E8A7EBQJ': () => batch('SUCCESS') });
    expect(await createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com', fetch: paid.fetch }).cancel('5UXD2E8A7EBQJ')).toBe(false);
  });

  it('throws on refused credentials and refused batches, so the job tries again', async () => {
    const refused = stub({ 'POST /v1/oauth2/token': () => ({ status: 401, body: { error: 'invalid_client' } }) });
    await expect(createPayPalPayouts({ clientId: 'id', clientSecret: 'bad', apiUrl: 'https://api-m.paypal.com', fetch: refused.fetch }).send(transfer)).rejects.toBeInstanceOf(PayoutProviderError);
    const invalid = stub({ 'POST /v1/oauth2/token': token, 'POST /v1/payments/payouts': () => ({ status: 422, body: { name: 'INSUFFICIENT_FUNDS', message: 'Sender does not have sufficient funds.' } }) });
    await expect(createPayPalPayouts({ clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com', fetch: invalid.fetch }).send(transfer)).rejects.toThrow(/sufficient funds/);
  });
});
