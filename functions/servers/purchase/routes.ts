// The purchase form's post and what the region step reads: stock per region and a tiny answer browsers time to
// show each region's latency. A payment answers a 303 to the new server's panel, to authentication, or back.
import { Hono } from 'hono';
import { viewerMay, type AppEnv } from '#access';
import { purchaseForm } from '#contracts/servers.ts';
import { signInPath } from '#contracts/urls.ts';
import { ApiError } from '#contracts/errors.ts';
import { validForm } from '#lib/validation.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { regionStock } from '../placement.ts';
import { purchaseServer } from './service.ts';

export const BUY_PAGE = '/servers/buy';
const AUTHENTICATE_PAGE = '/settings/billing/authenticate';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const purchaseRoutes = new Hono<AppEnv>()
  .post('/servers/purchase', async (c) => {
    const resolution = await c.var.viewer();
    if (!('viewer' in resolution)) return c.redirect(signInPath(BUY_PAGE), 303);
    // Buying is for the website's signed-in session only: no token carries SESSION_ACCESS.
    if (!viewerMay(resolution.viewer, 'SESSION_ACCESS')) throw new ApiError('auth_error', 'The token does not have the SESSION_ACCESS scope');
    const form = await validForm(c, purchaseForm);
    // A refused payment goes back to the review step with every choice but the card's numbers.
    const keep = { ram: String(form.ram_mb), interval: form.interval, region: form.region, step: 'review', ...(form.payment_method ? { payment_method: form.payment_method } : {}) };
    try {
      const { outcome, serverId } = await purchaseServer(await c.var.runtime(), resolution.viewer.userId, requestLocale(c), form);
      if (outcome.status === 'succeeded' && serverId) return c.redirect(`/servers/manage/${serverId}?notice=purchased`, 303);
      if (outcome.status === 'requires_action') return c.redirect(`${AUTHENTICATE_PAGE}?${query({ charge: outcome.charge.id })}`, 303);
      const error = outcome.status === 'failed' ? (outcome.reason === 'payment' ? 'payment_failed' : outcome.reason) : 'payment_failed';
      return c.redirect(`${BUY_PAGE}?${query({ ...keep, error })}`, 303);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') return c.redirect(`${BUY_PAGE}?${query({ ...keep, error: 'out_of_stock' })}`, 303);
      throw error;
    }
  });

/** Public: the region step's stock, and the latency probe (no body, never cached, any origin). */
export const regionRoutes = new Hono<AppEnv>()
  .get('/servers/regions', async (c) => {
    const runtime = await c.var.runtime();
    const stock = await regionStock(runtime);
    const pingUrl = (region: string) => runtime.nodes.nodes.find((node) => node.region === region && node.pingUrl)?.pingUrl ?? `${runtime.config.publicUrl}/_internal/servers/ping`;
    c.header('Cache-Control', 'no-store');
    return c.json(stock.map((region) => ({ id: region.id, name: region.name, free_ram_mb: region.freeMb, ping_url: pingUrl(region.id) })));
  });

export const pingRoutes = new Hono<AppEnv>()
  .get('/servers/ping', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(null, 204);
  });
