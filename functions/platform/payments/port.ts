// The payments port: what billing asks of a payment provider, and the Stripe-shaped events every adapter answers with.
import type { PaymentProvider } from '#contracts/billing.ts';

/** The PaymentIntent fields billing reads (Stripe's shape; `currency` in lower case, `created` in seconds). */
export interface PaymentIntentObject {
  object: 'payment_intent';
  id: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error?: { code?: string; message?: string } | null;
  created: number;
}

export interface RefundObject {
  object: 'refund';
  id: string;
  amount: number;
  currency: string;
  payment_intent: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action' | null;
  metadata: Record<string, string> | null;
  created: number;
}

export const HANDLED_EVENT_TYPES = [
  'payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled', 'payment_intent.requires_action', 'refund.created', 'refund.updated',
] as const;

/** A provider event as Stripe sends it to a webhook: id, type, creation time in seconds and the object it is about. */
export interface PaymentEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: PaymentIntentObject | RefundObject | { object: string; id?: string } };
}

export interface SavedCard {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card typed into Kiln's own form (sandbox), or a SetupIntent the Payment Element confirmed (Stripe). */
export type CardInput =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'setup_intent'; id: string };

export type CardOutcome = { card: SavedCard } | { declined: string };

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  /** Minor units of `currency` (upper case ISO 4217). */
  amount: number;
  currency: string;
  /** A renewal charges while the person is away: a card that needs them to authenticate fails instead. */
  offSession: boolean;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentsPort {
  provider: PaymentProvider;
  /** Whether the card form is Kiln's own (sandbox) or Stripe's Payment Element. */
  cardForm: 'sandbox' | 'payment_element';
  /** Stripe.js needs the publishable key; the sandbox has none. */
  publishableKey: string | null;
  createCustomer(input: { userId: string; email: string | null; idempotencyKey: string }): Promise<string>;
  /** A SetupIntent's client secret for the Payment Element; null where cards are typed into Kiln's form. */
  startCardSetup(customerId: string, idempotencyKey: string): Promise<string | null>;
  saveCard(customerId: string, input: CardInput, idempotencyKey: string): Promise<CardOutcome>;
  removeCard(providerMethodId: string, idempotencyKey: string): Promise<void>;
  charge(input: ChargeInput): Promise<PaymentEvent>;
  /** What Stripe.js needs to show the bank's authentication (the intent's client secret); null in the sandbox. */
  authenticationSecret(paymentIntentId: string): Promise<string | null>;
  /**
   * The payment's state once its person has been through authentication: in the sandbox they approve or fail it on
   * Kiln's stand-in page; with Stripe the bank has decided and the intent says what.
   */
  completeAuthentication(input: ChargeInput & { paymentIntentId: string; approve: boolean }): Promise<PaymentEvent>;
  /**
   * Cancels a payment that still waits for its person (they left the bank's authentication), so it can never complete
   * later; answers its state — cancelled, or what it became if it settled first.
   */
  cancelPayment(input: ChargeInput & { paymentIntentId: string }): Promise<PaymentEvent>;
  refund(input: { paymentIntentId: string; amount: number; currency: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<PaymentEvent>;
  /** The event a webhook delivered, when its signature over the raw body is good; null otherwise. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null>;
}
