// Who is posting a staff or notice form: a signed-out browser goes to sign in and comes back to the page; what the
// person may do is the services' to decide, as on the API.
import type { Context } from 'hono';
import { signInPath } from '#contracts/urls.ts';
import type { AppEnv, Viewer } from '#access';

export async function formCaller(c: Context<AppEnv>, back: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(back), 303);
  return resolution.viewer;
}

export function back(c: Context<AppEnv>, page: string, params: Record<string, string> = {}, fragment = ''): Response {
  const query = new URLSearchParams(params).toString();
  return c.redirect(`${page}${query ? `?${query}` : ''}${fragment}`, 303);
}
