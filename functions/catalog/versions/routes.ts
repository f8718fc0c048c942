// HTTP routes for v2 version reads by id (api-compat §version-routes).
import { Hono } from 'hono';
import { optionalViewer } from '#access';
import type { AppEnv } from '#access';
import { etagOf } from '#lib/if-match.ts';
import { versionIdsQuery } from '#contracts/api-queries.ts';
import { validQuery } from '#lib/validation.ts';
import * as versions from './service.ts';

export const versionRoutes = new Hono<AppEnv>()
  .get('/versions', async (c) => {
    const query = validQuery(c, versionIdsQuery);
    const { db } = await c.var.runtime();
    return c.json(await versions.getVersions(db, await optionalViewer(c, 'VERSION_READ'), query.ids, query.include_changelog));
  })
  .get('/version/:id', async (c) => {
    const { db } = await c.var.runtime();
    const { version, updated } = await versions.getVersion(db, await optionalViewer(c, 'VERSION_READ'), c.req.param('id'));
    return c.json(version, 200, { ETag: etagOf(updated) });
  });
