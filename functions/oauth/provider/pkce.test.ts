import { describe, expect, it } from 'vitest';
import { isCodeVerifier, isS256Challenge, s256Challenge, verifyS256 } from './pkce.ts';
import { parseScopeString, scopeString, scopesWithin } from './scopes.ts';
import { scope } from '#contracts/scopes.ts';

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

describe('scope strings', () => {
  it('reads names joined by + or spaces and writes them with spaces', () => {
    const both = scope('USER_READ') + scope('COLLECTION_READ');
    expect(parseScopeString('USER_READ+COLLECTION_READ')).toBe(both);
    expect(parseScopeString('USER_READ COLLECTION_READ')).toBe(both);
    expect(scopeString(both)).toBe('USER_READ COLLECTION_READ');
  });

  it('refuses empty and unknown scope strings', () => {
    expect(parseScopeString('')).toBeNull();
    expect(parseScopeString(undefined)).toBeNull();
    expect(parseScopeString('USER_READ+EVERYTHING')).toBeNull();
  });

  it('narrows by bits beyond 32', () => {
    expect(scopesWithin(scope('ORGANIZATION_READ'), scope('ORGANIZATION_READ') + scope('USER_READ'))).toBe(true);
    expect(scopesWithin(scope('ORGANIZATION_READ') + scope('USER_READ'), scope('USER_READ'))).toBe(false);
  });
});
