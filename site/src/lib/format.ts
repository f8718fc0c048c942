// Number and date formatting for pages in the page's language (spec §9 number formats): separators come from Intl.

/** Playful locales borrow a real one for digits: pirate speak ("en-PT") would otherwise group digits like Portugal. */
const DIGITS_LOCALE: Record<string, string> = { 'en-PT': 'en-US', 'lol-US': 'en-US', 'en-UW': 'en-US' };

/** The locale Intl formats numbers and dates with for a page locale. */
export const intlLocale = (locale: string) => DIGITS_LOCALE[locale] ?? locale;

const formatters: Record<string, Intl.NumberFormat> = {};

/**
 * `value × 10^-exponent` with `digits` decimals (exactly, or at most with `upTo`), cut rather than rounded: counts never
 * round up into the next unit ("999.9k", not "1,000.0k"). The exponent travels in the string, so no float blurs the digits.
 */
function scaled(value: number, exponent: number, locale: string, digits: number, upTo = false): string {
  const formatter = (formatters[`${locale} ${digits} ${upTo}`] ??= new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: upTo ? 0 : digits, maximumFractionDigits: digits, roundingMode: 'trunc',
  }));
  return formatter.format(`${Math.trunc(value)}e-${exponent}` as Intl.StringNumericLiteral);
}

/** Whole numbers with the locale's thousands separators: 12345 → "12,345" (en-US), "12.345" (de-DE). */
export const formatThousands = (value: number, locale = 'en-US') => scaled(value, 0, locale, 0);

/** The counting helper: 1,000,000+ → "1.23M", 10,000+ → "12.3k", otherwise thousands separators. */
export function formatNumber(value: number, locale = 'en-US'): string {
  if (value >= 1_000_000) return `${scaled(value, 6, locale, 2)}M`;
  if (value >= 10_000) return `${scaled(value, 3, locale, 1)}k`;
  return formatThousands(value, locale);
}

const COMPACT_UNITS: [exponent: number, suffix: string][] = [[12, 'T'], [9, 'G'], [6, 'M'], [3, 'K']];

/** Compact counts with K, M, G, T and at most one decimal: 999 → "999", 1500 → "1.5K", 2_000_000 → "2M". */
export function formatCompact(value: number, locale = 'en-US'): string {
  const [exponent, suffix] = COMPACT_UNITS.find(([power]) => Math.abs(value) >= 10 ** power) ?? [0, ''];
  return `${scaled(value, exponent, locale, exponent ? 1 : 0, true)}${suffix}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600e3],
  ['month', 30 * 24 * 3600e3],
  ['week', 7 * 24 * 3600e3],
  ['day', 24 * 3600e3],
  ['hour', 3600e3],
  ['minute', 60e3],
];

export function formatRelative(iso: string, now: Date = new Date(), locale = 'en-US'): string {
  const relative = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const delta = new Date(iso).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size) return relative.format(Math.round(delta / size), unit);
  }
  return relative.format(0, 'second');
}
