// What the Plus checkout reads: the interval asked for, the visitor's currency (their choice, their country, their
// browser's languages), the prices in it from the catalogue, the saved payment methods, and a fresh click key.
import type { AstroGlobal } from 'astro';
import { INTERVALS, type Interval } from '#contracts/billing-catalog.ts';
import { billingCurrency, catalogue, CURRENCY_COOKIE, priceOf } from '#billing';
import { loadBillingPage, type BillingPage } from './page.ts';

export interface Checkout extends BillingPage {
  interval: Interval;
  currency: string;
  prices: Record<Interval, number>;
  currencies: string[];
  clickKey: string;
}

export async function loadCheckout(astro: AstroGlobal): Promise<Checkout | Response> {
  const page = await loadBillingPage(astro);
  if (page instanceof Response) return page;
  const query = astro.url.searchParams;
  const interval = INTERVALS.find((entry) => entry === query.get('interval')) ?? 'monthly';
  const currency = billingCurrency({
    chosen: query.get('currency') ?? astro.cookies.get(CURRENCY_COOKIE)?.value,
    country: astro.request.headers.get('cf-ipcountry'),
    acceptLanguage: astro.request.headers.get('accept-language'),
  });
  const prices = Object.fromEntries(INTERVALS.map((entry) => [entry, priceOf('plus', entry, currency)!])) as Record<Interval, number>;
  const currencies = catalogue().find((product) => product.id === 'plus')!.prices.map((price) => price.currency);
  return { ...page, interval, currency, prices, currencies, clickKey: crypto.randomUUID() };
}
