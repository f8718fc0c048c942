// The billing forms' HTTP manners: who is posting (a signed-out browser goes to sign in and back), and the redirect
// back to the page with what happened in its query.
import type { Context } from 'hono';
import { ApiError } from '#contracts/errors.ts';
import { signInPath } from '#contracts/urls.ts';
import { viewerMay, type AppEnv, type Viewer } from '#access';

export const BILLING_PAGE = '/settings/billing';
export const CHECKOUT_PAGE = '/settings/billing/checkout';
export const AUTHENTICATE_PAGE = '/settings/billing/authenticate';

/** Buying and managing billing is for the website's signed-in session only: no token carries SESSION_ACCESS. */
export async function formViewer(c: Context<AppEnv>, back: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(back), 303);
  if (!viewerMay(resolution.viewer, 'SESSION_ACCESS')) throw new ApiError('auth_error', 'The token does not have the SESSION_ACCESS scope');
  return resolution.viewer;
}

export function back(c: Context<AppEnv>, page: string, params: Record<string, string> = {}): Response {
  const query = new URLSearchParams(params).toString();
  return c.redirect(query ? `${page}?${query}` : page, 303);
}
