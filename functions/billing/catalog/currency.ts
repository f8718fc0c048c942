// The visitor's billing currency: their own choice, else their country's (the edge's country header, else the
// region their browser's languages imply), when Plus is sold in it; US dollars otherwise.
import countryToCurrency from 'country-to-currency';
import { PLUS_PRODUCT } from '#contracts/billing.ts';
import { sellsIn } from './products.ts';

export const CURRENCY_COOKIE = 'kiln_currency';

export interface CurrencySignals {
  chosen?: string | null;
  /** Cloudflare's CF-IPCountry: two letters, or XX / T1 when it does not know. */
  country?: string | null;
  acceptLanguage?: string | null;
}

/** The region of each language the browser asks for, in order; a bare language takes its likely region (de → DE). */
function regionsOf(acceptLanguage: string): string[] {
  return acceptLanguage.split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag && tag !== '*')
    .flatMap((tag) => {
      try {
        const region = new Intl.Locale(tag).maximize().region;
        return region ? [region] : [];
      } catch {
        return [];
      }
    });
}

const currencyOfCountry = (country: string) => (countryToCurrency as Record<string, string | undefined>)[country.toUpperCase()];

export function billingCurrency(signals: CurrencySignals): string {
  if (signals.chosen && sellsIn(PLUS_PRODUCT, signals.chosen)) return signals.chosen;
  const edge = signals.country && /^[A-Za-z]{2}$/.test(signals.country) && currencyOfCountry(signals.country) ? [signals.country] : null;
  const countries = edge ?? regionsOf(signals.acceptLanguage ?? '');
  for (const country of countries) {
    const currency = currencyOfCountry(country);
    if (currency && sellsIn(PLUS_PRODUCT, currency)) return currency;
  }
  return 'USD';
}
