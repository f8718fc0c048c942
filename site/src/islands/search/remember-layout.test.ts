// The layout cookie the island writes (under the contract's name, by construction) is the one the server reads:
// same encoding, other preferences kept.
import { describe, expect, it } from 'vitest';
import { parseCosmetics, serializeCosmetics } from '#contracts/cosmetics.ts';
import { withLayout } from './remember-layout.ts';

describe('withLayout', () => {
  it('writes the cookie parseCosmetics reads', () => {
    const cosmetics = parseCosmetics(withLayout(null, 'mod', 'grid'));
    expect(cosmetics.searchDisplayMode).toMatchObject({ mod: 'grid', shader: 'gallery', resourcepack: 'gallery', plugin: 'list' });
  });

  it('keeps every other preference as it was', () => {
    const before = parseCosmetics(null);
    before.hideKilnAppPromos = true;
    before.searchDisplayMode.shader = 'list';
    const after = parseCosmetics(withLayout(serializeCosmetics(before), 'mod', 'gallery'));
    expect(after).toEqual({ ...before, searchDisplayMode: { ...before.searchDisplayMode, mod: 'gallery' } });
  });

  it('replaces a cookie it cannot read', () => {
    expect(parseCosmetics(withLayout('%7Bnot json', 'plugin', 'grid')).searchDisplayMode.plugin).toBe('grid');
  });
});
