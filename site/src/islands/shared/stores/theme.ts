// The theme preference shared by every island: stored in the color-mode cookie and applied as a class on <html>.
import { atom } from 'nanostores';
import {
  COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS, parseThemePreference, type ThemePreference,
} from '../../../../../functions/contracts/theme.ts';

function readCookie(): ThemePreference {
  if (typeof document === 'undefined') return 'system';
  const match = document.cookie.match(new RegExp(`(?:^|; )${COLOR_MODE_COOKIE}=([^;]*)`));
  return parseThemePreference(match ? decodeURIComponent(match[1] ?? '') : null);
}

export const themePreference = atom<ThemePreference>(readCookie());

/** The theme actually shown: "system" follows the operating system (an unknown answer counts as dark). */
export function activeTheme(preference: ThemePreference): Exclude<ThemePreference, 'system'> {
  if (preference !== 'system') return preference;
  return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
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
