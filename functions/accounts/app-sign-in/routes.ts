// /_internal/app-sign-in/*: the desktop app's sign-in through the browser (docs/app-sign-in.md) — start, agree or
// cancel (the person, in the browser), and the code exchange (the app).
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { cookieIsSecure, createSession, requireViewer, type AppEnv } from '#access';
import { APP_SIGN_IN_LIFETIME_MS, appSignInStartQuery, appSignInTokenBody } from '#contracts/app-sign-in.ts';
import { clientIp } from '#lib/client-ip.ts';
import { validForm, validJson, validQuery } from '#lib/validation.ts';
import { agreeAppSignIn, cancelAppSignIn, exchangeAppCode, startAppSignIn, waitingAppSignIn } from './service.ts';

/** The browser's side of a hand-off; HttpOnly, so page scripts never see it. */
export const APP_SIGN_IN_COOKIE = 'kiln_app_sign_in';
export const APP_SIGN_IN_PAGE = '/auth/app';
const LAPSED = `${APP_SIGN_IN_PAGE}?error=lapsed`;

async function setHandOffCookie(c: Context<AppEnv>, secret: string): Promise<void> {
  const { config } = await c.var.runtime();
  setCookie(c, APP_SIGN_IN_COOKIE, secret, {
    path: '/', httpOnly: true, sameSite: 'Lax', secure: cookieIsSecure(config.publicUrl), maxAge: APP_SIGN_IN_LIFETIME_MS / 1000,
  });
}

const clearHandOffCookie = (c: Context<AppEnv>) => deleteCookie(c, APP_SIGN_IN_COOKIE, { path: '/' });

/**
 * Where a completed sign-in goes while the browser carries a live hand-off: back to the app's confirmation page,
 * whichever way the person signed in (password, code, provider, reset, sign-up). Null otherwise.
 */
export async function appSignInStop(c: Context<AppEnv>): Promise<string | null> {
  const secret = getCookie(c, APP_SIGN_IN_COOKIE);
  if (!secret) return null;
  const { db } = await c.var.runtime();
  return (await waitingAppSignIn(db, secret)) ? APP_SIGN_IN_PAGE : null;
}

export const appSignInRoutes = new Hono<AppEnv>()
  .get('/app-sign-in/start', async (c) => {
    const start = validQuery(c, appSignInStartQuery);
    const { db } = await c.var.runtime();
    await setHandOffCookie(c, await startAppSignIn(db, start));
    return c.redirect(APP_SIGN_IN_PAGE, 303);
  })
  .post('/app-sign-in/agree', async (c) => {
    await validForm(c, z.object({}));
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { db } = await c.var.runtime();
    const answer = await agreeAppSignIn(db, viewer.userId, getCookie(c, APP_SIGN_IN_COOKIE));
    clearHandOffCookie(c);
    return c.redirect(answer ?? LAPSED, 303);
  })
  .post('/app-sign-in/cancel', async (c) => {
    await validForm(c, z.object({}));
    const { db } = await c.var.runtime();
    const answer = await cancelAppSignIn(db, getCookie(c, APP_SIGN_IN_COOKIE));
    clearHandOffCookie(c);
    return c.redirect(answer ?? LAPSED, 303);
  })
  .post('/app-sign-in/token', async (c) => {
    const input = await validJson(c, appSignInTokenBody);
    const { db, config } = await c.var.runtime();
    const userId = await exchangeAppCode(db, input.code, input.code_verifier);
    const session = await createSession(db, userId, { userAgent: c.req.header('user-agent'), ip: clientIp(c, config.TRUST_PROXY) });
    return c.json({ token: session.token, user_id: userId, expires: session.expires.toISOString() });
  });
