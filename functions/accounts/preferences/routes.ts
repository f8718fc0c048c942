// Preference cookies set by plain forms, for pages that ship no JavaScript: the theme and the cosmetics flags.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COSMETICS_COOKIE, COSMETICS_MAX_AGE_SECONDS, parseCosmetics, serializeCosmetics } from '#contracts/cosmetics.ts';
import { LOCALE_COOKIE, LOCALE_MAX_AGE_SECONDS } from '#contracts/cookies.ts';
import { z } from 'zod';
import { COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS, DARK_THEMES, THEME_PREFERENCES, cycledTheme, parseThemePreference } from '#contracts/theme.ts';
import { currentSessionId, setSessionLocale, type AppEnv } from '#access';
import { localeFromAcceptLanguage } from '#contracts/locales.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validForm } from '#lib/validation.ts';

/** "cycle" is the header's quick control: light ↔ dark from what shows now (spec §4). */
const form = z.object({ theme: z.enum([...THEME_PREFERENCES, 'cycle']), back: z.string().optional() });


/** A checkbox posts "true" when ticked; a hidden "false" before it stands in when it is not (the last value wins). */
const flag = z.union([z.enum(['true', 'false']), z.array(z.enum(['true', 'false']))])
  .transform((value) => (Array.isArray(value) ? value.at(-1)! : value) === 'true')
  .optional();

const cosmeticsForm = z.object({
  hideKilnAppPromos: flag,
  externalLinksNewTab: flag,
  rightSearchLayout: flag,
  leftContentLayout: flag,
  advancedRendering: flag,
  notUsingBlockers: flag,
  hideStagingBanner: flag,
  preferredDarkTheme: z.enum(DARK_THEMES).optional(),
  back: z.string().optional(),
});

/** A BCP 47 tag such as en-US or es-419, or "auto" to follow the browser's languages again. */
const localeForm = z.object({ locale: z.string().regex(/^(auto|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?)$/), back: z.string().optional() });

export const preferenceRoutes = new Hono<AppEnv>()
  .post('/locale', async (c) => {
    const { locale, back } = await validForm(c, localeForm);
    const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
    const maxAge = locale === 'auto' ? 0 : LOCALE_MAX_AGE_SECONDS;
    c.header('Set-Cookie', `${LOCALE_COOKIE}=${locale === 'auto' ? '' : locale}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`);
    // Signed in, the choice also decides the language of the mails others' actions send (a moderator's decision).
    const sessionId = currentSessionId(c);
    if (sessionId) {
      await setSessionLocale((await c.var.runtime()).db, sessionId, locale === 'auto' ? localeFromAcceptLanguage(c.req.header('accept-language')) : locale);
    }
    return c.redirect(safeRedirect(back), 303);
  })
  .post('/cosmetics', async (c) => {
    const { back, preferredDarkTheme, ...flags } = await validForm(c, cosmeticsForm, { all: true });
    const cosmetics = parseCosmetics(getCookie(c, COSMETICS_COOKIE));
    for (const [key, value] of Object.entries(flags)) {
      if (value !== undefined) cosmetics[key as keyof typeof flags] = value;
    }
    if (preferredDarkTheme) cosmetics.preferredDarkTheme = preferredDarkTheme;
    const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
    c.header('Set-Cookie', `${COSMETICS_COOKIE}=${serializeCosmetics(cosmetics)}; Max-Age=${COSMETICS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`);
    return c.redirect(safeRedirect(back), 303);
  })
  .post('/theme', async (c) => {
  const { theme: chosen, back } = await validForm(c, form);
  // Without a script the server cannot see the system's colours unless the browser tells (a client hint).
  const theme = chosen !== 'cycle' ? chosen : cycledTheme(
    parseThemePreference(getCookie(c, COLOR_MODE_COOKIE)),
    c.req.header('sec-ch-prefers-color-scheme') === 'light',
    parseCosmetics(getCookie(c, COSMETICS_COOKIE)).preferredDarkTheme,
  );
  // Written by hand: Hono's cookie helper refuses the spec's ten-year lifetime (browsers clamp it to 400 days themselves).
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  c.header('Set-Cookie', `${COLOR_MODE_COOKIE}=${theme}; Max-Age=${COLOR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`);
  return c.redirect(safeRedirect(back), 303);
});
