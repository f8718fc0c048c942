// HTTP routes for file-hash lookups and update checks (api-compat §hashes-and-update-checks).
import { Hono, type Context } from 'hono';
import { optionalViewer } from '#access';
import {
  bulkUpdateSchema, hashQuerySchema, hashesSchema, individualUpdateSchema, updateFilterSchema,
} from '#contracts/version-files.ts';
import type { AppEnv } from '#access';
import { keyedJson } from '#lib/keyed-json.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import * as files from './service.ts';

/** Bulk answers run to a thousand versions: each kept version's JSON is reused rather than written again. */
const bulkJson = (c: Context, entries: Parameters<typeof keyedJson>[0]) => c.body(keyedJson(entries), 200, { 'Content-Type': 'application/json' });

export const versionFileRoutes = new Hono<AppEnv>()
  .get('/version_file/:hash', async (c) => {
    const query = validQuery(c, hashQuerySchema);
    const runtime = await c.var.runtime();
    const viewer = await optionalViewer(c, 'VERSION_READ');
    return c.json(await files.versionFromHash(runtime, viewer, c.req.param('hash'), query.algorithm, query.version_id));
  })
  .get('/version_file/:hash/download', async (c) => {
    const query = validQuery(c, hashQuerySchema);
    const runtime = await c.var.runtime();
    const viewer = await optionalViewer(c, 'VERSION_READ');
    const url = await files.fileUrlFromHash(runtime, viewer, c.req.param('hash'), query.algorithm, query.version_id);
    return c.json({ url }, 307, { Location: url });
  })
  .post('/version_file/:hash/update', async (c) => {
    const query = validQuery(c, hashQuerySchema);
    const filter = await validJson(c, updateFilterSchema);
    const runtime = await c.var.runtime();
    return c.json(await files.updateFromHash(runtime, await optionalViewer(c, 'VERSION_READ'), c.req.param('hash'), filter, query.algorithm));
  })
  .post('/version_files', async (c) => {
    const body = await validJson(c, hashesSchema);
    const runtime = await c.var.runtime();
    return bulkJson(c, await files.versionsFromHashes(runtime, await optionalViewer(c, 'VERSION_READ'), body.hashes, body.algorithm));
  })
  .post('/version_files/update', async (c) => {
    const { hashes, algorithm, ...filter } = await validJson(c, bulkUpdateSchema);
    const runtime = await c.var.runtime();
    return bulkJson(c, await files.updatesFromHashes(runtime, await optionalViewer(c, 'VERSION_READ'), hashes, filter, algorithm));
  })
  .post('/version_files/update_many', async (c) => {
    const { hashes, algorithm, ...filter } = await validJson(c, bulkUpdateSchema);
    const runtime = await c.var.runtime();
    return bulkJson(c, await files.allUpdatesFromHashes(runtime, await optionalViewer(c, 'VERSION_READ'), hashes, filter, algorithm));
  })
  .post('/version_files/update_individual', async (c) => {
    const body = await validJson(c, individualUpdateSchema);
    const runtime = await c.var.runtime();
    return bulkJson(c, await files.individualUpdatesFromHashes(runtime, await optionalViewer(c, 'VERSION_READ'), body.hashes, body.algorithm));
  })
  .post('/version_file/project', async (c) => {
    const body = await validJson(c, hashesSchema);
    const runtime = await c.var.runtime();
    return c.json(await files.projectsFromHashes(runtime, await optionalViewer(c, 'PROJECT_READ'), body.hashes, body.algorithm));
  });
