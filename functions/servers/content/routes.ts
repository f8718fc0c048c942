// /v3/servers/{id}/content and /modpack: the Content page's API (installed content matched to Kiln, add, enable or
// disable, remove, and installing a modpack). All of it takes the `files` permission.
import { Hono } from 'hono';
import { addContentBody, modpackBody, removeContentQuery, toggleContentBody } from '#contracts/server-content.ts';
import type { AppEnv } from '#access';
import { validJson, validQuery } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { listContent } from './listing.ts';
import { installModpack } from './modpack.ts';
import { addContent, removeContent, setContentEnabled } from './service.ts';

export const serverContentRoutes = new Hono<AppEnv>()
  .get('/servers/:id/content', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listContent(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .post('/servers/:id/content', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, addContentBody);
    return c.json(await addContent(await c.var.runtime(), viewer, c.req.param('id'), body.version_id), 201);
  })
  .patch('/servers/:id/content', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, toggleContentBody);
    return c.json({ path: await setContentEnabled(await c.var.runtime(), viewer, c.req.param('id'), body.path, body.enabled) });
  })
  .delete('/servers/:id/content', async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, removeContentQuery);
    await removeContent(await c.var.runtime(), viewer, c.req.param('id'), query.path);
    return c.body(null, 204);
  })
  .post('/servers/:id/modpack', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, modpackBody);
    return c.json(await installModpack(await c.var.runtime(), viewer, c.req.param('id'), body.version_id));
  });
