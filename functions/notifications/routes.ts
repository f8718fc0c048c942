// HTTP routes for notifications (api-compat §user-routes, §notification-routes) under /v2 and /v3, and the dashboard's "mark read" form posts.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireViewer } from '#access';
import { viewerMay, type Viewer } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { signInPath } from '#contracts/urls.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validForm, validQuery } from '#lib/validation.ts';
import type { NotificationRow, References } from './queries.ts';
import * as notifications from './service.ts';
import { notificationV2View, notificationV3View } from './view.ts';

type View = (row: NotificationRow, refs: References) => unknown;

function apiRoutes(view: View) {
  const render = ({ rows, refs }: notifications.NotificationList) => rows.map((row) => view(row, refs));
  return new Hono<AppEnv>()
    .get('/user/:key/notifications', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_READ');
      return c.json(render(await notifications.notificationsOfUser((await c.var.runtime()).db, viewer, c.req.param('key'))));
    })
    .get('/notifications', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_READ');
      const { ids } = validQuery(c, idsQuery);
      return c.json(render(await notifications.notificationsByIds((await c.var.runtime()).db, viewer, ids)));
    })
    .patch('/notifications', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_WRITE');
      const { ids } = validQuery(c, idsQuery);
      await notifications.markManyRead((await c.var.runtime()).db, viewer, ids);
      return c.body(null, 204);
    })
    .delete('/notifications', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_WRITE');
      const { ids } = validQuery(c, idsQuery);
      await notifications.deleteMany((await c.var.runtime()).db, viewer, ids);
      return c.body(null, 204);
    })
    .get('/notification/:id', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_READ');
      const [shown] = render(await notifications.notificationById((await c.var.runtime()).db, viewer, c.req.param('id')));
      return c.json(shown);
    })
    .patch('/notification/:id', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_WRITE');
      await notifications.markNotificationRead((await c.var.runtime()).db, viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .delete('/notification/:id', async (c) => {
      const viewer = await requireViewer(c, 'NOTIFICATION_WRITE');
      await notifications.deleteNotification((await c.var.runtime()).db, viewer, c.req.param('id'));
      return c.body(null, 204);
    });
}

export const notificationRoutes = apiRoutes(notificationV2View);
export const notificationV3Routes = apiRoutes(notificationV3View);

const DASHBOARD = '/dashboard/notifications';
const formBody = z.object({ redirect: z.string().max(2048).optional() });

/** The page the form came from, with `status` set so it can say what happened. */
function backTo(target: string | undefined, status: string): string {
  const url = new URL(safeRedirect(target, DASHBOARD), 'http://site.invalid');
  url.searchParams.set('status', status);
  return `${url.pathname}${url.search}`;
}

/** A signed-out browser goes to sign in and back; a credential without the scope is refused as on the API. */
async function formViewer(c: Context<AppEnv>, returnTo: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(safeRedirect(returnTo, DASHBOARD)), 303);
  if (!viewerMay(resolution.viewer, 'NOTIFICATION_WRITE')) throw new ApiError('auth_error', 'The token does not have the NOTIFICATION_WRITE scope');
  return resolution.viewer;
}

export const notificationFormRoutes = new Hono<AppEnv>()
  .post('/notifications/read-all', async (c) => {
    const form = await validForm(c, formBody);
    const viewer = await formViewer(c, form.redirect ?? DASHBOARD);
    if (viewer instanceof Response) return viewer;
    await notifications.markAllNotificationsRead((await c.var.runtime()).db, viewer.userId);
    return c.redirect(backTo(form.redirect, 'all-read'), 303);
  })
  .post('/notification/:id/read', async (c) => {
    const form = await validForm(c, formBody);
    const viewer = await formViewer(c, form.redirect ?? DASHBOARD);
    if (viewer instanceof Response) return viewer;
    await notifications.markNotificationRead((await c.var.runtime()).db, viewer, c.req.param('id'));
    return c.redirect(backTo(form.redirect, 'read'), 303);
  });
