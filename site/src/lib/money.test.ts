// Money formatting from integer minor units, and the prices the product pages read from the billing catalog.
import { describe, expect, it } from 'vitest';
import { formatMoney, minorToDecimalString, savingsPercent } from './money.ts';
import { hostingTiers, plusPrices } from '#contracts/billing-catalog.ts';
import { serverPlans } from './server-plans.ts';

describe('formatMoney', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatMoney(499, 'USD')).toBe('$4.99');
    expect(formatMoney(1200, 'USD')).toBe('$12.00');
    expect(formatMoney(144_000, 'USD')).toBe('$1,440.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
  });

  it('treats zero-decimal currencies as whole units', () => {
    expect(formatMoney(580, 'JPY')).toBe('¥580');
    expect(formatMoney(73_500, 'VND')).toBe('₫73,500');
  });

  it('keeps ISO 4217 decimals where CLDR would drop them', () => {
    expect(formatMoney(4_749_900, 'IDR')).toBe('IDR\u00a047,499.00');
    expect(formatMoney(1_350_000, 'COP')).toBe('COP\u00a013,500.00');
  });

  it('floors fractional amounts to whole cents', () => {
    expect(formatMoney(1234.99, 'USD')).toBe('$12.34');
    expect(formatMoney(0.5, 'USD')).toBe('$0.00');
    expect(formatMoney(580.7, 'JPY')).toBe('¥580');
  });

  it('shortens with k from 10,000 and M from 1,000,000 in compact mode, still with two decimals', () => {
    const compact = { compact: true };
    expect(formatMoney(999_999, 'USD', compact)).toBe('$9,999.99');
    expect(formatMoney(1_000_000, 'USD', compact)).toBe('$10.00k');
    expect(formatMoney(1_234_567, 'USD', compact)).toBe('$12.34k');
    expect(formatMoney(99_999_999, 'USD', compact)).toBe('$999.99k');
    expect(formatMoney(100_000_000, 'USD', compact)).toBe('$1.00M');
    expect(formatMoney(123_456_789.9, 'USD', compact)).toBe('$1.23M');
    expect(formatMoney(1_234_567, 'JPY', compact)).toBe('¥1.23M');
    expect(formatMoney(1_234_567, 'USD')).toBe('$12,345.67');
  });

  it('follows the page language for separators and the place of the sign', () => {
    expect(formatMoney(144_000, 'USD', { locale: 'de-DE' })).toBe('1.440,00\u00a0$');
    expect(formatMoney(1_234_567, 'USD', { locale: 'de-DE', compact: true })).toBe('12,34k\u00a0$');
    expect(formatMoney(144_000, 'EUR', { locale: 'fr-FR' })).toBe('1\u202f440,00\u00a0€');
  });

  it('never accepts fractional minor units', () => {
    expect(() => minorToDecimalString(4.99, 'USD')).toThrow(TypeError);
    expect(minorToDecimalString(-1050, 'EUR')).toBe('-10.50');
  });

  it('computes savings against paying monthly, rounded down', () => {
    expect(savingsPercent(499, 12, 4999)).toBe(16);
    expect(savingsPercent(600, 3, 1500)).toBe(16);
    expect(savingsPercent(600, 1, 600)).toBe(0);
  });
});

describe('billing catalog', () => {
  it('sells Kiln Plus at the spec’s US prices, US dollars listed first', () => {
    const prices = plusPrices();
    expect(prices.length).toBeGreaterThanOrEqual(30);
    expect(prices[0]).toEqual({ currency: 'USD', intervals: { monthly: 499, quarterly: 1200, yearly: 4999 } });
    expect(new Set(prices.map((price) => price.currency)).size).toBe(prices.length);
  });

  it('offers custom RAM tiers every 2048 MB from 2048 to 47104', () => {
    const tiers = hostingTiers();
    expect(tiers.map((tier) => tier.ramMb)).toEqual(Array.from({ length: 23 }, (_, index) => 2048 * (index + 1)));
    expect(tiers[0]).toMatchObject({ cpu: 2, ramMb: 2048, swapMb: 512, storageMb: 16384, usd: { monthly: 600, quarterly: 1500, yearly: 6000 } });
    for (const tier of tiers) expect(tier.usd.yearly).toBe(tier.usd.monthly * 10);
  });

  it('prices the named server plans from those tiers', () => {
    expect(serverPlans().map((plan) => [plan.name, plan.players, plan.tier.ramMb])).toEqual([
      ['Small', '1–5', 4096],
      ['Medium', '6–15', 6144],
      ['Large', '15–25', 8192],
    ]);
  });
});
