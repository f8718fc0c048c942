// CSRF defence for cookie-authenticated mutations (and sign-in forms): the request must come from the site's own origin.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '../env.ts';
import { SESSION_COOKIE } from './cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(c: Context, publicUrl: string): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return origin === new URL(publicUrl).origin || origin === new URL(c.req.url).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/**
 * Bearer-token requests are not at risk (a browser never attaches the token on its own). The auth forms are
 * checked even without a cookie, so no other site can sign a visitor in to an account of its choosing.
 */
export const sameOriginMutations: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization')) return next();
  if (getCookie(c, SESSION_COOKIE) === undefined && !c.req.path.startsWith('/_internal/auth/')) return next();
  const { config } = await c.var.runtime();
  if (!sameOrigin(c, config.publicUrl)) throw new ApiError('auth_error', 'Cross-site requests are not allowed here');
  return next();
};
