// /_internal/profile*: the public-profile settings form (multipart, works without JavaScript), answering 303s.
import { Hono, type Context } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { z } from 'zod';
import { viewerMay, type Viewer } from '#access';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { signInPath } from '#contracts/urls.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { validForm } from '#lib/validation.ts';
import { removeOwnAvatar, saveProfileForm, type ProfileFormProblem } from './service.ts';

export const PROFILE_PAGE = '/settings/profile';

const formBody = z.object({
  username: z.string().max(1024).default(''),
  bio: z.string().max(4096).default(''),
  avatar: z.union([z.instanceof(File), z.string()]).optional(),
});

/** A signed-out browser is sent to sign in and back; a credential without the scope is refused as on the API. */
async function formViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return null;
  if (!viewerMay(resolution.viewer, 'USER_WRITE')) throw new ApiError('auth_error', 'The token does not have the USER_WRITE scope');
  return resolution.viewer;
}

/** What was typed comes back with the error, so nobody has to type their bio twice. */
const backWith = (c: Context<AppEnv>, error: ProfileFormProblem, keep: Record<string, string> = {}) =>
  c.redirect(`${PROFILE_PAGE}?${new URLSearchParams({ error, ...keep })}`, 303);

/** Room for the text fields and multipart framing around the largest avatar; the unread rest closes the connection. */
const formLimit = uploadLimit(ICON_MAX_BYTES + 16 * 1024, (c) => {
  c.header('Connection', 'close');
  return backWith(c as Context<AppEnv>, 'imageTooLarge');
});

export const profileRoutes = new Hono<AppEnv>()
  .post('/profile', formLimit, async (c) => {
    const viewer = await formViewer(c);
    if (!viewer) return c.redirect(signInPath(PROFILE_PAGE), 303);
    const form = await validForm(c, formBody);
    // Browsers send an empty, unnamed file part when no file was chosen.
    const file = form.avatar instanceof File && form.avatar.size > 0 ? form.avatar : null;
    const avatar = file ? new Uint8Array(await file.arrayBuffer()) : null;
    const problem = await saveProfileForm(await c.var.runtime(), viewer, { username: form.username.trim(), bio: form.bio, avatar });
    if (problem) return backWith(c, problem, { username: form.username.slice(0, 64), bio: form.bio.slice(0, 512) });
    return c.redirect(`${PROFILE_PAGE}?saved=1`, 303);
  })
  .post('/profile/avatar/remove', async (c) => {
    const viewer = await formViewer(c);
    if (!viewer) return c.redirect(signInPath(PROFILE_PAGE), 303);
    await removeOwnAvatar(await c.var.runtime(), viewer);
    return c.redirect(`${PROFILE_PAGE}?saved=avatarRemoved`, 303);
  });
