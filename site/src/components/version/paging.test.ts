// Paging: 1-based pages of twenty, clamped at both ends, junk read as the first page.
import { describe, expect, it } from 'vitest';
import { pageOf } from './paging.ts';

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, index) => index);
  it('slices the requested page and clamps out-of-range or junk values', () => {
    expect(pageOf(items, null)).toMatchObject({ current: 1, total: 3, items: items.slice(0, 20) });
    expect(pageOf(items, '3').items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, '99').current).toBe(3);
    expect(pageOf(items, '-2').current).toBe(1);
    expect(pageOf(items, 'abc').current).toBe(1);
    expect(pageOf([], '2')).toEqual({ items: [], current: 1, total: 1 });
  });
});
