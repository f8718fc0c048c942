// Changing plan: the API answers what happened (charged now, waiting for the bank, scheduled for the renewal); the
// billing options page's form post answers a 303 back to it, or to the bank's confirmation.
import { Hono, type Context } from 'hono';
import { signInPath } from '#contracts/urls.ts';
import { ApiError } from '#contracts/errors.ts';
import { planBody } from '#contracts/servers.ts';
import type { ProductChange } from '#billing';
import type { AppEnv } from '#access';
import { validForm, validJson } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { OUT_OF_STOCK } from '../placement.ts';
import { changePlan } from './service.ts';

function changeView(change: ProductChange) {
  if (change.status === 'scheduled') return { status: change.status, effective: change.from.toISOString() };
  if (change.status === 'switched') return { status: change.status };
  return { status: change.status, charge_id: change.charge?.id ?? null, ...(change.status === 'failed' ? { message: change.message } : {}) };
}

const billingPage = (id: string) => `/servers/manage/${encodeURIComponent(id)}/options/billing`;

function back(c: Context<AppEnv>, id: string, params: Record<string, string>): Response {
  return c.redirect(`${billingPage(id)}?${new URLSearchParams(params)}`, 303);
}

export const planApiRoutes = new Hono<AppEnv>().post('/servers/:id/plan', async (c) => {
  const viewer = await caller(c);
  const body = await validJson(c, planBody);
  return c.json(changeView(await changePlan(await c.var.runtime(), viewer, c.req.param('id'), body.ram_mb, body.idempotency_key)));
});

export const planFormRoutes = new Hono<AppEnv>().post('/servers/:id/plan', async (c) => {
  const id = c.req.param('id');
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(billingPage(id)), 303);
  const form = await validForm(c, planBody);
  try {
    const change = await changePlan(await c.var.runtime(), resolution.viewer, id, form.ram_mb, form.idempotency_key);
    if (change.status === 'requires_action') return c.redirect(`/settings/billing/authenticate?charge=${encodeURIComponent(change.charge.id)}`, 303);
    if (change.status === 'failed') return back(c, id, { error: 'payment_failed' });
    return back(c, id, { notice: change.status === 'scheduled' ? 'plan_scheduled' : 'plan_changed' });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict') return back(c, id, { error: error.message === OUT_OF_STOCK ? 'out_of_stock' : 'conflict' });
    throw error;
  }
});
