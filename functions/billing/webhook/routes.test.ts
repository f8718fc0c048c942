// POST /_internal/billing/webhook: Stripe-signed events (built with the SDK's test-header helper) are applied once;
// a bad signature is a 400 that records nothing; a replayed or late event changes nothing twice.
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import * as t from '#db/schema/index.ts';
import { SANDBOX_WEBHOOK_SECRET } from '#platform/payments/index.ts';
import { useTestServer } from '#testing/server.ts';
import { buyer, CARDS, ledgerOf, subscribeFields, subscriptionsOf } from '../testing.ts';

const context = useTestServer();
let sequence = 0;

function paymentEvent(type: string, ledgerId: string, status: string, extra: Record<string, unknown> = {}, intentId = `pi_test_${ledgerId}`) {
  return {
    id: `evt_test_${++sequence}`, object: 'event', type, created: 1_790_000_000 + sequence, api_version: '2026-01-01',
    data: { object: { object: 'payment_intent', id: intentId, amount: 499, currency: 'usd', status, customer: 'cus_x', payment_method: 'pm_x', metadata: { kiln_ledger_id: ledgerId, kiln_purpose: 'start' }, created: 1_790_000_000, ...extra } },
  };
}

async function deliver(event: unknown, secret = SANDBOX_WEBHOOK_SECRET, tamper = false) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const body = tamper ? payload.replace('"amount":499', '"amount":1') : payload;
  return fetch(`${context.server.url}/_internal/billing/webhook`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

/** A subscription whose first payment waits for the bank: the webhook is what settles it. */
async function waitingPayment() {
  const person = await buyer(context);
  await person.post('/_internal/billing/subscribe', subscribeFields(CARDS.authenticates));
  const [row] = await ledgerOf(context.database.db, person.user.id);
  return { ...person, ledgerId: row!.id, intentId: row!.providerPaymentId! };
}

const events = () => context.database.db.select().from(t.billingEvents);

describe('the billing webhook', () => {
  it('answers 400 and records nothing when the signature does not match the body', async () => {
    const { user, ledgerId } = await waitingPayment();
    const before = (await events()).length;
    expect((await deliver(paymentEvent('payment_intent.succeeded', ledgerId, 'succeeded'), 'whsec_wrong')).status).toBe(400);
    expect((await deliver(paymentEvent('payment_intent.succeeded', ledgerId, 'succeeded'), SANDBOX_WEBHOOK_SECRET, true)).status).toBe(400);
    const unsigned = await fetch(`${context.server.url}/_internal/billing/webhook`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).error).toBe('invalid_input');
    expect(await events()).toHaveLength(before);
    expect((await ledgerOf(context.database.db, user.id))[0]!.status).toBe('processing');
  });

  it('applies a delivered event once, however often it is delivered', async () => {
    const { user, ledgerId, intentId } = await waitingPayment();
    const event = paymentEvent('payment_intent.succeeded', ledgerId, 'succeeded', {}, intentId);
    const first = await deliver(event);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const rows = await ledgerOf(context.database.db, user.id);
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', providerPaymentId: intentId })]);
    const pool = await context.database.db.select().from(t.plusRevenueDays);
    expect(pool.reduce((sum, day) => sum + day.revenue, 0)).toBe(499);
  });

  it('ignores a failure that arrives after the success it preceded', async () => {
    const { user, ledgerId } = await waitingPayment();
    const failed = paymentEvent('payment_intent.payment_failed', ledgerId, 'requires_payment_method', { last_payment_error: { message: 'Declined' } });
    await deliver(paymentEvent('payment_intent.succeeded', ledgerId, 'succeeded'));
    expect(await (await deliver(failed)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await ledgerOf(context.database.db, user.id))[0]!.status).toBe('succeeded');
    const [sub] = await subscriptionsOf(context.database.db, user.id);
    expect(sub!.status).toBe('active');
  });

  it('ignores events about payments Kiln did not make', async () => {
    const response = await deliver(paymentEvent('payment_intent.succeeded', 'UNKNOWN1', 'succeeded'));
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
