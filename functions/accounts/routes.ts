// /_internal/auth/*: the plain-HTML form posts behind the sign-up, sign-in and sign-out screens, answering 303s.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/env.ts';
import { ApiError } from '../lib/errors.ts';
import { clientIp } from '../lib/client-ip.ts';
import { parseWith } from '../lib/validation.ts';
import { clearSessionCookie, currentSessionId, startSession } from '../sessions/http.ts';
import { revokeSession } from '../sessions/store.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { backToForm } from './redirects.ts';
import { checkCredentials, signUp } from './service.ts';

const text = z.string().max(1024).default('');
const signUpForm = z.object({ username: text, email: text, password: text, confirm: text, subscribe: z.string().optional(), redirect: z.string().optional() });
const signInForm = z.object({ identifier: text, password: text, redirect: z.string().optional() });

/** Scripts asking for JSON get the API's 429; a browser posting the form gets the form back with the wait. */
function rateLimited(c: Context<AppEnv>, retryAfterMs: number, redirect: string | undefined) {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  if (!(c.req.header('accept') ?? '').includes('text/html')) {
    throw new ApiError('ratelimit_error', `Too many failed sign-in attempts, retry after ${retryAfterMs} milliseconds`);
  }
  return c.redirect(backToForm('/auth/sign-in', 'rateLimited', { retry: String(Math.ceil(retryAfterMs / 1000)), redirect }), 303);
}

export const accountRoutes = new Hono<AppEnv>()
  .post('/auth/sign-up', async (c) => {
    const form = parseWith(signUpForm, await c.req.parseBody(), 'form');
    const { db } = await c.var.runtime();
    const outcome = await signUp(db, { ...form, subscribe: form.subscribe === 'on' || form.subscribe === 'true' });
    if ('error' in outcome) return c.redirect(backToForm('/auth/sign-up', outcome.error, { username: form.username.slice(0, 39), redirect: form.redirect }), 303);
    await startSession(c, outcome.ok.userId);
    const next = safeRedirect(form.redirect, '');
    return c.redirect(next ? `/auth/welcome?${new URLSearchParams({ redirect: next })}` : '/auth/welcome', 303);
  })
  .post('/auth/sign-in', async (c) => {
    const form = parseWith(signInForm, await c.req.parseBody(), 'form');
    const { db, config } = await c.var.runtime();
    const outcome = await checkCredentials(db, form.identifier, form.password, clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) {
      if (outcome.retryAfterMs) return rateLimited(c, outcome.retryAfterMs, form.redirect);
      return c.redirect(backToForm('/auth/sign-in', outcome.error, { redirect: form.redirect }), 303);
    }
    await startSession(c, outcome.ok.userId);
    return c.redirect(safeRedirect(form.redirect), 303);
  })
  .post('/auth/sign-out', async (c) => {
    const sessionId = currentSessionId(c);
    const resolution = await c.var.viewer();
    if (sessionId && 'viewer' in resolution) {
      const { db } = await c.var.runtime();
      await revokeSession(db, resolution.viewer.userId, sessionId);
    }
    await clearSessionCookie(c);
    return c.redirect('/', 303);
  });
