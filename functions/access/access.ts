// Route-level access: read routes degrade a bad or under-scoped token to anonymous; write routes answer 401.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './sessions/cookie.ts';
import { resolveCookieViewer } from './sessions/http.ts';
import type { ScopeName } from '#contracts/scopes.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from './env.ts';
import { resolveViewer, viewerMay, type Viewer, type ViewerResolution } from './viewer.ts';

/**
 * The website's session cookie counts on /_internal, where cookie-authenticated changes are CSRF-checked, and for
 * fetching files under /cdn: a read changes nothing, and a member's download link of a hidden project must work.
 */
const acceptsSessionCookie = (c: Context<AppEnv>) =>
  c.req.path.startsWith('/_internal/') || (c.req.path.startsWith('/cdn/') && (c.req.method === 'GET' || c.req.method === 'HEAD'));

/** Installs the per-request, memoised viewer resolver. */
export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  let pending: Promise<ViewerResolution> | undefined;
  c.set('viewer', () => {
    pending ??= c.var.runtime().then(({ db, config }) => {
      const authorization = c.req.header('authorization');
      const cookie = !authorization && acceptsSessionCookie(c) ? getCookie(c, SESSION_COOKIE) : undefined;
      return cookie ? resolveCookieViewer(c, db, config.publicUrl, cookie) : resolveViewer(db, authorization);
    });
    return pending;
  });
  await next();
};

/** The caller if their token is valid and carries the scope; anonymous (null) otherwise. */
export async function optionalViewer(c: Context<AppEnv>, scopeName: ScopeName): Promise<Viewer | null> {
  const resolution = await c.var.viewer();
  return 'viewer' in resolution && viewerMay(resolution.viewer, scopeName) ? resolution.viewer : null;
}

const FAILURE_TEXT = {
  missing: 'Authentication is required for this route',
  invalid: 'The provided token is invalid',
  expired: 'The provided token has expired',
  unknown_kind: 'The provided authorization is not a Kiln token',
} as const;

export async function requireViewer(c: Context<AppEnv>, scopeName: ScopeName): Promise<Viewer> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) throw new ApiError('auth_error', FAILURE_TEXT[resolution.failure]);
  if (!viewerMay(resolution.viewer, scopeName)) {
    throw new ApiError('auth_error', `The token does not have the ${scopeName} scope`);
  }
  return resolution.viewer;
}
