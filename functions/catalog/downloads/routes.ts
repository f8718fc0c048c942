// HTTP routes for the public file URLs, mounted at /cdn: GET|HEAD /data/{project_id}/versions/{version_id}/{filename}.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { optionalViewer, type AppEnv } from '#access';
import type { TrustProxy } from '#config';
import { clientIp } from '#lib/client-ip.ts';
import { inBackground } from '#lib/background.ts';
import { countryOf, sourceOf } from '#lib/traffic.ts';
import * as downloads from './service.ts';
import { fileResponse } from './view.ts';

export interface DownloadRoutesOptions {
  /** Believe forwarding headers; defaults to the TRUST_PROXY setting. */
  trustProxy?: TrustProxy;
}

export function createDownloadRoutes({ trustProxy }: DownloadRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .use('*', cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'Content-Disposition', 'ETag', 'Accept-Ranges'],
      maxAge: 3600,
    }))
    // Whether a file exists depends on who asks, so no cache may keep a "not found" for the next caller.
    .use('/data/*', async (c, next) => {
      await next();
      if (c.res.status === 404) c.header('Cache-Control', 'no-store');
    })
    // Hono answers HEAD through this GET route and drops the body; `head` keeps it from opening the blob.
    .get('/data/:projectId/versions/:versionId/:filename', async (c) => {
      const runtime = await c.var.runtime();
      const delivery = await downloads.deliverFile(runtime, {
        projectId: c.req.param('projectId'),
        versionId: c.req.param('versionId'),
        filename: c.req.param('filename'),
        head: c.req.method === 'HEAD',
        range: c.req.header('range'),
        ifNoneMatch: c.req.header('if-none-match'),
        ifRange: c.req.header('if-range'),
        clientIp: clientIp(c, trustProxy ?? runtime.config.TRUST_PROXY),
        traffic: { source: sourceOf(c.req.header('user-agent')), country: countryOf(c.req.header('cf-ipcountry'), trustProxy ?? runtime.config.TRUST_PROXY) },
        now: runtime.clock.now(),
        viewer: () => optionalViewer(c, 'VERSION_READ'),
      });
      if (delivery.kind === 'bytes' && delivery.counted) inBackground(c, delivery.counted, 'Counting a download');
      return fileResponse(delivery);
    });
}

export const downloadRoutes = createDownloadRoutes();
