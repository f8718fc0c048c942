// HTTP routes for v2 users (api-compat §user-routes): reads, profile edits, the icon upload and removal, and account deletion.
import { Hono } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { optionalViewer, requireViewer } from '#access';
import type { AppEnv } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { iconQuery, userPatchBody } from '#contracts/user-profile.ts';
import { badRequest } from '#contracts/errors.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import * as users from './service.ts';
import { deleteUser } from './delete.ts';
import { PROFILE_PROBLEM_TEXT, removeAvatar, replaceAvatar, updateProfile } from './edits.ts';

/**
 * Modrinth reads at most 256 KiB of an icon and answers a larger one with a 400, not a 413. The unread rest of the
 * body is still on the connection, so it is closed rather than reused for the client's next request.
 */
const iconLimit = uploadLimit(ICON_MAX_BYTES, (c) => {
  c.header('Connection', 'close');
  throw badRequest(PROFILE_PROBLEM_TEXT.imageTooLarge);
});

export const userRoutes = new Hono<AppEnv>()
  .get('/user', async (c) => {
    const viewer = await requireViewer(c, 'USER_READ');
    return c.json(await users.currentUser(await c.var.runtime(), viewer));
  })
  .get('/users', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    return c.json(await users.getUsers(await c.var.runtime(), await optionalViewer(c, 'USER_READ'), ids));
  })
  .get('/user/:key', async (c) => {
    return c.json(await users.getUser(await c.var.runtime(), await optionalViewer(c, 'USER_READ'), c.req.param('key')));
  })
  .patch('/user/:key', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    const patch = await validJson(c, userPatchBody);
    const problem = await updateProfile(await c.var.runtime(), viewer, c.req.param('key'), patch);
    if (problem) throw badRequest(PROFILE_PROBLEM_TEXT[problem]);
    return c.body(null, 204);
  })
  .patch('/user/:key/icon', iconLimit, async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    validQuery(c, iconQuery);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const problem = await replaceAvatar(await c.var.runtime(), viewer, c.req.param('key'), bytes);
    if (problem) throw badRequest(PROFILE_PROBLEM_TEXT[problem]);
    return c.body(null, 204);
  })
  .delete('/user/:key', async (c) => {
    const viewer = await requireViewer(c, 'USER_DELETE');
    await deleteUser(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .delete('/user/:key/icon', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    await removeAvatar(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  });
