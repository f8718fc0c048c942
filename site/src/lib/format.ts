// Number and date formatting for pages (spec §9 number formats).
const thousands = new Intl.NumberFormat('en-US');

/** 1,000,000+ → "1.23M", 10,000+ → "12.3k", otherwise thousands separators. */
export function formatNumber(value: number): string {
  if (value >= 1_000_000) return `${(Math.floor(value / 10_000) / 100).toFixed(2)}M`;
  if (value >= 10_000) return `${(Math.floor(value / 100) / 10).toFixed(1)}k`;
  return thousands.format(value);
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
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const delta = new Date(iso).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size) return relative.format(Math.round(delta / size), unit);
  }
  return relative.format(0, 'second');
}
