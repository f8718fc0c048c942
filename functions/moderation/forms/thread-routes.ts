// /_internal/thread/{id}/reply and /_internal/message/{id}/delete: the compose box and delete buttons of threads on the site.
import { Hono } from 'hono';
import { z } from 'zod';
import { echoForm, type AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { MESSAGE_BODY_MAX } from '#contracts/threads.ts';
import { validForm } from '#lib/validation.ts';
import { deleteMessage, postMessage } from '../threads/service.ts';
import { formViewer, pageWith } from './viewer.ts';

const replyForm = z.object({
  body: z.string().max(MESSAGE_BODY_MAX).default(''),
  private: z.literal('on').optional(),
  replying_to: z.string().max(16).optional(),
  redirect: z.string().max(2048).optional(),
});
const deleteForm = z.object({ redirect: z.string().max(2048).optional() });

export const threadFormRoutes = new Hono<AppEnv>()
  .post('/thread/:id/reply', async (c) => {
    const form = await validForm(c, replyForm);
    const page = safeRedirect(form.redirect, '/dashboard/reports');
    const viewer = await formViewer(c, 'THREAD_WRITE', page);
    if (viewer instanceof Response) return viewer;
    const refuse = async (error: string) => {
      await echoForm(c, new URL(page, 'http://site.invalid').pathname, 'reply', { body: form.body.slice(0, 4096) });
      return c.redirect(pageWith(page, page, { error }, '#compose'), 303);
    };
    if (!form.body.trim()) return refuse('empty');
    try {
      await postMessage((await c.var.runtime()).db, viewer, c.req.param('id'), {
        body: { type: 'text', body: form.body, private: form.private === 'on', replying_to: form.replying_to || null },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth_error') return refuse('refused');
      throw error;
    }
    return c.redirect(pageWith(page, page, { status: 'sent' }, '#thread'), 303);
  })
  .post('/message/:id/delete', async (c) => {
    const form = await validForm(c, deleteForm);
    const page = safeRedirect(form.redirect, '/dashboard/reports');
    const viewer = await formViewer(c, 'THREAD_WRITE', page);
    if (viewer instanceof Response) return viewer;
    await deleteMessage((await c.var.runtime()).db, viewer, c.req.param('id'));
    return c.redirect(pageWith(page, page, { status: 'deleted' }, '#thread'), 303);
  });
