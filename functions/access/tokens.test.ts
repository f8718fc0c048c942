// Unit tests of secret tokens: the prefixes secret scanners look for, their length and alphabet, and the stored hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, TOKEN_PREFIX, tokenKind, type TokenKind } from './tokens.ts';

const KINDS = Object.keys(TOKEN_PREFIX) as TokenKind[];

describe('generateToken', () => {
  it.each(KINDS)('gives a %s token its prefix and 60 alphanumerics', (kind) => {
    expect(generateToken(kind)).toMatch(new RegExp(`^${TOKEN_PREFIX[kind]}[A-Za-z0-9]{60}$`));
  });

  it('never repeats, and draws every one of the 62 characters about equally often', () => {
    const tokens = Array.from({ length: 2000 }, () => generateToken('pat'));
    expect(new Set(tokens).size).toBe(tokens.length);
    const counts = new Map<string, number>();
    for (const token of tokens) for (const char of token.slice(4)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 120,000 draws: each character expects ~1935; a modulo-biased draw would put the first 8 near 2200.
    for (const count of counts.values()) expect(Math.abs(count - 120_000 / 62)).toBeLessThan(250);
  });
});

describe('tokenKind', () => {
  it('tells the kind from the prefix, and nothing else', () => {
    for (const kind of KINDS) expect(tokenKind(generateToken(kind))).toBe(kind);
    for (const other of ['', 'mrx_abc', 'MRP_abc', 'Bearer mrp_abc', 'ghp_abc']) expect(tokenKind(other)).toBeNull();
  });
});

describe('hashToken', () => {
  it('is the lowercase hex sha256 of the token, the only form the database keeps', () => {
    const token = generateToken('session');
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).not.toContain(token.slice(4));
  });
});
