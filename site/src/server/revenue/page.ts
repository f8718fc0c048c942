// What the revenue pages read: the signed-in creator's balance, withdrawals and incoming revenue, the methods of the
// chosen country with a quote for the amount being reviewed, and what the last form post reported.
import type { AstroGlobal } from 'astro';
import { formatAmount } from '#billing';
import { ApiError } from '#contracts/errors.ts';
import { methodsFor, PAYOUT_CURRENCY, REFUSAL_REASONS, withdrawForm, type PayoutMethod, type RefusalReason } from '#contracts/payouts.ts';
import { payoutHistory, payoutOverview, quote, type PayoutHistory, type PayoutOverview, type Quote } from '#payouts';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';

const NOTICES = ['withdrawn', 'donated', 'cancelled', 'tax_form'] as const;

export interface RevenuePage extends SignedInPage {
  overview: PayoutOverview;
  history: PayoutHistory;
  notice: (typeof NOTICES)[number] | null;
  error: RefusalReason | null;
  /** Cents in the page's language, as US dollars. */
  money: (cents: number) => string;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | null => list.find((entry) => entry === value) ?? null;

export async function loadRevenuePage(astro: AstroGlobal): Promise<RevenuePage | Response> {
  const signedIn = await signedInPage(astro, astro.url.pathname + astro.url.search);
  if (signedIn instanceof Response) return signedIn;
  const runtime = await astro.locals.kiln.runtime();
  const userId = signedIn.account.viewer.userId;
  const query = astro.url.searchParams;
  return {
    ...signedIn,
    overview: await payoutOverview(runtime, userId),
    history: await payoutHistory(runtime, userId),
    notice: pick(NOTICES, query.get('notice')),
    error: pick(REFUSAL_REASONS, query.get('error')),
    money: (cents) => formatAmount(cents, PAYOUT_CURRENCY, signedIn.formatLocale),
  };
}

export interface WithdrawChoice {
  country: string;
  methods: PayoutMethod[];
  methodId: string | null;
  amount: string;
  address: string;
  /** The fee and net amount when the form asked for a review and the request is one that can be made. */
  review: Quote | null;
  /** Why the review could not be made. */
  reviewError: RefusalReason | null;
}

/**
 * The withdraw form as the query left it: the country's methods, the choice made, and its review. An amount over
 * `available` is refused at the review, before the person is asked to confirm it.
 */
export function withdrawChoice(url: URL, available: number): WithdrawChoice {
  const query = url.searchParams;
  const country = /^[A-Za-z]{2}$/.test(query.get('country') ?? '') ? query.get('country')!.toUpperCase() : 'US';
  const methods = methodsFor(country);
  const methodId = methods.find((method) => method.id === query.get('method_id'))?.id ?? null;
  const base = { country, methods, methodId, amount: query.get('amount') ?? '', address: query.get('method_address') ?? '', review: null, reviewError: null };
  if (query.get('step') !== 'review') return base;
  const parsed = withdrawForm.safeParse(Object.fromEntries(query));
  if (!parsed.success || !methodId) return { ...base, reviewError: methodId ? 'invalid_amount' : 'unknown_method' };
  try {
    const review = quote({ amount: parsed.data.amount, methodId });
    return review.amount > available ? { ...base, reviewError: 'insufficient_balance' } : { ...base, review };
  } catch (error) {
    const reason = error instanceof ApiError ? (error.details as { reason?: RefusalReason } | undefined)?.reason ?? null : null;
    if (!reason) throw error;
    return { ...base, reviewError: reason };
  }
}
