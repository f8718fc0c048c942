// The language a request prefers, as pages choose theirs: the fixed locale cookie, else the browser's languages.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from '#contracts/locales.ts';

export function requestLocale(c: Context): string | null {
  const fixed = getCookie(c, LOCALE_COOKIE);
  return isLocale(fixed) ? fixed : localeFromAcceptLanguage(c.req.header('accept-language'));
}
