// HTTP route for GET /v2/statistics.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { statistics } from './service.ts';

export const statisticsRoutes = new Hono<AppEnv>()
  .get('/statistics', async (c) => c.json(await statistics((await c.var.runtime()).db), 200, { 'Cache-Control': 'public, max-age=60' }));
