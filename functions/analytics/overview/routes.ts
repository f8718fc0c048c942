// The analytics pages' CSV export, under /_internal: what the page shows, as a file (signed-in session or token).
import { Hono } from 'hono';
import { requireViewer, type AppEnv } from '#access';
import { analyticsPageQuery } from '#contracts/analytics.ts';
import { validQuery } from '#lib/validation.ts';
import { overviewCsv } from './csv.ts';
import { analyticsOverview } from './service.ts';

export const analyticsExportRoutes = new Hono<AppEnv>()
  .get('/analytics/export.csv', async (c) => {
    const viewer = await requireViewer(c, 'ANALYTICS');
    const overview = await analyticsOverview(await c.var.runtime(), viewer, validQuery(c, analyticsPageQuery));
    const name = `kiln-${overview.metric}-${overview.range.first}-to-${overview.range.last}.csv`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(overviewCsv(overview), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
