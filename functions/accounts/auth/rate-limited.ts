// The answer to a throttled sign-in (or sign-up) attempt: scripts get the API's 429, a browser posting the form gets the form back with the wait.
import type { Context } from 'hono';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { backToForm } from './redirects.ts';

export function rateLimitedAnswer(c: Context<AppEnv>, retryAfterMs: number, keep: Record<string, string | undefined> = {}, form = '/auth/sign-in'): Response {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  if (!(c.req.header('accept') ?? '').includes('text/html')) {
    throw new ApiError('ratelimit_error', `Too many failed sign-in attempts, retry after ${retryAfterMs} milliseconds`);
  }
  return c.redirect(backToForm(form, 'rateLimited', { retry: String(Math.ceil(retryAfterMs / 1000)), ...keep }), 303);
}
