// Plus's creator share of a day, in US cents. Plus is sold in local prices; each currency's share is converted at the
// ratio of Plus's monthly price in US dollars to its price in that currency, so a subscriber anywhere adds what a
// US subscriber would for the same plan. Rounded down, so the pool never pays out more than it took in.
import { plusCreatorShare, priceOf } from '#billing';
import { PLUS_PRODUCT } from '#contracts/billing.ts';
import { PAYOUT_CURRENCY } from '#contracts/payouts.ts';
import type { DbOrTx } from '../ledger/post.ts';

export function toUsdCents(amount: number, currency: string): number {
  if (currency === PAYOUT_CURRENCY) return amount;
  const usd = priceOf(PLUS_PRODUCT, 'monthly', PAYOUT_CURRENCY);
  const local = priceOf(PLUS_PRODUCT, 'monthly', currency);
  if (!usd || !local) return 0;
  return Math.floor((amount * usd) / local);
}

export async function plusShareUsd(db: DbOrTx, day: string): Promise<number> {
  const shares = await plusCreatorShare(db, day);
  return shares.reduce((sum, share) => sum + toUsdCents(share.amount, share.currency), 0);
}
