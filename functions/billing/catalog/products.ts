// The catalogue as billing sells it: a product id, an interval and a currency give the one price, read from the
// catalogue data and never from a client. Plus now; hosting plans are `hosting-{ramMb}`, in US dollars.
import { hostingTiers, INTERVAL_MONTHS, plusPrices, type Interval } from '#contracts/billing-catalog.ts';
import { PLUS_PRODUCT } from '#contracts/billing.ts';
import { addMonths } from '../clock.ts';

export interface ProductPrices {
  id: string;
  kind: 'plus' | 'hosting';
  unitary: boolean;
  prices: { currency: string; intervals: Record<Interval, number> }[];
}

export function catalogue(): ProductPrices[] {
  return [
    { id: PLUS_PRODUCT, kind: 'plus', unitary: true, prices: plusPrices() },
    ...hostingTiers().map((tier) => ({ id: `hosting-${tier.ramMb}`, kind: 'hosting' as const, unitary: false, prices: [{ currency: 'USD', intervals: tier.usd }] })),
  ];
}

/** The price in minor units, or null where the product is not sold in that currency. */
export function priceOf(productId: string, interval: Interval, currency: string): number | null {
  const product = catalogue().find((entry) => entry.id === productId);
  return product?.prices.find((entry) => entry.currency === currency)?.intervals[interval] ?? null;
}

export const sellsIn = (productId: string, currency: string) => priceOf(productId, 'monthly', currency) !== null;

export function periodEnd(start: Date, interval: Interval): Date {
  return addMonths(start, INTERVAL_MONTHS[interval]);
}
