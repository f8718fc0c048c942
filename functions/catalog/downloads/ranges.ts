// HTTP validators and single byte ranges (RFC 9110 §13, §14) for immutable files.

/** Inclusive byte positions, as written in Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeDecision =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Anything other than one well-formed byte range is answered with the whole file, which RFC 9110
 * permits: servers may ignore Range, and multi-range (multipart) responses are not worth their cost here.
 */
export function parseRange(header: string | undefined, size: number): RangeDecision {
  const match = header?.replace(/\s+/g, '').match(SINGLE_RANGE);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/** If-None-Match uses the weak comparison, so a W/ prefix still matches. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  return !header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** If-Range needs a strong match; a date or a stale tag means "send everything" rather than a failure. */
export function rangeStillValid(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === etag;
}
