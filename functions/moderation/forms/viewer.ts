// The caller of a moderation form post: a signed-out browser goes to sign in and back; a credential without the scope is refused as on the API.
import type { Context } from 'hono';
import { viewerMay, type AppEnv, type Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import type { ScopeName } from '#contracts/scopes.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { signInPath } from '#contracts/urls.ts';

export async function formViewer(c: Context<AppEnv>, scope: ScopeName, back: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(back), 303);
  if (!viewerMay(resolution.viewer, scope)) throw new ApiError('auth_error', `The token does not have the ${scope} scope`);
  return resolution.viewer;
}

/** A same-site page with query parameters set (a status or an error), and an optional fragment. */
export function pageWith(target: string | undefined, fallback: string, params: Record<string, string>, fragment = ''): string {
  const url = new URL(safeRedirect(target, fallback), 'http://site.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${fragment}`;
}
