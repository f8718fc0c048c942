// Number and relative-date formats of spec §9.
import { describe, expect, it } from 'vitest';
import { formatCompact, formatDuration, formatNumber, formatRelative, formatThousands } from './format.ts';

describe('formatNumber', () => {
  it('uses thousands separators below 10,000, one-decimal k from 10,000 and two-decimal M from 1,000,000', () => {
    expect(formatNumber(999, 'en-US')).toBe('999');
    expect(formatNumber(9_999, 'en-US')).toBe('9,999');
    expect(formatNumber(10_000, 'en-US')).toBe('10.0k');
    expect(formatNumber(12_345, 'en-US')).toBe('12.3k');
    expect(formatNumber(999_999, 'en-US')).toBe('999.9k');
    expect(formatNumber(1_000_000, 'en-US')).toBe('1.00M');
    expect(formatNumber(1_234_567, 'en-US')).toBe('1.23M');
    expect(formatNumber(1_239_999, 'en-US')).toBe('1.23M');
  });

  it('takes its separators from the page language', () => {
    expect(formatNumber(9_999, 'de-DE')).toBe('9.999');
    expect(formatNumber(12_345, 'de-DE')).toBe('12,3k');
    expect(formatNumber(1_234_567, 'de-DE')).toBe('1,23M');
    expect(formatNumber(9_999, 'fr-FR')).toBe('9\u202f999');
    expect(formatThousands(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatThousands(1_234.9, 'en-US')).toBe('1,234');
  });

});

describe('formatCompact', () => {
  it('shortens with K, M, G and T, cutting to at most one decimal', () => {
    expect(formatCompact(999, 'en-US')).toBe('999');
    expect(formatCompact(1_000, 'en-US')).toBe('1K');
    expect(formatCompact(1_550, 'en-US')).toBe('1.5K');
    expect(formatCompact(999_999, 'en-US')).toBe('999.9K');
    expect(formatCompact(2_000_000, 'en-US')).toBe('2M');
    expect(formatCompact(3_456_789_012, 'en-US')).toBe('3.4G');
    expect(formatCompact(7_100_000_000_000, 'en-US')).toBe('7.1T');
  });

  it('writes the decimal the way the page language does', () => {
    expect(formatCompact(1_550, 'de-DE')).toBe('1,5K');
    expect(formatCompact(999, 'de-DE')).toBe('999');
  });
});

describe('formatRelative', () => {
  it('describes past times in words', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22T11:00:00Z', now, 'en-US')).toBe('1 hour ago');
    expect(formatRelative('2026-11-19T12:00:00Z', now, 'en-US')).toBe('3 days ago');
    expect(formatRelative('2026-11-22T11:59:40Z', now, 'en-US')).toBe('now');
    expect(formatRelative('2026-11-19T12:00:00Z', now, 'de-DE')).toBe('vor 3 Tagen');
  });
});

describe('formatDuration', () => {
  it('says how long in the largest whole unit from days to minutes', () => {
    expect(formatDuration(3 * 86_400_000 + 5 * 3_600_000, 'en-US')).toBe('3 days');
    expect(formatDuration(5 * 3_600_000 + 59 * 60_000, 'en-US')).toBe('5 hours');
    expect(formatDuration(90_000, 'en-US')).toBe('1 minute');
    expect(formatDuration(10_000, 'en-US')).toBe('0 minutes');
    expect(formatDuration(86_400_000, 'de-DE')).toBe('1 Tag');
  });
});
