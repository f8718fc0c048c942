// /_internal/session*: the signed-in person's sessions as JSON (api-compat §internal-routes), plus form posts for the settings page.
import { Hono, type Context } from 'hono';
import { requireViewer } from '#access';
import { notFound } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { clearSessionCookie, currentSessionId } from '#access';
import { listSessions, revokeOtherSessions, revokeSession } from '#access';

type SessionRow = Awaited<ReturnType<typeof listSessions>>[number];

const toJson = (row: SessionRow, current: string | null) => ({
  id: row.id,
  user_id: row.userId,
  created: row.created.toISOString(),
  last_login: row.lastAccessed.toISOString(),
  expires: row.expires.toISOString(),
  os: row.os,
  platform: row.platform,
  city: row.city,
  country: row.country,
  ip: row.ip,
  user_agent: row.userAgent,
  current: row.id === current,
});

async function revokeOne(c: Context<AppEnv>, id: string): Promise<void> {
  const viewer = await requireViewer(c, 'SESSION_DELETE');
  const { db } = await c.var.runtime();
  if (!(await revokeSession(db, viewer.userId, id))) throw notFound();
  if (id === currentSessionId(c)) await clearSessionCookie(c);
}

export const sessionRoutes = new Hono<AppEnv>()
  .get('/session/list', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_READ');
    const { db } = await c.var.runtime();
    const current = currentSessionId(c);
    return c.json((await listSessions(db, viewer.userId)).map((row) => toJson(row, current)));
  })
  .delete('/session/:id', async (c) => {
    await revokeOne(c, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/session/:id/revoke', async (c) => {
    await revokeOne(c, c.req.param('id'));
    return c.redirect('/settings/sessions', 303);
  })
  .post('/session/revoke-others', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_DELETE');
    const { db } = await c.var.runtime();
    await revokeOtherSessions(db, viewer.userId, currentSessionId(c));
    return c.redirect('/settings/sessions', 303);
  });
