// Billing's shared vocabulary: statuses, card brands, the retry schedule, the sandbox's test cards and the form schemas.
import { z } from 'zod';
import { INTERVALS } from './billing-catalog.ts';

export const INTERVAL_NAMES = INTERVALS;

/** ISO 4217 currencies without a minor unit; every other currency Kiln sells in has two decimals. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export function minorUnitDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * `incomplete`: the first payment has not succeeded (yet); `incomplete_expired`: it failed. Neither gives anything
 * or is listed.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const UNSTARTED_STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'incomplete_expired'];
export const isUnstarted = (status: SubscriptionStatus) => UNSTARTED_STATUSES.includes(status);

export const CHARGE_STATUSES = ['processing', 'succeeded', 'failed', 'refunded'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const LEDGER_KINDS = ['charge', 'refund', 'credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The payment method types spec §3 names: card networks, two wallets, a cash-transfer app, a debit network, unknown. */
export const PAYMENT_METHOD_TYPES = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'diners', 'apple_pay', 'google_pay', 'cashapp', 'interac', 'unknown'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const paymentMethodType = (brand: string): PaymentMethodType =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(brand) ? (brand as PaymentMethodType) : 'unknown';

/** Days after a failed renewal on which it is tried again; after the last failed try the subscription expires. */
export const RETRY_SCHEDULE_DAYS = [1, 3, 7] as const;

/** The share of every Plus payment that goes to the creator rewards pool, in percent. */
export const CREATOR_POOL_SHARE_PERCENT = 75;

/** Kiln Plus, the one product bought on its own (unitary); hosting plans join the catalogue as `hosting-{ramMb}`. */
export const PLUS_PRODUCT = 'plus';

/** What a sandbox card does, following Stripe's documented test card numbers. */
export const SANDBOX_CARD_BEHAVIOURS = ['succeeds', 'declines', 'authenticates', 'fails_renewal'] as const;
export type SandboxCardBehaviour = (typeof SANDBOX_CARD_BEHAVIOURS)[number];

export const SANDBOX_TEST_CARDS: { number: string; behaviour: SandboxCardBehaviour }[] = [
  { number: '4242424242424242', behaviour: 'succeeds' },
  { number: '4000000000000002', behaviour: 'declines' },
  { number: '4000002500003155', behaviour: 'authenticates' },
  { number: '4000000000000341', behaviour: 'fails_renewal' },
];

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** The client's one-click key: the same click posted twice is the same payment. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const cardForm = z.object({
  number: z.string().transform(digits).pipe(z.string().regex(/^\d{12,19}$/)),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
});

export const subscribeForm = z.object({
  product: z.literal(PLUS_PRODUCT),
  interval: z.enum(INTERVALS),
  currency: z.string().regex(/^[A-Z]{3}$/),
  idempotency_key: idempotencyKey,
  payment_method: z.string().max(64).optional(),
  number: z.string().max(32).optional(),
  exp_month: z.string().max(4).optional(),
  exp_year: z.string().max(6).optional(),
  cvc: z.string().max(8).optional(),
});

export const intervalForm = z.object({ interval: z.enum(INTERVALS) });
export const retryForm = z.object({ idempotency_key: idempotencyKey });
export const currencyForm = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), back: z.string().max(512).optional() });
/** The bank's stand-in page: approve or fail (sandbox), or cancel the payment altogether (any provider). */
export const authenticateForm = z.object({ outcome: z.enum(['approve', 'fail', 'cancel']) });

export const refundForm = z.object({
  charge: z.string().min(1).max(64),
  /** Empty for the whole remaining amount; else a decimal in the charge's currency (e.g. "2.50"). */
  amount: z.string().max(20).optional(),
  idempotency_key: idempotencyKey,
});
export const extendForm = z.object({ subscription: z.string().min(1).max(64), days: z.coerce.number().int().min(1).max(366) });
export const creditForm = z.object({
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().trim().min(3).max(500),
});
export const cancelNowForm = z.object({ subscription: z.string().min(1).max(64) });
export const clockForm = z.object({ days: z.coerce.number().int().min(1).max(400) });

export const productsQuery = z.object({ currency: z.string().regex(/^[A-Z]{3}$/).optional() });
