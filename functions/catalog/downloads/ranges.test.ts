// Range and validator edge cases that are awkward to reach over HTTP.
import { describe, expect, it } from 'vitest';
import { noneMatch, parseRange, rangeStillValid } from './ranges.ts';

describe('parseRange', () => {
  it('finds nothing satisfiable in an empty file', () => {
    for (const header of ['bytes=0-', 'bytes=0-0', 'bytes=-1']) expect(parseRange(header, 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 0)).toEqual({ kind: 'full' });
  });

  it('tolerates whitespace and clamps the end to the last byte', () => {
    expect(parseRange(' bytes = 2 - 1000 ', 10)).toEqual({ kind: 'partial', range: { start: 2, end: 9 } });
  });
});

describe('validators', () => {
  it('matches If-None-Match weakly and If-Range strongly', () => {
    expect(noneMatch(undefined, '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(false);
    expect(rangeStillValid('W/"abc"', '"abc"')).toBe(false);
    expect(rangeStillValid('Wed, 21 Oct 2026 07:28:00 GMT', '"abc"')).toBe(false);
    expect(rangeStillValid(' "abc"', '"abc"')).toBe(true);
  });
});
