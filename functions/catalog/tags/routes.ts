// HTTP routes for /v2/tag/* (api-compat §tags).
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { gameVersionQuery } from '#contracts/api-queries.ts';
import { validQuery } from '#lib/validation.ts';
import * as tags from './service.ts';

const cached = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };

export const tagRoutes = new Hono<AppEnv>()
  .get('/category', async (c) => c.json(await tags.listCategories((await c.var.runtime()).db), 200, cached))
  .get('/loader', async (c) => c.json(await tags.listLoaders((await c.var.runtime()).db), 200, cached))
  .get('/game_version', async (c) => {
    const filter = validQuery(c, gameVersionQuery);
    return c.json(await tags.listGameVersions((await c.var.runtime()).db, filter), 200, cached);
  })
  .get('/license', async (c) => c.json(await tags.listLicenses((await c.var.runtime()).db), 200, cached))
  .get('/license/:id{.+}', async (c) => c.json(await tags.licenseText((await c.var.runtime()).db, c.req.param('id')), 200, cached))
  .get('/donation_platform', async (c) => c.json(await tags.listDonationPlatforms((await c.var.runtime()).db), 200, cached))
  .get('/report_type', async (c) => c.json(await tags.listReportTypes((await c.var.runtime()).db), 200, cached))
  .get('/project_type', async (c) => c.json(await tags.listProjectTypes((await c.var.runtime()).db), 200, cached))
  .get('/side_type', (c) => c.json(tags.listSideTypes(), 200, cached));
