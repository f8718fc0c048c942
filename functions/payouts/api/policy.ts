// Who may do what with creator money, decided here once: reading one's own balance and history needs PAYOUTS_READ,
// moving money PAYOUTS_WRITE (by API or by the revenue pages' forms); fees only need a caller. Nobody reads or moves another person's money through the API.
import type { Context } from 'hono';
import { ApiError } from '#contracts/errors.ts';
import { signInPath } from '#contracts/urls.ts';
import { requireViewer, viewerMay, type AppEnv, type Viewer } from '#access';

export const payoutReader = (c: Context<AppEnv>): Promise<Viewer> => requireViewer(c, 'PAYOUTS_READ');
export const payoutWriter = (c: Context<AppEnv>): Promise<Viewer> => requireViewer(c, 'PAYOUTS_WRITE');

/** Any valid credential, whatever its scopes. */
export async function anyCaller(c: Context<AppEnv>): Promise<Viewer> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) throw new ApiError('auth_error', 'Authentication is required for this route');
  return resolution.viewer;
}

/** The revenue pages' form posts: a signed-out browser goes to sign in and back; a credential without PAYOUTS_WRITE is refused. */
export async function formWriter(c: Context<AppEnv>, back: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(back), 303);
  if (!viewerMay(resolution.viewer, 'PAYOUTS_WRITE')) throw new ApiError('auth_error', 'The token does not have the PAYOUTS_WRITE scope');
  return resolution.viewer;
}
