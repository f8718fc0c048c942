// HTTP routes for /v2/tag/* (api-compat §tags).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#access';
import { gameVersionQuery } from '#contracts/api-queries.ts';
import { validQuery } from '#lib/validation.ts';
import { shareAnswer } from '#lib/shared-answers.ts';
import * as tags from './service.ts';

const cached = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };

/** The lists are memoised objects: each is serialised once, not on every request (the game versions are 83 KB). */
const bodies = new WeakMap<object, string>();

function listJson(c: Context, value: object): Response {
  let body = bodies.get(value);
  if (body === undefined) bodies.set(value, (body = JSON.stringify(value)));
  shareAnswer(c.req.raw, null, {});
  return c.body(body, 200, { ...cached, 'Content-Type': 'application/json' });
}

export const tagRoutes = new Hono<AppEnv>()
  .get('/category', async (c) => listJson(c, await tags.listCategories((await c.var.runtime()).db)))
  .get('/loader', async (c) => listJson(c, await tags.listLoaders((await c.var.runtime()).db)))
  .get('/game_version', async (c) => {
    const filter = validQuery(c, gameVersionQuery);
    return listJson(c, await tags.listGameVersions((await c.var.runtime()).db, filter));
  })
  .get('/license', async (c) => listJson(c, await tags.listLicenses((await c.var.runtime()).db)))
  .get('/license/:id{.+}', async (c) => c.json(await tags.licenseText((await c.var.runtime()).db, c.req.param('id')), 200, cached))
  .get('/donation_platform', async (c) => listJson(c, await tags.listDonationPlatforms((await c.var.runtime()).db)))
  .get('/report_type', async (c) => listJson(c, await tags.listReportTypes((await c.var.runtime()).db)))
  .get('/project_type', async (c) => listJson(c, await tags.listProjectTypes((await c.var.runtime()).db)))
  .get('/side_type', (c) => listJson(c, tags.listSideTypes()));
