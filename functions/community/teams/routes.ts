// HTTP routes for team reads (api-compat §team-routes): v2 TeamMembers, and under /v3 the v3 shape (api-compat §v3-shapes, §v3-routes).
import { Hono } from 'hono';
import { optionalViewer } from '#access';
import type { AppEnv } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { validQuery } from '#lib/validation.ts';
import * as teams from './service.ts';

export const teamRoutes = new Hono<AppEnv>()
  .get('/project/:key/members', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await teams.projectMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/team/:id/members', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await teams.teamMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('id')));
  })
  .get('/teams', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const runtime = await c.var.runtime();
    return c.json(await teams.teamsMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), ids));
  });

export const teamV3Routes = new Hono<AppEnv>()
  .get('/team/:id/members', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await teams.teamMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('id'), 'v3'));
  })
  .get('/teams', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const runtime = await c.var.runtime();
    return c.json(await teams.teamsMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), ids, 'v3'));
  })
  .get('/project/:key/members', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await teams.projectMembers(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key'), 'v3'));
  });
