// HTTP routes for v2 user reads (contract §4.6).
import { Hono } from 'hono';
import { optionalViewer, requireViewer } from '../auth/access.ts';
import type { AppEnv } from '../lib/env.ts';
import { idsQuery } from '../contracts/api-queries.ts';
import { validQuery } from '../lib/validation.ts';
import * as users from './service.ts';

export const userRoutes = new Hono<AppEnv>()
  .get('/user', async (c) => {
    const viewer = await requireViewer(c, 'USER_READ');
    return c.json(await users.currentUser((await c.var.runtime()).db, viewer));
  })
  .get('/users', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const { db } = await c.var.runtime();
    return c.json(await users.getUsers(db, await optionalViewer(c, 'USER_READ'), ids));
  })
  .get('/user/:key', async (c) => {
    const { db } = await c.var.runtime();
    return c.json(await users.getUser(db, await optionalViewer(c, 'USER_READ'), c.req.param('key')));
  })
  .get('/user/:key/projects', async (c) => {
    const { db } = await c.var.runtime();
    return c.json(await users.userProjects(db, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/user/:key/follows', async (c) => {
    const viewer = await requireViewer(c, 'USER_READ');
    return c.json(await users.userFollows((await c.var.runtime()).db, viewer, c.req.param('key')));
  });
