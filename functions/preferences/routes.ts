// POST /_internal/theme: stores the theme preference in the color-mode cookie for pages that ship no JavaScript.
import { Hono } from 'hono';
import { z } from 'zod';
import { COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS, THEME_PREFERENCES } from '../contracts/theme.ts';
import type { AppEnv } from '../lib/env.ts';
import { parseWith } from '../lib/validation.ts';

const form = z.object({ theme: z.enum(THEME_PREFERENCES), back: z.string().optional() });

/** Only same-site paths: a redirect target from a form must not send people elsewhere. */
const safeBack = (back: string | undefined) => (back && back.startsWith('/') && !back.startsWith('//') ? back : '/');

export const preferenceRoutes = new Hono<AppEnv>().post('/theme', async (c) => {
  const { theme, back } = parseWith(form, await c.req.parseBody(), 'form');
  // Written by hand: Hono's cookie helper refuses the spec's ten-year lifetime (browsers clamp it to 400 days themselves).
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  c.header('Set-Cookie', `${COLOR_MODE_COOKIE}=${theme}; Max-Age=${COLOR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`);
  return c.redirect(safeBack(back), 303);
});
