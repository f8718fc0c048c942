// Reads, once, what a refused form post handed back to this page (#contracts/form-echo.ts): the values to re-render.
import type { AstroGlobal } from 'astro';
import { decodeFormEcho, FORM_ECHO_COOKIE, type EchoValues, type FormEcho } from '#contracts/form-echo.ts';

/** The echo for this page, removed as it is read so a reload shows the stored values again. */
export function takeFormEcho(astro: AstroGlobal): FormEcho | null {
  const raw = astro.cookies.get(FORM_ECHO_COOKIE)?.value;
  if (raw === undefined) return null;
  astro.cookies.delete(FORM_ECHO_COOKIE, { path: astro.url.pathname });
  return decodeFormEcho(raw);
}

/** The values of one form of the page, when the echo is for that form. */
export const echoFor = (echo: FormEcho | null, form: string): EchoValues | undefined => (echo?.form === form ? echo.values : undefined);
