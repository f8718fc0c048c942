// License links: the project's own page first, else the SPDX reference of one known license, else no link.
import { describe, expect, it } from 'vitest';
import { licenseLink } from './license-link.ts';

describe('licenseLink', () => {
  it('links a known SPDX license to its reference page', () => {
    expect(licenseLink({ id: 'MIT', name: 'MIT License', url: null })).toBe('https://spdx.org/licenses/MIT.html');
    expect(licenseLink({ id: 'GPL-3.0-only', name: 'GNU General Public License v3.0 only', url: null })).toBe('https://spdx.org/licenses/GPL-3.0-only.html');
  });

  it('prefers the license page the project gave', () => {
    expect(licenseLink({ id: 'MIT', name: 'MIT License', url: 'https://example.com/LICENSE' })).toBe('https://example.com/LICENSE');
  });

  it('gives no link for expressions, custom, reserved or unknown licenses', () => {
    expect(licenseLink({ id: 'MIT OR Apache-2.0', name: 'MIT License, Apache License 2.0', url: null })).toBeNull();
    expect(licenseLink({ id: 'LicenseRef-My-License', name: '', url: null })).toBeNull();
    expect(licenseLink({ id: 'LicenseRef-All-Rights-Reserved', name: 'All Rights Reserved', url: null })).toBeNull();
    expect(licenseLink({ id: 'Not-A-License', name: '', url: null })).toBeNull();
  });
});
