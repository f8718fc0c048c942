// The language of a server-rendered page: ?hl=, else the locale cookie, else the browser's languages, else en-US.
import type { AstroGlobal } from 'astro';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, formatLocaleOf, isLocale, localeFromAcceptLanguage } from '#contracts/locales.ts';
import { translatorFor } from './translator.ts';

/** ?hl=de and ?hl=de-DE both mean German. */
export function localeFromParam(hl: string | null): string | null {
  if (!hl) return null;
  return isLocale(hl) ? hl : localeFromAcceptLanguage(hl);
}

export interface PageLanguage {
  locale: string;
  /** What numbers, money and dates are formatted with (Intl): the locale, or the real one a playful language borrows. */
  formatLocale: string;
  t: ReturnType<typeof translatorFor>;
  /** hreflang alternates for the page, or none on pre-rendered pages (they cannot vary by query). */
  alternates: { hreflang: string; href: string }[];
}

const cache = new WeakMap<Request, PageLanguage>();

export function pageLanguage(astro: Pick<AstroGlobal, 'request' | 'url' | 'cookies' | 'isPrerendered'>): PageLanguage {
  const cached = cache.get(astro.request);
  if (cached) return cached;
  let language: PageLanguage;
  if (astro.isPrerendered) {
    language = { locale: DEFAULT_LOCALE, formatLocale: DEFAULT_LOCALE, t: translatorFor(DEFAULT_LOCALE), alternates: [] };
  } else {
    const cookie = astro.cookies.get(LOCALE_COOKIE)?.value;
    const locale = localeFromParam(astro.url.searchParams.get('hl'))
      ?? (isLocale(cookie) ? cookie : null)
      ?? localeFromAcceptLanguage(astro.request.headers.get('accept-language'))
      ?? DEFAULT_LOCALE;
    const href = (code: string | null) => {
      const url = new URL(astro.url);
      if (code) url.searchParams.set('hl', code);
      else url.searchParams.delete('hl');
      return url.toString();
    };
    language = {
      locale,
      formatLocale: formatLocaleOf(locale),
      t: translatorFor(locale),
      alternates: [
        ...LOCALES.map((entry) => ({ hreflang: entry.code, href: href(entry.code === DEFAULT_LOCALE ? null : entry.code) })),
        { hreflang: 'x-default', href: href(null) },
      ],
    };
  }
  cache.set(astro.request, language);
  return language;
}
