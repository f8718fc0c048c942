// Tremendous against its documented shapes: one order per withdrawal with the payout id as external_id, paid from
// the balance, the configured product, delivered by email; the order's and reward's statuses when polled.
import { describe, expect, it } from 'vitest';
import { PayoutProviderError } from './port.ts';
import { createTremendousPayouts, parseProducts } from './tremendous.ts';

function stub(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const order = (status: string, delivery: string) => ({
  order: {
    id: 'OR1234567890', external_id: 'payout42', status, created_at: '2026-11-26T00:00:00Z',
    payment: { subtotal: 10, total: 10, fees: 0 },
    rewards: [{ id: 'RW1234567890', order_id: 'OR1234567890', value: { denomination: 10, currency_code: 'USD' }, delivery: { method: 'EMAIL', status: delivery }, recipient: { name: 'creator', email: 'creator@example.test' } }],
  },
});
const products = { amazon_gift_card: 'OKMHM2X2OHYV', charity_eff: 'CHARITY-EFF' };
const transfer = { id: 'payout42', rail: 'tremendous' as const, methodId: 'amazon_gift_card', amount: 1000, currency: 'USD', address: 'creator@example.test', recipientName: 'creator' };

describe('Tremendous adapter', () => {
  it('creates an idempotent order for the configured product, paid from the balance', async () => {
    const { calls, fetch } = stub(201, order('EXECUTED', 'PENDING'));
    const tremendous = createTremendousPayouts({ apiKey: 'TEST_key', apiUrl: 'https://testflight.tremendous.com/api/v2', products, fetch });
    expect(await tremendous.send(transfer)).toEqual({ platformId: 'OR1234567890', status: 'pending' });
    expect(calls[0]!.url).toBe('https://testflight.tremendous.com/api/v2/orders');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer TEST_key');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      external_id: 'payout42',
      payment: { funding_source_id: 'balance' },
      reward: { value: { denomination: 10, currency_code: 'USD' }, delivery: { method: 'EMAIL' }, recipient: { name: 'creator', email: 'creator@example.test' }, products: ['OKMHM2X2OHYV'] },
    });
  });

  it('reads paid, pending and failed from the order and its reward', async () => {
    for (const [status, delivery, expected] of [['EXECUTED', 'SUCCEEDED', 'success'], ['EXECUTED', 'PENDING', 'pending'], ['PENDING APPROVAL', 'SCHEDULED', 'pending'], ['FAILED', 'FAILED', 'failed'], ['CANCELED', 'PENDING', 'failed'], ['EXECUTED', 'FAILED', 'failed']] as const) {
      const { calls, fetch } = stub(200, order(status, delivery));
      const answer = await createTremendousPayouts({ apiKey: 'k', apiUrl: 'https://api.tremendous.com/api/v2', products, fetch }).status('OR1234567890');
      expect(calls[0]!.url).toBe('https://api.tremendous.com/api/v2/orders/OR1234567890');
      expect(answer.status).toBe(expected);
    }
  });

  it('refuses a method without a configured product and an order Tremendous rejects', async () => {
    const { fetch } = stub(400, { errors: { message: 'Insufficient funds', payload: {} } });
    const tremendous = createTremendousPayouts({ apiKey: 'k', apiUrl: 'https://api.tremendous.com/api/v2', products, fetch });
    await expect(tremendous.send({ ...transfer, methodId: 'visa_prepaid' })).rejects.toBeInstanceOf(PayoutProviderError);
    await expect(tremendous.send(transfer)).rejects.toThrow(/Insufficient funds/);
  });

  it('reads the product map from the configuration', () => {
    expect(parseProducts('amazon_gift_card:OKMHM2X2OHYV, charity_eff:CHARITY-EFF,broken')).toEqual(products);
    expect(parseProducts(undefined)).toEqual({});
  });
});
