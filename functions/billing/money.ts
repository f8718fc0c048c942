// Amounts in integer minor units: their display in a language, and decimal input from staff forms, without floats.
import { minorUnitDigits } from '#contracts/billing.ts';

export function formatAmount(amount: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  const text = digits === 0 ? `${sign}${whole}` : `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(text as Intl.StringNumericLiteral);
}

/** "12.5" in EUR → 1250; null when the text has more decimals than the currency has or is not a number. */
export function parseAmount(text: string, currency: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
