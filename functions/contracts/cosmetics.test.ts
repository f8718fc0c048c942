// Cosmetics cookie: the spec's defaults, and bad or partial values falling back field by field.
import { describe, expect, it } from 'vitest';
import { parseCosmetics, serializeCosmetics } from './cosmetics.ts';

describe('parseCosmetics', () => {
  it('gives the spec defaults without a cookie', () => {
    expect(parseCosmetics(undefined)).toEqual({
      rightSearchLayout: false, leftContentLayout: false, advancedRendering: true, externalLinksNewTab: true,
      notUsingBlockers: false, hideKilnAppPromos: false, preferredDarkTheme: 'dark', hideStagingBanner: false,
      searchDisplayMode: { mod: 'list', plugin: 'list', resourcepack: 'gallery', modpack: 'list', shader: 'gallery', datapack: 'list', user: 'list', collection: 'list' },
    });
  });

  it('keeps valid fields and replaces invalid ones', () => {
    const parsed = parseCosmetics(serializeCosmetics({ ...parseCosmetics(null), hideKilnAppPromos: true, preferredDarkTheme: 'oled' }));
    expect(parsed.hideKilnAppPromos).toBe(true);
    expect(parsed.preferredDarkTheme).toBe('oled');
    const bad = parseCosmetics(encodeURIComponent(JSON.stringify({ preferredDarkTheme: 'light', searchDisplayMode: { mod: 'grid', shader: 'table' } })));
    expect(bad.preferredDarkTheme).toBe('dark');
    expect(bad.searchDisplayMode.mod).toBe('grid');
    expect(bad.searchDisplayMode.shader).toBe('gallery');
    expect(parseCosmetics('%7Bnot json').advancedRendering).toBe(true);
  });
});
