// HTTP routes of analytics under /v3 (api-compat §8.6): the query, its facets, the legacy GETs, and the app's playtime report.
import { Hono } from 'hono';
import { requireViewer, type AppEnv } from '#access';
import { analyticsFacetsBody, analyticsQueryBody, countryMetric, legacyAnalyticsQuery, legacyMetric, playtimeBody } from '#contracts/analytics.ts';
import { parseWith, validJson, validQuery } from '#lib/validation.ts';
import { countryOf } from '#lib/traffic.ts';
import { recordPlaytime } from '../events/service.ts';
import { analyticsFacets } from './facets.ts';
import * as analytics from './service.ts';

export const analyticsRoutes = new Hono<AppEnv>()
  .post('/analytics', async (c) => {
    const viewer = await requireViewer(c, 'ANALYTICS');
    const body = await validJson(c, analyticsQueryBody);
    return c.json(await analytics.queryAnalytics(await c.var.runtime(), viewer, body));
  })
  .post('/analytics/facets', async (c) => {
    const viewer = await requireViewer(c, 'ANALYTICS');
    const body = await validJson(c, analyticsFacetsBody);
    return c.json(await analyticsFacets(await c.var.runtime(), viewer, body));
  })
  .post('/analytics/playtime', async (c) => {
    await requireViewer(c, 'PERFORM_ANALYTICS');
    const body = await validJson(c, playtimeBody);
    const runtime = await c.var.runtime();
    await recordPlaytime(runtime, body, countryOf(c.req.header('cf-ipcountry'), runtime.config.TRUST_PROXY));
    return c.body(null, 204);
  })
  .get('/analytics/countries/:metric', async (c) => {
    const viewer = await requireViewer(c, 'ANALYTICS');
    const metric = parseWith(countryMetric, c.req.param('metric'), 'metric');
    return c.json(await analytics.countryTotals(await c.var.runtime(), viewer, metric, validQuery(c, legacyAnalyticsQuery)));
  })
  .get('/analytics/:metric', async (c) => {
    const viewer = await requireViewer(c, 'ANALYTICS');
    const metric = parseWith(legacyMetric, c.req.param('metric'), 'metric');
    return c.json(await analytics.legacySeries(await c.var.runtime(), viewer, metric, validQuery(c, legacyAnalyticsQuery)));
  });
