// Theme preferences and the color-mode cookie (spec §4 theme, §9 cookies and themes).
export const THEME_PREFERENCES = ['system', 'light', 'dark', 'oled', 'retro'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DARK_THEMES = ['dark', 'oled', 'retro'] as const;
export type DarkTheme = (typeof DARK_THEMES)[number];

export const COLOR_MODE_COOKIE = 'color-mode';
export const COLOR_MODE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
export const DEFAULT_THEME: ThemePreference = 'system';

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value ?? '') ? (value as ThemePreference) : DEFAULT_THEME;
}
