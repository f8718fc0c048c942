// Theme resolution: system follows the OS with the preferred dark theme; invalid dark themes warn and fall back.
import { describe, expect, it, vi } from 'vitest';
import { parseThemePreference, preferredDarkFromCosmetics, resolveTheme, validDarkTheme } from './theme.ts';

describe('themes', () => {
  it('resolves system to light or the preferred dark theme', () => {
    expect(resolveTheme('system', true, 'oled')).toBe('light');
    expect(resolveTheme('system', false, 'oled')).toBe('oled');
    expect(resolveTheme('retro', true, 'dark')).toBe('retro');
    expect(parseThemePreference('neon')).toBe('system');
  });

  it('falls back to dark with a warning for an invalid preferred dark theme', () => {
    const warn = vi.fn();
    expect(validDarkTheme('light', warn)).toBe('dark');
    expect(warn).toHaveBeenCalledOnce();
    expect(validDarkTheme('retro', warn)).toBe('retro');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns likewise when the preferred dark theme is missing', () => {
    const warn = vi.fn();
    expect(validDarkTheme(undefined, warn)).toBe('dark');
    expect(warn).toHaveBeenCalledWith('Preferred dark theme is not set; using dark.');
    expect(preferredDarkFromCosmetics('{"advancedRendering":false}', warn)).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(preferredDarkFromCosmetics(null, warn)).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
