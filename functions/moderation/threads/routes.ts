// HTTP routes for threads (api-compat §threads): GET /thread/{id}, GET /threads?ids=, POST /thread/{id}, DELETE /message/{id}, and the staff inbox.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { threadMessageRequest } from '#contracts/threads.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { deleteMessage, getThread, getThreads, moderatorInbox, postMessage } from './service.ts';

export const threadRoutes = new Hono<AppEnv>()
  .get('/thread/inbox', async (c) => {
    const viewer = await requireViewer(c, 'THREAD_READ');
    return c.json(await moderatorInbox(await c.var.runtime(), viewer));
  })
  .get('/thread/:id', async (c) => {
    const viewer = await requireViewer(c, 'THREAD_READ');
    return c.json(await getThread(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .get('/threads', async (c) => {
    const viewer = await requireViewer(c, 'THREAD_READ');
    const { ids } = validQuery(c, idsQuery);
    return c.json(await getThreads(await c.var.runtime(), viewer, ids));
  })
  .post('/thread/:id', async (c) => {
    const viewer = await requireViewer(c, 'THREAD_WRITE');
    const request = await validJson(c, threadMessageRequest);
    await postMessage((await c.var.runtime()).db, viewer, c.req.param('id'), request);
    return c.body(null, 204);
  })
  .delete('/message/:id', async (c) => {
    const viewer = await requireViewer(c, 'THREAD_WRITE');
    await deleteMessage((await c.var.runtime()).db, viewer, c.req.param('id'));
    return c.body(null, 204);
  });
