// HTTP routes for bans under /v3 (staff): POST and DELETE /moderation/user/{id|username}/ban.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { banRequest } from '#contracts/review.ts';
import { validJson } from '#lib/validation.ts';
import { banUser, unbanUser } from './service.ts';

export const banRoutes = new Hono<AppEnv>()
  .post('/moderation/user/:key/ban', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    const { reason } = await validJson(c, banRequest);
    await banUser((await c.var.runtime()).db, viewer, c.req.param('key'), reason);
    return c.body(null, 204);
  })
  .delete('/moderation/user/:key/ban', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    await unbanUser((await c.var.runtime()).db, viewer, c.req.param('key'));
    return c.body(null, 204);
  });
