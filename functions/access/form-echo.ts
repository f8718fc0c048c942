// Hands what a person typed back to the page of a refused form post, for that page's next view (#contracts/form-echo.ts).
import type { Context } from 'hono';
import { encodeFormEcho, FORM_ECHO_COOKIE, FORM_ECHO_MAX_AGE_SECONDS, type EchoValues } from '#contracts/form-echo.ts';
import type { AppEnv } from './env.ts';
import { cookieIsSecure } from './sessions/cookie.ts';

/** Sets the echo cookie for `page` only; leave passwords, codes and files out of `values`. */
export async function echoForm(c: Context<AppEnv>, page: string, form: string, values: EchoValues): Promise<void> {
  const { config } = await c.var.runtime();
  const secure = cookieIsSecure(config.publicUrl) ? '; Secure' : '';
  const value = encodeFormEcho({ form, values });
  c.header('Set-Cookie', `${FORM_ECHO_COOKIE}=${value}; Path=${page}; Max-Age=${FORM_ECHO_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`, { append: true });
}
