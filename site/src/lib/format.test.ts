// Number and relative-date formats of spec §9.
import { describe, expect, it } from 'vitest';
import { formatNumber, formatRelative } from './format.ts';

describe('formatNumber', () => {
  it('uses thousands separators below 10,000, one-decimal k from 10,000 and two-decimal M from 1,000,000', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(9_999)).toBe('9,999');
    expect(formatNumber(12_345)).toBe('12.3k');
    expect(formatNumber(999_999)).toBe('999.9k');
    expect(formatNumber(1_234_567)).toBe('1.23M');
  });
});

describe('formatRelative', () => {
  it('describes past times in words', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelative('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-22T11:59:40Z', now)).toBe('now');
    expect(formatRelative('2026-11-19T12:00:00Z', now, 'de-DE')).toBe('vor 3 Tagen');
  });
});
