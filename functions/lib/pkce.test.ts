// PKCE S256: the RFC 7636 test vector, and the shapes of challenges and verifiers.
import { describe, expect, it } from 'vitest';
import { isCodeVerifier, isS256Challenge, s256Challenge, verifyS256 } from './pkce.ts';

// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256', () => {
  it('reproduces the RFC 7636 appendix B test vector', () => {
    expect(s256Challenge(VERIFIER)).toBe(CHALLENGE);
    expect(verifyS256(VERIFIER, CHALLENGE)).toBe(true);
  });

  it('refuses a different verifier, a plain challenge and malformed values', () => {
    expect(verifyS256(VERIFIER.replace('d', 'e'), CHALLENGE)).toBe(false);
    expect(verifyS256(VERIFIER, VERIFIER)).toBe(false);
    expect(verifyS256('short', s256Challenge('short'))).toBe(false);
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}~`)).toBe(true);
    expect(isS256Challenge(`${CHALLENGE}=`)).toBe(false);
    expect(isS256Challenge(CHALLENGE.replace('-', '+'))).toBe(false);
  });
});
