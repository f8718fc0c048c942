// Sessions at the HTTP edge: starting one (cookie set), resolving the cookie to a viewer, and which session is asking.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '#db/client.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { hashToken } from '../tokens.ts';
import type { ViewerResolution } from '../viewer.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '#lib/client-ip.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { serializeClearedCookie, serializeSessionCookie, SESSION_COOKIE } from './cookie.ts';
import { createSession, endSessionOfToken, validateSession } from './store.ts';

/**
 * Every sign-in gets a new token and ends the one the browser already held (ASVS session rotation), so a token
 * planted or copied before the sign-in is worth nothing after it.
 */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const { db, config } = await c.var.runtime();
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await endSessionOfToken(db, previous);
  const session = await createSession(db, userId, { userAgent: c.req.header('user-agent'), ip: clientIp(c, config.TRUST_PROXY), locale: requestLocale(c) });
  c.header('Set-Cookie', serializeSessionCookie(session.token, config.publicUrl, session.expires), { append: true });
}

/** After a change to how the account signs in (password, two-factor), the browser's session gets a fresh token too. */
export async function rotateCookieSession(c: Context<AppEnv>, userId: string): Promise<void> {
  if (getCookie(c, SESSION_COOKIE) !== undefined && !c.req.header('authorization')) await startSession(c, userId);
}

export async function clearSessionCookie(c: Context<AppEnv>): Promise<void> {
  const { config } = await c.var.runtime();
  c.header('Set-Cookie', serializeClearedCookie(config.publicUrl), { append: true });
}

/** A cookie session is a full-scope viewer; a renewed one gets its cookie sent again with the later expiry. */
export async function resolveCookieViewer(c: Context<AppEnv>, db: Db, publicUrl: string, token: string): Promise<ViewerResolution> {
  const session = await validateSession(db, token);
  if (!session) {
    c.header('Set-Cookie', serializeClearedCookie(publicUrl), { append: true });
    return { failure: 'invalid' };
  }
  if (session.renewed) c.header('Set-Cookie', serializeSessionCookie(token, publicUrl, session.expires), { append: true });
  return { viewer: { userId: session.userId, role: session.role, scopes: ALL_SCOPES, via: 'session' } };
}

/** The id of the session making this request, by cookie or by an mra_ bearer token; null for PATs. */
export function currentSessionId(c: Context<AppEnv>): string | null {
  const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '').trim();
  const token = bearer || getCookie(c, SESSION_COOKIE);
  return token?.startsWith('mra_') ? hashToken(token) : null;
}
