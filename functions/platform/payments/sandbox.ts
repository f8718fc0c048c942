// The sandbox payments adapter: no keys, nothing leaves the machine. Cards follow Stripe's documented test numbers,
// and every payment answers with the Stripe-shaped event Stripe would send, for the same event handler.
import { SANDBOX_TEST_CARDS, type SandboxCardBehaviour } from '#contracts/billing.ts';
import type { CardOutcome, ChargeInput, PaymentEvent, PaymentIntentObject, PaymentsPort, RefundObject } from './port.ts';
import { verifyStripeSignature } from './webhook-signature.ts';

const random = () => crypto.randomUUID().replaceAll('-', '').slice(0, 24);
const seconds = () => Math.floor(Date.now() / 1000);

/** The card's behaviour travels in its id, so the sandbox keeps no state of its own. */
const methodId = (behaviour: SandboxCardBehaviour) => `pm_sbx_${behaviour}_${random()}`;
export const sandboxBehaviourOf = (providerMethodId: string): SandboxCardBehaviour | null =>
  SANDBOX_TEST_CARDS.find((card) => providerMethodId.startsWith(`pm_sbx_${card.behaviour}_`))?.behaviour ?? null;

/** Any other well-formed number behaves like Stripe's generic success card. */
function behaviourOfNumber(number: string): SandboxCardBehaviour {
  return SANDBOX_TEST_CARDS.find((card) => card.number === number)?.behaviour ?? 'succeeds';
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  if (number.startsWith('35')) return 'jcb';
  if (number.startsWith('62')) return 'unionpay';
  if (/^3(0|6|8)/.test(number)) return 'diners';
  return 'unknown';
}

const event = (type: string, object: PaymentIntentObject | RefundObject): PaymentEvent =>
  ({ id: `evt_sbx_${random()}`, object: 'event', type, created: seconds(), data: { object } });

function intent(input: ChargeInput, id: string, status: PaymentIntentObject['status'], error?: { code: string; message: string }): PaymentIntentObject {
  return {
    object: 'payment_intent', id, amount: input.amount, currency: input.currency.toLowerCase(), status,
    customer: input.customerId, payment_method: input.paymentMethodId, metadata: input.metadata,
    last_payment_error: error ?? null, created: seconds(),
  };
}

const DECLINED = { code: 'card_declined', message: 'Your card was declined.' };
const NEEDS_AUTHENTICATION = { code: 'authentication_required', message: 'Your card needs you to authenticate this payment.' };

function outcome(input: ChargeInput): { status: PaymentIntentObject['status']; error?: typeof DECLINED } {
  switch (sandboxBehaviourOf(input.paymentMethodId)) {
    case 'succeeds': return { status: 'succeeded' };
    case 'authenticates': return input.offSession ? { status: 'requires_payment_method', error: NEEDS_AUTHENTICATION } : { status: 'requires_action' };
    case 'fails_renewal': return input.offSession ? { status: 'requires_payment_method', error: DECLINED } : { status: 'succeeded' };
    default: return { status: 'requires_payment_method', error: DECLINED };
  }
}

const EVENT_OF: Record<string, string> = {
  succeeded: 'payment_intent.succeeded',
  requires_action: 'payment_intent.requires_action',
  requires_payment_method: 'payment_intent.payment_failed',
};

export function createSandboxPayments(webhookSecret: string): PaymentsPort {
  return {
    provider: 'sandbox',
    cardForm: 'sandbox',
    publishableKey: null,
    async createCustomer() {
      return `cus_sbx_${random()}`;
    },
    async startCardSetup() {
      return null;
    },
    async saveCard(_customerId, input): Promise<CardOutcome> {
      if (input.kind !== 'card') return { declined: 'The sandbox takes card numbers only.' };
      const behaviour = behaviourOfNumber(input.number);
      if (behaviour === 'declines') return { declined: DECLINED.message };
      return { card: { providerMethodId: methodId(behaviour), brand: brandOf(input.number), last4: input.number.slice(-4), expMonth: input.expMonth, expYear: input.expYear } };
    },
    async removeCard() {},
    async charge(input) {
      const { status, error } = outcome(input);
      return event(EVENT_OF[status]!, intent(input, `pi_sbx_${random()}`, status, error));
    },
    async authenticationSecret() {
      return null;
    },
    async completeAuthentication(input) {
      return input.approve
        ? event('payment_intent.succeeded', intent(input, input.paymentIntentId, 'succeeded'))
        : event('payment_intent.payment_failed', intent(input, input.paymentIntentId, 'requires_payment_method', { code: 'payment_intent_authentication_failure', message: 'The payment could not be authenticated.' }));
    },
    async cancelPayment(input) {
      return event('payment_intent.canceled', intent(input, input.paymentIntentId, 'canceled'));
    },
    async refund(input) {
      return event('refund.created', {
        object: 'refund', id: `re_sbx_${random()}`, amount: input.amount, currency: input.currency.toLowerCase(),
        payment_intent: input.paymentIntentId, status: 'succeeded', metadata: input.metadata, created: seconds(),
      });
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, webhookSecret),
  };
}
