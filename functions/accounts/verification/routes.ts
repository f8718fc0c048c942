// /_internal/auth/verify-email/resend: the verify page's form asking for a fresh verification mail.
import { signInPath } from '#contracts/urls.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { Hono } from 'hono';
import { viewerMay } from '#access';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { resendVerificationEmail } from './service.ts';

export const verificationRoutes = new Hono<AppEnv>()
  .post('/auth/verify-email/resend', async (c) => {
    const resolution = await c.var.viewer();
    if (!('viewer' in resolution)) return c.redirect(signInPath('/auth/verify-email'), 303);
    // A PAT cannot carry this restricted scope: only the person at the website asks for mail to their inbox.
    if (!viewerMay(resolution.viewer, 'USER_AUTH_WRITE')) throw new ApiError('auth_error', 'The token does not have the USER_AUTH_WRITE scope');
    const runtime = await c.var.runtime();
    const { config } = runtime;
    const sent = await resendVerificationEmail(runtime, resolution.viewer.userId, clientIp(c, config.TRUST_PROXY), requestLocale(c));
    return c.redirect(`/auth/verify-email?${new URLSearchParams({ resent: sent ? 'sent' : 'none' })}`, 303);
  });
