// Money in integer minor units (cents, pence, yen) and its display; amounts never pass through floats.
/** ISO 4217 currencies without a minor unit; every other currency we sell in has two decimals. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export function minorUnitDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** The exact decimal text of an amount, e.g. 1299 USD → "12.99", built with integer arithmetic only. */
export function minorToDecimalString(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`Money must be an integer number of minor units, got ${amount}`);
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = minorUnitDigits(currency);
    // CLDR gives COP and IDR no decimals, but billing amounts follow ISO 4217, so the digits are set explicitly.
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** 499 USD → "$4.99", 580 JPY → "¥580"; Intl formats the decimal string exactly, without rounding through a float. */
export function formatMoney(amount: number, currency: string): string {
  const decimal = minorToDecimalString(amount, currency) as Intl.StringNumericLiteral;
  return formatterFor(currency).format(decimal);
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
