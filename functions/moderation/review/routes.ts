// HTTP routes of the review queue under /v3: the staff queue and decisions, a project's place in the queue, trusted creators.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { decisionRequest, queueQuery, trustedRequest } from '#contracts/review.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { decideReview, queueStatus, reviewQueue, setTrustedCreator } from './service.ts';
import { queueEntryView, queueStatusView } from './view.ts';

export const reviewRoutes = new Hono<AppEnv>()
  .get('/moderation/projects', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_READ');
    const query = validQuery(c, queueQuery);
    const entries = await reviewQueue(await c.var.runtime(), viewer, { query: query.q || null, type: query.type ?? null, newest: query.sort === 'newest' });
    return c.json(entries.map(queueEntryView));
  })
  .post('/moderation/project/:key/decision', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const request = await validJson(c, decisionRequest);
    await decideReview(await c.var.runtime(), viewer, c.req.param('key'), { status: request.status, message: request.message || null });
    return c.body(null, 204);
  })
  .post('/moderation/user/:key/trusted', async (c) => {
    const viewer = await requireViewer(c, 'USER_WRITE');
    const request = await validJson(c, trustedRequest);
    await setTrustedCreator((await c.var.runtime()).db, viewer, c.req.param('key'), request.trusted);
    return c.body(null, 204);
  })
  .get('/project/:key/queue', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_READ');
    return c.json(queueStatusView(await queueStatus((await c.var.runtime()).db, viewer, c.req.param('key'))));
  });
