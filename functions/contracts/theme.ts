// Theme preferences and how the shown theme follows from them (spec §4 theme, §9 themes).
export { COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS } from './cookies.ts';
export const THEME_PREFERENCES = ['system', 'light', 'dark', 'oled', 'retro'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DARK_THEMES = ['dark', 'oled', 'retro'] as const;
export type DarkTheme = (typeof DARK_THEMES)[number];

export const DEFAULT_THEME: ThemePreference = 'system';

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value ?? '') ? (value as ThemePreference) : DEFAULT_THEME;
}

/** The preferred dark theme must be dark, OLED or retro; anything else, a missing one too, falls back to dark with a warning. */
export function validDarkTheme(value: unknown, warn: (message: string) => void = console.warn): DarkTheme {
  if (value === undefined || value === null) {
    warn('Preferred dark theme is not set; using dark.');
    return 'dark';
  }
  if ((DARK_THEMES as readonly unknown[]).includes(value)) return value as DarkTheme;
  warn(`Preferred dark theme "${String(value)}" is not one of ${DARK_THEMES.join(', ')}; using dark.`);
  return 'dark';
}

/** The theme shown: "system" follows the OS, whose dark side is the preferred dark theme. */
export function resolveTheme(preference: ThemePreference, systemPrefersLight: boolean, preferredDark: DarkTheme): Exclude<ThemePreference, 'system'> {
  if (preference !== 'system') return preference;
  return systemPrefersLight ? 'light' : preferredDark;
}

/** The preferred dark theme stored in the cosmetics cookie (JSON), read without a schema library for islands. */
export function preferredDarkFromCosmetics(cookieValue: string | null, warn?: (message: string) => void): DarkTheme {
  if (!cookieValue) return 'dark';
  try {
    const parsed: unknown = JSON.parse(cookieValue);
    return validDarkTheme(parsed && typeof parsed === 'object' ? (parsed as { preferredDarkTheme?: unknown }).preferredDarkTheme : undefined, warn);
  } catch {
    return 'dark';
  }
}

/**
 * The header's quick theme control (spec §4): what shows as light switches to the preferred dark theme, anything
 * else to light, and the result becomes the stored preference. "system" counts by what it shows; unknown is dark.
 */
export function cycledTheme(preference: ThemePreference, systemPrefersLight: boolean, preferredDark: DarkTheme): Exclude<ThemePreference, 'system'> {
  return resolveTheme(preference, systemPrefersLight, preferredDark) === 'light' ? preferredDark : 'light';
}
