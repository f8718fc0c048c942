// SPDX expression shapes: ids, operators, WITH exceptions, parentheses and custom LicenseRef ids.
import { describe, expect, it } from 'vitest';
import { isCustomLicenseId, parseLicenseExpression } from './license-expression.ts';

describe('parseLicenseExpression', () => {
  it('returns the license ids of well-formed expressions', () => {
    expect(parseLicenseExpression('MIT')).toEqual(['MIT']);
    expect(parseLicenseExpression('MIT OR Apache-2.0')).toEqual(['MIT', 'Apache-2.0']);
    expect(parseLicenseExpression('(MIT and GPL-3.0-or-later) OR LicenseRef-Mine')).toEqual(['MIT', 'GPL-3.0-or-later', 'LicenseRef-Mine']);
    expect(parseLicenseExpression('GPL-2.0+ WITH Classpath-exception-2.0')).toEqual(['GPL-2.0']);
  });

  it('refuses dangling operators, unbalanced parentheses and stray characters', () => {
    for (const text of ['', 'MIT OR', 'OR MIT', '(MIT', 'MIT)', 'MIT Apache-2.0', 'MIT WITH', 'MIT; rm', 'AND']) {
      expect(parseLicenseExpression(text), text).toBeNull();
    }
  });

  it('tells custom ids from SPDX ones', () => {
    expect(isCustomLicenseId('LicenseRef-All-Rights-Reserved')).toBe(true);
    expect(isCustomLicenseId('DocumentRef-spdx:LicenseRef-x')).toBe(true);
    expect(isCustomLicenseId('MIT')).toBe(false);
  });
});
