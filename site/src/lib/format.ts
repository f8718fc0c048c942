// Number and date formatting for pages (spec §9 number formats). `locale` is the page's format locale
// (PageLanguage.formatLocale): it decides the separators.

/**
 * `value × 10^-exponent` with `least` to `digits` decimals, cut rather than rounded: counts never round up into the next
 * unit ("999.9k", not "1,000.0k"). The exponent travels in the string, so no float blurs the digits.
 */
const scaled = (value: number, exponent: number, locale: string, digits: number, least = digits) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: least, maximumFractionDigits: digits, roundingMode: 'trunc' })
    .format(`${value}e-${exponent}` as Intl.StringNumericLiteral);

/** Whole numbers with the locale's thousands separators: 12345 → "12,345" (en-US), "12.345" (de-DE). */
export const formatThousands = (value: number, locale: string) => scaled(value, 0, locale, 0);

/** The counting helper: 1,000,000+ → "1.23M", 10,000+ → "12.3k", otherwise thousands separators. */
export function formatNumber(value: number, locale: string): string {
  const [exponent, digits, suffix] = value >= 1_000_000 ? [6, 2, 'M'] : value >= 10_000 ? [3, 1, 'k'] : [0, 0, ''];
  return scaled(value, exponent, locale, digits) + suffix;
}

const COMPACT_UNITS: [exponent: number, suffix: string][] = [[12, 'T'], [9, 'G'], [6, 'M'], [3, 'K']];

/** Compact counts with K, M, G, T and at most one decimal: 999 → "999", 1500 → "1.5K", 2_000_000 → "2M". */
export function formatCompact(value: number, locale: string): string {
  const [exponent, suffix] = COMPACT_UNITS.find(([power]) => Math.abs(value) >= 10 ** power) ?? [0, ''];
  return scaled(value, exponent, locale, exponent ? 1 : 0, 0) + suffix;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600e3],
  ['month', 30 * 24 * 3600e3],
  ['week', 7 * 24 * 3600e3],
  ['day', 24 * 3600e3],
  ['hour', 3600e3],
  ['minute', 60e3],
];

export function formatRelative(iso: string, now: Date, locale: string): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const delta = new Date(iso).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size) return relative.format(Math.round(delta / size), unit);
  }
  return relative.format(0, 'second');
}

/** A length of time in its largest whole unit from days down to minutes ("3 days", "5 hours"): how long something waited. */
export function formatDuration(ms: number, locale: string): string {
  const [unit, size] = UNITS.slice(3).find(([, unitSize]) => ms >= unitSize) ?? ['minute', 60e3];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.floor(ms / size));
}
