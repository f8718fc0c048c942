// Who is calling the servers API: any valid credential (the scopes a server needs are checked with its access).
import type { Context } from 'hono';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv, Viewer } from '#access';

export async function caller(c: Context<AppEnv>): Promise<Viewer> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) throw new ApiError('auth_error', 'Authentication is required for this route');
  return resolution.viewer;
}
