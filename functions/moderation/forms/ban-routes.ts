// /_internal/moderation/user/{id}/ban and /unban: the staff panel's ban buttons on profiles, as plain form posts answering 303s.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { BAN_REASON_MAX } from '#contracts/review.ts';
import { validForm } from '#lib/validation.ts';
import { banUser, unbanUser } from '../bans/service.ts';
import { formViewer, pageWith } from './viewer.ts';

const banForm = z.object({ reason: z.string().max(BAN_REASON_MAX).default(''), redirect: z.string().max(2048).optional() });
const unbanForm = z.object({ redirect: z.string().max(2048).optional() });

export const banFormRoutes = new Hono<AppEnv>()
  .post('/moderation/user/:key/ban', async (c) => {
    const form = await validForm(c, banForm);
    const back = pageWith(form.redirect, '/moderation', {});
    const viewer = await formViewer(c, 'USER_WRITE', back);
    if (viewer instanceof Response) return viewer;
    if (!form.reason.trim()) return c.redirect(pageWith(back, '/moderation', { error: 'banReason' }, '#staff'), 303);
    await banUser((await c.var.runtime()).db, viewer, c.req.param('key'), form.reason.trim());
    return c.redirect(pageWith(back, '/moderation', { status: 'banned' }, '#staff'), 303);
  })
  .post('/moderation/user/:key/unban', async (c) => {
    const form = await validForm(c, unbanForm);
    const back = pageWith(form.redirect, '/moderation', {});
    const viewer = await formViewer(c, 'USER_WRITE', back);
    if (viewer instanceof Response) return viewer;
    await unbanUser((await c.var.runtime()).db, viewer, c.req.param('key'));
    return c.redirect(pageWith(back, '/moderation', { status: 'unbanned' }, '#staff'), 303);
  });
