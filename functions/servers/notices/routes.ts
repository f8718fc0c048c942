// /v3/servers/notices (staff) and /v3/servers/{id}/notices (anyone who can see the server). Mounted before the
// server routes: their `/servers/:id` would otherwise answer for `/servers/notices`.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { noticeBody } from '#contracts/servers.ts';
import { validJson } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { inputFromBody, noticeIdParam } from './input.ts';
import { activeNotices, createNotice, deleteNotice, dismissNotice, listNotices, updateNotice } from './service.ts';

export const noticeApiRoutes = new Hono<AppEnv>()
  .get('/servers/notices', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listNotices(await c.var.runtime(), viewer));
  })
  .post('/servers/notices', async (c) => {
    const viewer = await caller(c);
    const runtime = await c.var.runtime();
    const body = await validJson(c, noticeBody);
    return c.json(await createNotice(runtime, viewer, inputFromBody(body)), 201);
  })
  .patch('/servers/notices/:notice', async (c) => {
    const viewer = await caller(c);
    const id = noticeIdParam(c.req.param('notice'));
    const body = await validJson(c, noticeBody);
    return c.json(await updateNotice(await c.var.runtime(), viewer, id, inputFromBody(body)));
  })
  .delete('/servers/notices/:notice', async (c) => {
    const viewer = await caller(c);
    await deleteNotice(await c.var.runtime(), viewer, noticeIdParam(c.req.param('notice')));
    return c.body(null, 204);
  })
  .get('/servers/:id/notices', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await activeNotices(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .post('/servers/:id/notices/:notice/dismiss', async (c) => {
    const viewer = await caller(c);
    await dismissNotice(await c.var.runtime(), viewer, c.req.param('id'), noticeIdParam(c.req.param('notice')));
    return c.body(null, 204);
  });
