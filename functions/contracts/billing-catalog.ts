// The sellable products (Kiln Plus prices, Kiln Servers RAM tiers) read from the billing catalogue data and checked once.
import { z } from 'zod';
import products from './data/billing-products.json' with { type: 'json' };

export const INTERVALS = ['monthly', 'quarterly', 'yearly'] as const;
export type Interval = (typeof INTERVALS)[number];
export const INTERVAL_MONTHS: Record<Interval, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const minor = z.number().int().nonnegative();
const intervals = z.object({ monthly: minor, quarterly: minor, yearly: minor });
const price = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  prices: z.object({ type: z.literal('recurring'), intervals }),
});
const product = z.discriminatedUnion('type', [
  z.object({ type: z.literal('midas') }),
  z.object({ type: z.literal('pyro'), cpu: z.number().int().positive(), ram: z.number().int().positive(), swap: z.number().int().nonnegative(), storage: z.number().int().positive() }),
]);
const catalog = z.array(z.object({ metadata: product, unitary: z.boolean(), prices: z.array(price).min(1) }));

export type IntervalPrices = z.infer<typeof intervals>;
export interface CurrencyPrices { currency: string; intervals: IntervalPrices }
export interface HostingTier { cpu: number; ramMb: number; swapMb: number; storageMb: number; usd: IntervalPrices }

const parsed = catalog.parse(products);

/** Kiln Plus in every currency it is sold in, US dollars first, then alphabetical by code. */
export function plusPrices(): CurrencyPrices[] {
  const plus = parsed.find((entry) => entry.metadata.type === 'midas');
  if (!plus) throw new Error('billing-products.json has no Kiln Plus ("midas") product');
  return plus.prices
    .map((entry) => ({ currency: entry.currency_code, intervals: entry.prices.intervals }))
    .sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD') || a.currency.localeCompare(b.currency));
}

/** Custom RAM tiers step 2 GB from 2 GB to 46 GB (spec §9); hosting is sold in US dollars only. */
export const RAM_TIER_STEP_MB = 2048;
export const RAM_TIER_MAX_MB = 47_104;

export function hostingTiers(): HostingTier[] {
  return parsed
    .flatMap((entry) => {
      if (entry.metadata.type !== 'pyro') return [];
      const usd = entry.prices.find((row) => row.currency_code === 'USD');
      if (!usd) return [];
      const { cpu, ram, swap, storage } = entry.metadata;
      return [{ cpu, ramMb: ram, swapMb: swap, storageMb: storage, usd: usd.prices.intervals }];
    })
    .filter((tier) => tier.ramMb % RAM_TIER_STEP_MB === 0 && tier.ramMb <= RAM_TIER_MAX_MB)
    .sort((a, b) => a.ramMb - b.ramMb);
}

export function hostingTier(ramMb: number): HostingTier {
  const tier = hostingTiers().find((candidate) => candidate.ramMb === ramMb);
  if (!tier) throw new Error(`billing-products.json has no ${ramMb} MB hosting plan`);
  return tier;
}
