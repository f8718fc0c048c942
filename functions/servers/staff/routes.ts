// The admins' suspend and unsuspend: on the API (/v3/servers/{id}/suspend, /unsuspend) and as the staff servers
// list's form posts (/_internal/servers/{id}/suspend, /unsuspend), which answer a 303 back to /servers/admin.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { suspendBody } from '#contracts/servers.ts';
import { suspendForm } from '#contracts/server-notices.ts';
import { validJson } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { back, formCaller } from './form-caller.ts';
import { requireAdmin } from './policy.ts';
import { suspendServer, unsuspendServer } from './service.ts';

export const STAFF_SERVERS_PAGE = '/servers/admin';

export const staffApiRoutes = new Hono<AppEnv>()
  .post('/servers/:id/suspend', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, suspendBody);
    await suspendServer(await c.var.runtime(), viewer, c.req.param('id'), body.reason);
    return c.body(null, 204);
  })
  .post('/servers/:id/unsuspend', async (c) => {
    const viewer = await caller(c);
    await unsuspendServer(await c.var.runtime(), viewer, c.req.param('id'));
    return c.body(null, 204);
  });

export const staffFormRoutes = new Hono<AppEnv>()
  .post('/servers/:id/suspend', async (c) => {
    const viewer = await formCaller(c, STAFF_SERVERS_PAGE);
    if (viewer instanceof Response) return viewer;
    requireAdmin(viewer);
    const form = suspendForm.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) return back(c, STAFF_SERVERS_PAGE, { error: 'reason', server: c.req.param('id') });
    await suspendServer(await c.var.runtime(), viewer, c.req.param('id'), form.data.reason);
    return back(c, STAFF_SERVERS_PAGE, { notice: 'suspended', server: c.req.param('id') });
  })
  .post('/servers/:id/unsuspend', async (c) => {
    const viewer = await formCaller(c, STAFF_SERVERS_PAGE);
    if (viewer instanceof Response) return viewer;
    await unsuspendServer(await c.var.runtime(), viewer, c.req.param('id'));
    return back(c, STAFF_SERVERS_PAGE, { notice: 'unsuspended', server: c.req.param('id') });
  });
