// Base62 IDs: alphabet order, 8-character range, round trips and rejection of bad text.
import { describe, expect, it } from 'vitest';
import { decodeBase62, encodeBase62, idFromRandom, isBase62Id, randomId } from './ids.ts';

describe('base62 ids', () => {
  it('uses 0-9, A-Z, a-z in that order', () => {
    expect(encodeBase62(0n)).toBe('0');
    expect(encodeBase62(10n)).toBe('A');
    expect(encodeBase62(36n)).toBe('a');
    expect(encodeBase62(61n)).toBe('z');
    expect(encodeBase62(62n)).toBe('10');
  });

  it('round-trips and rejects characters outside the alphabet', () => {
    expect(decodeBase62('AABBCCDD')).not.toBeNull();
    expect(encodeBase62(decodeBase62('AABBCCDD')!)).toBe('AABBCCDD');
    expect(decodeBase62('abc-def')).toBeNull();
    expect(isBase62Id('zzzzzzzzzzzzz')).toBe(false);
  });

  it('makes 8-character ids from any 64 random bits', () => {
    expect(idFromRandom(0n)).toBe('10000000');
    expect(idFromRandom(0xffffffffffffffffn)).toHaveLength(8);
    const ids = new Set(Array.from({ length: 500 }, randomId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{8}$/);
  });
});
