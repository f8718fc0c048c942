// /_internal/admin/user-email: the admins' look-up by email. A POST keeps the address out of URLs and history; the
// answer is the page again with the user's ID.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { EMAIL_MAX } from '#contracts/limits.ts';
import { validForm } from '#lib/validation.ts';
import { lookUpUserByEmail } from '../staff-tools/service.ts';
import { formViewer } from './viewer.ts';

const PAGE = '/admin/user_email';
const lookupForm = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX) });

export const adminFormRoutes = new Hono<AppEnv>()
  .post('/admin/user-email', async (c) => {
    const viewer = await formViewer(c, 'USER_READ_EMAIL', PAGE);
    if (viewer instanceof Response) return viewer;
    const { email } = await validForm(c, lookupForm);
    const userId = await lookUpUserByEmail((await c.var.runtime()).db, viewer, email);
    return c.redirect(userId ? `${PAGE}?user=${userId}` : `${PAGE}?error=notFound`, 303);
  });
