// /_internal/auth/*: the plain-HTML form posts behind the sign-up, sign-in and sign-out screens, answering 303s.
import { Hono } from 'hono';
import { requestLocale } from '#lib/request-locale.ts';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { parseWith } from '#lib/validation.ts';
import { clearSessionCookie, currentSessionId, startSession } from '#access';
import { finishSignIn } from './finish-sign-in.ts';
import { rateLimitedAnswer } from './rate-limited.ts';
import { revokeSession } from '#access';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { backToForm } from './redirects.ts';
import { checkCredentials, signUp } from './service.ts';

const text = z.string().max(1024).default('');
const signUpForm = z.object({ username: text, email: text, password: text, confirm: text, subscribe: z.string().optional(), redirect: z.string().optional() });
const signInForm = z.object({ identifier: text, password: text, redirect: z.string().optional() });

export const accountRoutes = new Hono<AppEnv>()
  .post('/auth/sign-up', async (c) => {
    const form = parseWith(signUpForm, await c.req.parseBody(), 'form');
    const runtime = await c.var.runtime();
    const outcome = await signUp(runtime, { ...form, subscribe: form.subscribe === 'on' || form.subscribe === 'true' }, clientIp(c, runtime.config.TRUST_PROXY), requestLocale(c));
    if ('error' in outcome && outcome.retryAfterMs) return rateLimitedAnswer(c, outcome.retryAfterMs, { redirect: form.redirect }, '/auth/sign-up');
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
      if (outcome.retryAfterMs) return rateLimitedAnswer(c, outcome.retryAfterMs, { redirect: form.redirect });
      return c.redirect(backToForm('/auth/sign-in', outcome.error, { redirect: form.redirect }), 303);
    }
    return finishSignIn(c, outcome.ok.userId, form.redirect);
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
