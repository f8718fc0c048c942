// Money in integer minor units (cents, pence, yen) and its display; amounts never pass through floats.
import { minorUnitDigits } from '#contracts/billing.ts';

/** The exact decimal text of `units` counted in 10^-digits steps, e.g. (1299, 2) → "12.99", with integer arithmetic only. */
function decimalText(units: number, digits: 0 | 2): Intl.StringNumericLiteral {
  if (digits === 0) return String(units) as Intl.StringNumericLiteral;
  const sign = units < 0 ? '-' : '';
  const absolute = Math.abs(units);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}` as Intl.StringNumericLiteral;
}

/** The exact decimal text of an amount, e.g. 1299 USD → "12.99". */
export function minorToDecimalString(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`Money must be an integer number of minor units, got ${amount}`);
  return decimalText(amount, minorUnitDigits(currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // CLDR gives COP and IDR no decimals, but billing amounts follow ISO 4217, so the digits are set explicitly.
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Compact money: "k" from 10,000 and "M" from 1,000,000 whole units, always with two decimals. */
const COMPACT_STEPS: [exponent: number, threshold: number, suffix: string][] = [[6, 1_000_000, 'M'], [3, 10_000, 'k']];

export interface MoneyFormat {
  /** The page's format locale: it decides separators and where the currency sign goes. */
  locale?: string;
  compact?: boolean;
}

/** The suffix follows the digits, so the currency sign stays where the locale puts it ("$12.34k", "12,34k $"). */
function withSuffix(parts: Intl.NumberFormatPart[], suffix: string): string {
  const last = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  return parts.map((part, index) => (index === last ? part.value + suffix : part.value)).join('');
}

/**
 * 499 USD → "$4.99", 580 JPY → "¥580"; compact, 1_234_567 USD → "$12.34k". A fractional amount (a share of a
 * payment) is floored to a whole minor unit first, so nobody is shown a cent they do not have.
 */
export function formatMoney(amount: number, currency: string, { locale = 'en-US', compact = false }: MoneyFormat = {}): string {
  const minor = Math.floor(amount);
  const digits = minorUnitDigits(currency);
  const step = compact ? COMPACT_STEPS.find(([, threshold]) => minor >= threshold * 10 ** digits) : undefined;
  if (!step) return formatterFor(currency, locale, digits).format(minorToDecimalString(minor, currency) as Intl.StringNumericLiteral);
  // Hundredths of a thousand (or million), cut rather than rounded: $999,999.99 shows as $999.99k, never $1000.00k.
  const hundredths = Math.floor(minor / 10 ** (step[0] + digits - 2));
  return withSuffix(formatterFor(currency, locale, 2).formatToParts(decimalText(hundredths, 2)), step[2]);
}

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

export function currencyName(currency: string): string {
  return currencyNames.of(currency) ?? currency;
}

/** How much a longer interval saves against paying monthly for the same months, in whole percent (rounded down). */
export function savingsPercent(monthly: number, months: number, intervalPrice: number): number {
  const full = monthly * months;
  if (full <= 0 || intervalPrice >= full) return 0;
  return Math.floor(((full - intervalPrice) * 100) / full);
}
