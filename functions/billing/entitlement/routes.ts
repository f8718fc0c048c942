// GET /v3/billing/entitlements: the caller's perks, for the Kiln App to hide its ads (USER_READ).
import { Hono } from 'hono';
import { requireViewer, type AppEnv } from '#access';
import { entitlements } from './service.ts';

export const entitlementRoutes = new Hono<AppEnv>()
  .get('/billing/entitlements', async (c) => {
    const viewer = await requireViewer(c, 'USER_READ');
    const { plus } = await entitlements(await c.var.runtime(), viewer.userId);
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      user_id: viewer.userId,
      ad_free: plus !== null,
      plus: plus ? { status: plus.status, until: plus.until.toISOString() } : null,
    });
  });
