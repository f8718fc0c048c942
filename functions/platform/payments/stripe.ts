// The Stripe payments adapter over the official SDK: Customers, SetupIntents for saving cards through the Payment
// Element, PaymentIntents for every charge (Kiln keeps the renewal schedule), refunds, and an idempotency key on
// every call that changes something.
import Stripe from 'stripe';
import type { CardOutcome, ChargeInput, PaymentEvent, PaymentIntentObject, PaymentsPort, RefundObject } from './port.ts';
import { verifyStripeSignature } from './webhook-signature.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** Where the API is (a local stand-in in tests); Stripe's own servers otherwise. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * A charge's answer as the event Stripe will also send to the webhook. The id is derived from the intent and its
 * status, so applying the answer and, later, the delivered event changes the ledger once.
 */
function eventOf(intent: Stripe.PaymentIntent): PaymentEvent {
  const type = intent.status === 'succeeded' ? 'payment_intent.succeeded'
    : intent.status === 'requires_action' ? 'payment_intent.requires_action'
      : intent.status === 'canceled' ? 'payment_intent.canceled'
      : intent.status === 'processing' ? 'payment_intent.processing' : 'payment_intent.payment_failed';
  return { id: `evt_answer_${intent.id}_${intent.status}`, object: 'event', type, created: intent.created, data: { object: intent as unknown as PaymentIntentObject } };
}

const customerOf = (value: string | Stripe.Customer | Stripe.DeletedCustomer | null) => (typeof value === 'string' || value === null ? value : value.id);

export function createStripePayments(options: StripeOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, { ...options.endpoint, maxNetworkRetries: 2 });
  return {
    provider: 'stripe',
    cardForm: 'payment_element',
    publishableKey: options.publishableKey ?? null,
    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email: email ?? undefined, metadata: { kiln_user_id: userId } }, { idempotencyKey });
      return customer.id;
    },
    async startCardSetup(customerId, idempotencyKey) {
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } }, { idempotencyKey });
      return intent.client_secret;
    },
    async saveCard(customerId, input): Promise<CardOutcome> {
      if (input.kind !== 'setup_intent') return { declined: 'Cards are saved through the payment form.' };
      const intent = await stripe.setupIntents.retrieve(input.id, { expand: ['payment_method'] });
      if (customerOf(intent.customer) !== customerId) return { declined: 'The card setup belongs to someone else.' };
      if (intent.status !== 'succeeded') return { declined: intent.last_setup_error?.message ?? 'The card could not be saved.' };
      const method = intent.payment_method;
      if (!method || typeof method === 'string' || !method.card) return { declined: 'The payment method is not a card.' };
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
      return { card: { providerMethodId: method.id, brand, last4, expMonth, expYear } };
    },
    async removeCard(providerMethodId, idempotencyKey) {
      await stripe.paymentMethods.detach(providerMethodId, {}, { idempotencyKey });
    },
    async charge(input: ChargeInput) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          off_session: input.offSession,
          metadata: input.metadata,
        }, { idempotencyKey: input.idempotencyKey });
        return eventOf(intent);
      } catch (error) {
        // A declined card is an answer, not a fault: Stripe returns the failed intent inside the error.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return eventOf(error.payment_intent);
        throw error;
      }
    },
    async authenticationSecret(paymentIntentId) {
      return (await stripe.paymentIntents.retrieve(paymentIntentId)).client_secret;
    },
    async completeAuthentication(input) {
      return eventOf(await stripe.paymentIntents.retrieve(input.paymentIntentId));
    },
    async cancelPayment(input) {
      try {
        return eventOf(await stripe.paymentIntents.cancel(input.paymentIntentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: input.idempotencyKey }));
      } catch (error) {
        // An intent that settled meanwhile cannot be cancelled: its state is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return eventOf(await stripe.paymentIntents.retrieve(input.paymentIntentId));
        throw error;
      }
    },
    async refund(input) {
      const refund = await stripe.refunds.create({ payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata }, { idempotencyKey: input.idempotencyKey });
      return { id: `evt_answer_${refund.id}_${refund.status}`, object: 'event', type: 'refund.created', created: refund.created, data: { object: refund as unknown as RefundObject } };
    },
    async verifyWebhook(rawBody, signature) {
      return options.webhookSecret ? verifyStripeSignature(rawBody, signature, options.webhookSecret) : null;
    },
  };
}
