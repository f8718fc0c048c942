// The theme preference shared by every island: stored in the color-mode cookie and applied as a class on <html>.
import { atom } from 'nanostores';
import { COSMETICS_COOKIE } from '../../../../../functions/contracts/cookies.ts';
import {
  COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS, parseThemePreference, preferredDarkFromCosmetics, resolveTheme, type ThemePreference,
} from '../../../../../functions/contracts/theme.ts';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

/** Starts as the server rendered it ("system"); the switcher loads the cookie after hydrating, so markup matches. */
export const themePreference = atom<ThemePreference>('system');

export const loadThemePreference = () => themePreference.set(parseThemePreference(readCookie(COLOR_MODE_COOKIE)));

/** The theme actually shown: "system" follows the operating system (an unknown answer counts as dark). */
export function activeTheme(preference: ThemePreference): Exclude<ThemePreference, 'system'> {
  const prefersLight = window.matchMedia('(prefers-color-scheme: light)').matches;
  return resolveTheme(preference, prefersLight, preferredDarkFromCosmetics(readCookie(COSMETICS_COOKIE)));
}

export function applyTheme(preference: ThemePreference): void {
  const root = document.documentElement;
  root.classList.remove('light-mode', 'dark-mode', 'oled-mode', 'retro-mode');
  root.classList.add(`${activeTheme(preference)}-mode`);
  root.style.colorScheme = activeTheme(preference) === 'light' ? 'light' : 'dark';
}

export function setThemePreference(preference: ThemePreference): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COLOR_MODE_COOKIE}=${preference}; Max-Age=${COLOR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  themePreference.set(preference);
  applyTheme(preference);
}
