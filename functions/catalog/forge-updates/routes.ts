// GET /updates/{id|slug}/forge_updates.json (api-compat §4.11): read by Forge and NeoForge themselves, outside /v2.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { validQuery } from '#lib/validation.ts';
import { forgeUpdates } from './service.ts';

const query = z.object({ neoforge: z.enum(['only', 'include']).optional() });

export const forgeUpdateRoutes = new Hono<AppEnv>().get('/:key/forge_updates.json', async (c) => {
  const { neoforge } = validQuery(c, query);
  return c.json(await forgeUpdates(await c.var.runtime(), c.req.param('key'), neoforge), 200, { 'Cache-Control': 'public, max-age=300' });
});
