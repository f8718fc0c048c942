// /_internal/moderation/*: the staff checklist's final decision and the "trusted creator" switch, as plain form posts answering 303s.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { composeReviewMessage, reviewDecisionSchema } from '#contracts/review.ts';
import { MESSAGE_BODY_MAX } from '#contracts/threads.ts';
import { validForm } from '#lib/validation.ts';
import { decideReview, setTrustedCreator } from '../review/service.ts';
import { formViewer, pageWith } from './viewer.ts';

const decisionForm = z.object({
  status: reviewDecisionSchema,
  message: z.string().max(MESSAGE_BODY_MAX).default(''),
  /** The checklist's ticked message templates (one field per box). */
  templates: z.union([z.string().max(64), z.array(z.string().max(64)).max(64)]).optional(),
  redirect: z.string().max(2048).optional(),
});
const trustedForm = z.object({ trusted: z.enum(['true', 'false']), redirect: z.string().max(2048).optional() });

export const reviewFormRoutes = new Hono<AppEnv>()
  .post('/moderation/project/:key/decision', async (c) => {
    const form = await validForm(c, decisionForm, { all: true });
    const back = pageWith(form.redirect, '/moderation', {});
    const viewer = await formViewer(c, 'PROJECT_WRITE', back);
    if (viewer instanceof Response) return viewer;
    try {
      const message = composeReviewMessage([form.templates ?? []].flat(), form.message);
      await decideReview(await c.var.runtime(), viewer, c.req.param('key'), { status: form.status, message });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_input') return c.redirect(pageWith(back, '/moderation', { error: 'notQueued' }), 303);
      throw error;
    }
    return c.redirect(pageWith(back, '/moderation', { status: `decided-${form.status}` }), 303);
  })
  .post('/moderation/user/:key/trusted', async (c) => {
    const form = await validForm(c, trustedForm);
    const back = pageWith(form.redirect, '/moderation', {});
    const viewer = await formViewer(c, 'USER_WRITE', back);
    if (viewer instanceof Response) return viewer;
    await setTrustedCreator((await c.var.runtime()).db, viewer, c.req.param('key'), form.trusted === 'true');
    return c.redirect(pageWith(back, '/moderation', { status: form.trusted === 'true' ? 'trusted' : 'untrusted' }), 303);
  });
