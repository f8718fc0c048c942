// HTTP routes for following projects (api-compat §follows): POST and DELETE /v2/project/{id|slug}/follow, and the
// projects a user follows (GET /v2/user/{id|username}/follows).
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { followProject, unfollowProject, userFollows } from './service.ts';

export const followRoutes = new Hono<AppEnv>()
  .post('/project/:key/follow', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    await followProject(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .delete('/project/:key/follow', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    await unfollowProject(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .get('/user/:key/follows', async (c) => {
    const viewer = await requireViewer(c, 'USER_READ');
    return c.json(await userFollows(await c.var.runtime(), viewer, c.req.param('key')));
  });
