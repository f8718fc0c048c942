// The Stripe adapter against Stripe's documented request and response shapes: the official SDK talks to a local
// stand-in of the API that checks each request (path, form fields, idempotency key, secret key) and answers as the
// API reference documents; webhook payloads are signed with the SDK's test-header helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripePayments } from './stripe.ts';
import type { PaymentsPort } from './port.ts';

interface Seen { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }

const seen: Seen[] = [];
let answer: (request: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
let server: Server;
let payments: PaymentsPort;

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Kiln', object: 'payment_intent', amount: 499, currency: 'eur', status: 'succeeded', customer: 'cus_Kiln', payment_method: 'pm_Kiln',
  metadata: { kiln_ledger_id: 'LEDGER01' }, created: 1_790_000_000, last_payment_error: null, livemode: false, ...overrides,
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      const url = new URL(request.url!, 'http://stripe.local');
      const entry = {
        method: request.method!, path: url.pathname + url.search, form: new URLSearchParams(body),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined, authorization: request.headers.authorization,
      };
      seen.push(entry);
      const { status, body: json } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  payments = createStripePayments({ secretKey: 'sk_test_kiln', webhookSecret: 'whsec_test_kiln', publishableKey: 'pk_test_kiln', endpoint: { host: '127.0.0.1', port, protocol: 'http' } });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen.at(-1)!;

describe('the Stripe adapter', () => {
  it('creates a customer with the person’s email and id, under an idempotency key', async () => {
    answer = () => ({ status: 200, body: { id: 'cus_Kiln', object: 'customer', email: 'a@example.test', metadata: { kiln_user_id: 'USER0001' } } });
    expect(await payments.createCustomer({ userId: 'USER0001', email: 'a@example.test', idempotencyKey: 'customer:USER0001' })).toBe('cus_Kiln');
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: 'customer:USER0001', authorization: 'Bearer sk_test_kiln' });
    expect(last().form.get('email')).toBe('a@example.test');
    expect(last().form.get('metadata[kiln_user_id]')).toBe('USER0001');
  });

  it('starts a SetupIntent for off-session use and reads the saved card back from it', async () => {
    answer = () => ({ status: 200, body: { id: 'seti_Kiln', object: 'setup_intent', client_secret: 'seti_Kiln_secret_x', customer: 'cus_Kiln', status: 'requires_payment_method', usage: 'off_session' } });
    expect(await payments.startCardSetup('cus_Kiln', 'setup:1')).toBe('seti_Kiln_secret_x');
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/setup_intents', idempotencyKey: 'setup:1' });
    expect(last().form.get('usage')).toBe('off_session');
    expect(last().form.get('customer')).toBe('cus_Kiln');

    answer = () => ({ status: 200, body: {
      id: 'seti_Kiln', object: 'setup_intent', customer: 'cus_Kiln', status: 'succeeded', last_setup_error: null,
      payment_method: { id: 'pm_Kiln', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
    } });
    expect(await payments.saveCard('cus_Kiln', { kind: 'setup_intent', id: 'seti_Kiln' }, 'card:1')).toEqual({
      card: { providerMethodId: 'pm_Kiln', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(last().method).toBe('GET');
    expect(decodeURIComponent(last().path)).toBe('/v1/setup_intents/seti_Kiln?expand[0]=payment_method');
    expect(await payments.saveCard('cus_Other', { kind: 'setup_intent', id: 'seti_Kiln' }, 'card:2')).toHaveProperty('declined');
  });

  it('charges with a confirmed PaymentIntent and answers with the event Stripe will send', async () => {
    answer = () => ({ status: 200, body: intent() });
    const event = await payments.charge({ customerId: 'cus_Kiln', paymentMethodId: 'pm_Kiln', amount: 499, currency: 'EUR', offSession: true, idempotencyKey: 'charge:LEDGER01', metadata: { kiln_ledger_id: 'LEDGER01' } });
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_3Kiln', status: 'succeeded', amount: 499 } } });
    const request = last();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'charge:LEDGER01' });
    expect(Object.fromEntries(request.form)).toMatchObject({
      amount: '499', currency: 'eur', customer: 'cus_Kiln', payment_method: 'pm_Kiln', confirm: 'true', off_session: 'true', 'metadata[kiln_ledger_id]': 'LEDGER01',
    });
  });

  it('turns a card error into the failed payment it carries', async () => {
    answer = () => ({ status: 402, body: { error: {
      type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.',
      payment_intent: intent({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }),
    } } });
    const event = await payments.charge({ customerId: 'cus_Kiln', paymentMethodId: 'pm_Kiln', amount: 499, currency: 'EUR', offSession: true, idempotencyKey: 'charge:LEDGER02', metadata: {} });
    expect(event.type).toBe('payment_intent.payment_failed');
    expect(event.data.object).toMatchObject({ status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } });
  });

  it('reads an intent that asked for authentication: its client secret for Stripe.js, then what the bank decided', async () => {
    answer = () => ({ status: 200, body: intent({ status: 'requires_action', client_secret: 'pi_3Kiln_secret_y' }) });
    expect(await payments.authenticationSecret('pi_3Kiln')).toBe('pi_3Kiln_secret_y');
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3Kiln' });
    answer = () => ({ status: 200, body: intent({ status: 'succeeded' }) });
    const event = await payments.completeAuthentication({
      paymentIntentId: 'pi_3Kiln', approve: true, customerId: 'cus_Kiln', paymentMethodId: '', amount: 499, currency: 'EUR', offSession: false, idempotencyKey: 'authenticate:1', metadata: {},
    });
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_3Kiln' } } });
  });

  it('cancels an abandoned intent under its key, and answers the state of one that settled before it could be', async () => {
    const input = { paymentIntentId: 'pi_3Kiln', customerId: 'cus_Kiln', paymentMethodId: '', amount: 499, currency: 'EUR', offSession: false, idempotencyKey: 'abandon:1', metadata: {} };
    answer = () => ({ status: 200, body: intent({ status: 'canceled', cancellation_reason: 'abandoned' }) });
    expect(await payments.cancelPayment(input)).toMatchObject({ type: 'payment_intent.canceled', data: { object: { id: 'pi_3Kiln', status: 'canceled' } } });
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_3Kiln/cancel', idempotencyKey: 'abandon:1' });
    expect(last().form.get('cancellation_reason')).toBe('abandoned');
    answer = (request) => request.method === 'POST'
      ? { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' } } }
      : { status: 200, body: intent({ status: 'succeeded' }) };
    expect(await payments.cancelPayment({ ...input, idempotencyKey: 'abandon:2' })).toMatchObject({ type: 'payment_intent.succeeded' });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3Kiln' });
  });

  it('refunds part of a payment and detaches a card, each under its key', async () => {
    answer = () => ({ status: 200, body: { id: 're_Kiln', object: 'refund', amount: 200, currency: 'eur', payment_intent: 'pi_3Kiln', status: 'succeeded', metadata: { kiln_ledger_id: 'REFUND01' }, created: 1_790_000_100 } });
    const event = await payments.refund({ paymentIntentId: 'pi_3Kiln', amount: 200, currency: 'EUR', idempotencyKey: 'refund:REFUND01', metadata: { kiln_ledger_id: 'REFUND01' } });
    expect(event).toMatchObject({ type: 'refund.created', data: { object: { id: 're_Kiln', amount: 200, status: 'succeeded' } } });
    expect(last()).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund:REFUND01' });
    expect(Object.fromEntries(last().form)).toMatchObject({ payment_intent: 'pi_3Kiln', amount: '200' });

    answer = () => ({ status: 200, body: { id: 'pm_Kiln', object: 'payment_method', customer: null } });
    await payments.removeCard('pm_Kiln', 'detach:1');
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_Kiln/detach', idempotencyKey: 'detach:1' });
  });

  it('accepts a webhook signed with the endpoint secret and nothing else', async () => {
    const payload = JSON.stringify({ id: 'evt_Kiln', object: 'event', type: 'payment_intent.succeeded', created: 1_790_000_000, data: { object: intent() } });
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_kiln' });
    expect(await payments.verifyWebhook(payload, good)).toMatchObject({ id: 'evt_Kiln', type: 'payment_intent.succeeded' });
    expect(await payments.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).toBeNull();
    expect(await payments.verifyWebhook(payload.replace('499', '1'), good)).toBeNull();
    expect(await payments.verifyWebhook(payload, undefined)).toBeNull();
  });
});
