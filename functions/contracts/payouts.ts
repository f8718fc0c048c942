// The creator rewards programme's shared vocabulary: payout statuses and methods with their fees and minimums, the
// listed charities, the tax-form rule, and the request schemas of /v3/payout and the withdraw form.
import { z } from 'zod';

/** Creator balances and withdrawals are in US dollars, in cents. */
export const PAYOUT_CURRENCY = 'USD';

/** Days revenue stays pending before it can be withdrawn. */
export const PENDING_DAYS = 60;

/** Withdrawals in a calendar year above this (cents) need a completed tax form first. */
export const TAX_FORM_THRESHOLD = 60_000;

export const TAX_FORM_TYPES = ['W-9', 'W-8BEN', 'W-8BEN-E'] as const;
export type TaxFormType = (typeof TAX_FORM_TYPES)[number];

export const PAYOUT_STATUSES = ['in-transit', 'success', 'failed', 'cancelled'] as const;

/** Why a withdrawal or a cancellation was refused. */
export const REFUSAL_REASONS = ['invalid_amount', 'unknown_method', 'not_in_country', 'below_minimum', 'above_maximum', 'no_address', 'no_email', 'tax_form_required', 'insufficient_balance', 'not_pending', 'too_late'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const PAYOUT_METHODS = ['paypal', 'venmo', 'tremendous', 'charity'] as const;
export type PayoutMethodName = (typeof PAYOUT_METHODS)[number];

export type PayoutCategory = 'paypal' | 'venmo' | 'gift_card' | 'charity';

export interface PayoutMethod {
  id: string;
  type: PayoutMethodName;
  name: string;
  category: PayoutCategory;
  /** ISO 3166 alpha-2 codes; `*` is everywhere. */
  supportedCountries: readonly string[];
  /** Countries a local variant serves instead. */
  exceptCountries?: readonly string[];
  /** Fee in percent of the amount, bounded to [min, max] cents (max null: unbounded). */
  fee: { percentage: number; min: number; max: number | null };
  /** Smallest and largest withdrawal in cents. */
  minAmount: number;
  maxAmount: number;
}

const EVERYWHERE = ['*'] as const;

export const PAYOUT_METHOD_LIST: readonly PayoutMethod[] = [
  { id: 'paypal_us', type: 'paypal', name: 'PayPal', category: 'paypal', supportedCountries: ['US'], fee: { percentage: 0, min: 25, max: 25 }, minAmount: 100, maxAmount: 1_000_000 },
  { id: 'paypal_intl', type: 'paypal', name: 'PayPal', category: 'paypal', supportedCountries: EVERYWHERE, exceptCountries: ['US'], fee: { percentage: 2, min: 25, max: 2_000 }, minAmount: 100, maxAmount: 1_000_000 },
  { id: 'venmo', type: 'venmo', name: 'Venmo', category: 'venmo', supportedCountries: ['US'], fee: { percentage: 0, min: 25, max: 25 }, minAmount: 100, maxAmount: 1_000_000 },
  { id: 'amazon_gift_card', type: 'tremendous', name: 'Amazon gift card', category: 'gift_card', supportedCountries: ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'CA', 'JP'], fee: { percentage: 0, min: 0, max: 0 }, minAmount: 500, maxAmount: 200_000 },
  { id: 'visa_prepaid', type: 'tremendous', name: 'Visa prepaid card', category: 'gift_card', supportedCountries: EVERYWHERE, fee: { percentage: 0, min: 0, max: 0 }, minAmount: 500, maxAmount: 200_000 },
  { id: 'charity_direct_relief', type: 'charity', name: 'Direct Relief', category: 'charity', supportedCountries: EVERYWHERE, fee: { percentage: 0, min: 0, max: 0 }, minAmount: 100, maxAmount: 1_000_000 },
  { id: 'charity_wikimedia', type: 'charity', name: 'Wikimedia Foundation', category: 'charity', supportedCountries: EVERYWHERE, fee: { percentage: 0, min: 0, max: 0 }, minAmount: 100, maxAmount: 1_000_000 },
  { id: 'charity_eff', type: 'charity', name: 'Electronic Frontier Foundation', category: 'charity', supportedCountries: EVERYWHERE, fee: { percentage: 0, min: 0, max: 0 }, minAmount: 100, maxAmount: 1_000_000 },
];

/** The methods offered in a country. */
export function methodsFor(country: string): PayoutMethod[] {
  const code = country.toUpperCase();
  return PAYOUT_METHOD_LIST.filter((method) => (method.supportedCountries.includes(code) || method.supportedCountries.includes('*')) && !method.exceptCountries?.includes(code));
}

export const methodById = (id: string): PayoutMethod | undefined => PAYOUT_METHOD_LIST.find((method) => method.id === id);

/** The fee in cents on a gross amount in cents: the percentage, rounded up, within the method's bounds. */
export function feeFor(method: PayoutMethod, amount: number): number {
  const raw = Math.ceil((amount * method.fee.percentage) / 100);
  const bounded = Math.max(method.fee.min, method.fee.max === null ? raw : Math.min(method.fee.max, raw));
  return Math.min(bounded, amount);
}

/** An ISO 3166 alpha-2 code in either case, read upper-case. */
const countryCode = z.string().regex(/^[A-Za-z]{2}$/).transform((code) => code.toUpperCase());

/** Dollars with at most two decimals, as the wire carries them, to cents. */
const dollars = z.number().positive().max(1_000_000).refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals')
  .transform((value) => Math.round(value * 100));

export const withdrawalBody = z.object({
  amount: dollars,
  method: z.enum(PAYOUT_METHODS),
  method_id: z.string().min(1).max(64),
  /** Where the money goes: a PayPal email, a Venmo handle, the gift card's recipient email; not for charity. */
  method_address: z.string().trim().min(1).max(320).optional(),
  /** Kiln's addition: the country the creator withdraws from (default: the request's country, else US, as for the methods). */
  country: countryCode.optional(),
});

export const methodsQuery = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/).default('US') });

export const complianceBody = z.object({ form_type: z.enum(TAX_FORM_TYPES) });

/** The withdraw page's form, read from its query to review and posted to confirm: the amount in dollars as typed, the method and the address. */
export const withdrawForm = z.object({
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/).transform((text) => Math.round(Number(text) * 100)),
  method_id: z.string().min(1).max(64),
  method_address: z.string().trim().max(320).optional().transform((value) => (value ? value : undefined)),
  country: countryCode.default('US'),
  /** 'review' shows the net amount; 'confirm' sends the withdrawal. */
  step: z.enum(['review', 'confirm']).default('review'),
});
