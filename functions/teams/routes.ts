// HTTP routes for v2 team reads (contract §4.7).
import { Hono } from 'hono';
import { optionalViewer } from '../auth/access.ts';
import type { AppEnv } from '../lib/env.ts';
import { idsQuery } from '../contracts/api-queries.ts';
import { validQuery } from '../lib/validation.ts';
import * as teams from './service.ts';

export const teamRoutes = new Hono<AppEnv>()
  .get('/team/:id/members', async (c) => {
    const { db } = await c.var.runtime();
    return c.json(await teams.teamMembers(db, await optionalViewer(c, 'PROJECT_READ'), c.req.param('id')));
  })
  .get('/teams', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const { db } = await c.var.runtime();
    return c.json(await teams.teamsMembers(db, await optionalViewer(c, 'PROJECT_READ'), ids));
  });
