// Completing a sign-in once the password (or a provider) is proven: a session, or for two-factor accounts the code step first.
import type { Context } from 'hono';
import type { AppEnv } from '#access';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { cookieIsSecure } from '#access';
import { startSession } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { issuePendingSignIn, PENDING_SIGN_IN_LIFETIME_MS } from '../two-factor/pending-sign-in.ts';
import { twoFactorIsEnabled } from '../two-factor/service.ts';
import { appSignInStop } from '../app-sign-in/routes.ts';
import { accountIsBanned } from './bans.ts';

/** Carries the pending sign-in from the password step to the code step; HttpOnly, so page scripts never see it. */
export const PENDING_SIGN_IN_COOKIE = 'kiln_pending_sign_in';

export function codeStepPath(redirect?: string, extra: Record<string, string> = {}): string {
  const target = safeRedirect(redirect, '');
  return `/auth/sign-in?${new URLSearchParams({ step: 'two-factor', ...extra, ...(target ? { redirect: target } : {}) })}`;
}

function pendingCookie(token: string, publicUrl: string, maxAgeSeconds: number): string {
  const secure = cookieIsSecure(publicUrl) ? '; Secure' : '';
  return `${PENDING_SIGN_IN_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export async function clearPendingSignInCookie(c: Context<AppEnv>): Promise<void> {
  const { config } = await c.var.runtime();
  c.header('Set-Cookie', pendingCookie('', config.publicUrl, 0), { append: true });
}

/**
 * Every way in (password, password reset, external providers) ends here, so none of them can skip the second factor
 * or a ban.
 * Answers the 303 the form expects: to `redirect` (same-site only) with a session, or to the code step without one.
 */
export async function finishSignIn(c: Context<AppEnv>, userId: string, redirect?: string): Promise<Response> {
  const { db, config } = await c.var.runtime();
  if (await accountIsBanned(db, userId)) return c.redirect('/auth/sign-in?error=banned', 303);
  if (await twoFactorIsEnabled(db, userId)) {
    const token = await issuePendingSignIn(db, userId, clientIp(c, config.TRUST_PROXY));
    c.header('Set-Cookie', pendingCookie(token, config.publicUrl, PENDING_SIGN_IN_LIFETIME_MS / 1000), { append: true });
    return c.redirect(codeStepPath(redirect), 303);
  }
  await startSession(c, userId);
  return c.redirect((await appSignInStop(c)) ?? safeRedirect(redirect), 303);
}
