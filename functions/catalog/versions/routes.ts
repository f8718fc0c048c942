// HTTP routes for v2 version reads by id (api-compat §version-routes).
import { Hono } from 'hono';
import { optionalViewer } from '#access';
import type { AppEnv } from '#access';
import { etagOf } from '#lib/if-match.ts';
import { versionIdsQuery } from '#contracts/api-queries.ts';
import { validQuery } from '#lib/validation.ts';
import { shareAnswer } from '#lib/shared-answers.ts';
import * as versions from './service.ts';

export const versionRoutes = new Hono<AppEnv>()
  .get('/versions', async (c) => {
    const query = validQuery(c, versionIdsQuery);
    const runtime = await c.var.runtime();
    return c.json(await versions.getVersions(runtime, await optionalViewer(c, 'VERSION_READ'), query.ids, query.include_changelog));
  })
  .get('/version/:id', async (c) => {
    const runtime = await c.var.runtime();
    const viewer = await optionalViewer(c, 'VERSION_READ');
    const { version, updated } = await versions.getVersion(runtime, viewer, c.req.param('id'));
    shareAnswer(c.req.raw, viewer, { projects: [version.project_id] });
    return c.json(version, 200, { ETag: etagOf(updated) });
  });
