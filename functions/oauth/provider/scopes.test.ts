// OAuth scope strings: reading and writing them, and narrowing by bits.
import { describe, expect, it } from 'vitest';
import { parseScopeString, scopeString, scopesWithin } from './scopes.ts';
import { scope } from '#contracts/scopes.ts';

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
