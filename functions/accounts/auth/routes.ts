// /_internal/auth/*: the plain-HTML form posts behind the sign-up, sign-in (password or emailed link) and sign-out screens, answering 303s.
import { Hono } from 'hono';
import { requestLocale } from '#lib/request-locale.ts';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { validForm } from '#lib/validation.ts';
import { clearSessionCookie, currentSessionId, echoForm, startSession } from '#access';
import { finishSignIn } from './finish-sign-in.ts';
import { rateLimitedAnswer } from './rate-limited.ts';
import { revokeSession } from '#access';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { backToForm } from './redirects.ts';
import { checkCredentials, signUp } from './service.ts';
import { consumeSignInLink } from './sign-in-link.ts';
import { inBackground } from '#lib/background.ts';
import { appSignInStop } from '../app-sign-in/routes.ts';

const text = z.string().max(1024).default('');
const signUpForm = z.object({ username: text, email: text, password: text, confirm: text, subscribe: z.string().optional(), redirect: z.string().optional() });
const signInForm = z.object({ identifier: text, password: text, redirect: z.string().optional() });
const signInLinkForm = z.object({ flow: text });

export const accountRoutes = new Hono<AppEnv>()
  .post('/auth/sign-up', async (c) => {
    const form = await validForm(c, signUpForm);
    const runtime = await c.var.runtime();
    const outcome = await signUp(runtime, { ...form, subscribe: form.subscribe === 'on' || form.subscribe === 'true' }, clientIp(c, runtime.config.TRUST_PROXY), requestLocale(c));
    if ('error' in outcome) await echoForm(c, '/auth/sign-up', 'sign-up', { username: form.username, email: form.email, subscribe: form.subscribe ?? '' });
    if ('error' in outcome && outcome.retryAfterMs) return rateLimitedAnswer(c, outcome.retryAfterMs, { redirect: form.redirect }, '/auth/sign-up');
    if ('error' in outcome) return c.redirect(backToForm('/auth/sign-up', outcome.error, { username: form.username.slice(0, 39), redirect: form.redirect }), 303);
    await startSession(c, outcome.ok.userId);
    const next = (await appSignInStop(c)) ?? safeRedirect(form.redirect, '');
    return c.redirect(next ? `/auth/welcome?${new URLSearchParams({ redirect: next })}` : '/auth/welcome', 303);
  })
  .post('/auth/sign-in', async (c) => {
    const form = await validForm(c, signInForm);
    const runtime = await c.var.runtime();
    const outcome = await checkCredentials(runtime, form.identifier, form.password, clientIp(c, runtime.config.TRUST_PROXY), requestLocale(c));
    if ('error' in outcome) {
      await echoForm(c, '/auth/sign-in', 'sign-in', { identifier: form.identifier });
      if ('retryAfterMs' in outcome && outcome.retryAfterMs) return rateLimitedAnswer(c, outcome.retryAfterMs, { redirect: form.redirect });
      // After the answer, like a reset mail: the time taken to mail must not tell a right password from a wrong one.
      if ('mailing' in outcome) inBackground(c, outcome.mailing, 'Sign-in link mail');
      return c.redirect(backToForm('/auth/sign-in', outcome.error, { redirect: form.redirect }), 303);
    }
    return finishSignIn(c, outcome.ok.userId, form.redirect);
  })
  .post('/auth/sign-in/link', async (c) => {
    const form = await validForm(c, signInLinkForm);
    const { db } = await c.var.runtime();
    const userId = await consumeSignInLink(db, form.flow);
    if (!userId) return c.redirect(backToForm('/auth/sign-in', 'linkInvalid'), 303);
    return finishSignIn(c, userId, '/');
  })
  .post('/auth/sign-out', async (c) => {
    const sessionId = currentSessionId(c);
    const resolution = await c.var.viewer();
    if (sessionId && 'viewer' in resolution) {
      const { db } = await c.var.runtime();
      await revokeSession(db, resolution.viewer.userId, sessionId);
    }
    await clearSessionCookie(c);
    // Signing out to sign the desktop app in as someone else goes on with the app's sign-in.
    return c.redirect((await appSignInStop(c)) ?? '/', 303);
  });
