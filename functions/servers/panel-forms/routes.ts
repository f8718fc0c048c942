// /_internal/servers/{id}/…: the panel's plain form posts, so power, options, sub-users and billing work without
// JavaScript. Each calls one service function and answers a 303 back to its page with ?notice= or ?error=; a server
// the viewer may not see is a 404, a signed-out browser goes to sign in and back.
import { Hono, type Context } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv, Viewer } from '#access';
import { ApiError, type ErrorCode } from '#contracts/errors.ts';
import { retryForm } from '#contracts/billing.ts';
import {
  powerForm, preferencesForm, propertiesForm, reinstallForm, renameForm, startupForm, subdomainForm, subuserForm, subuserPermissionsForm, type PanelError, type PanelNotice,
} from '#contracts/server-panel.ts';
import { signInPath } from '#contracts/urls.ts';
import { validForm } from '#lib/validation.ts';
import type { Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';
import { powerServer } from '../power/service.ts';
import { reinstallServer, renameServer, setPreferences, setStartupFlags, setSubdomain } from '../options/service.ts';
import { inviteSubuser, removeSubuser, setSubuserPermissions } from '../subusers/service.ts';
import { savePropertiesForm } from '../panel/properties-form.ts';
import { cancelServerSubscription, resubscribeServer, retryServerPayment } from '../panel/billing.ts';

const ERROR_OF: Partial<Record<ErrorCode, PanelError>> = {
  request_error: 'invalid', invalid_input: 'invalid', conflict: 'conflict', auth_error: 'forbidden', unauthorized: 'forbidden', not_found: 'not_found',
  limit_reached: 'limit_reached', service_unavailable: 'unavailable',
};

/**
 * The page's words for a refusal. A session holds every scope, so its auth errors are permissions it lacks on this
 * server; a token's are its scopes, answered as the API answers them.
 */
function panelError(error: unknown, viewer: Viewer): PanelError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'auth_error' && viewer.via !== 'session') return undefined;
  return ERROR_OF[error.code];
}

export const panelPage = (id: string, section = '') => `/servers/manage/${encodeURIComponent(id)}${section}`;
const optionsPage = (id: string, section = '') => panelPage(id, `/options/${section}`);

type Outcome = { notice: PanelNotice } | { to: string };
type Work = (c: Context<AppEnv>, runtime: Runtime, viewer: Viewer, id: string) => Promise<Outcome>;

/**
 * The frame of every panel form: who posts, whether the server is theirs to see (else the API's 404), then the
 * work, whose refusals go back to the page as an error it words.
 */
export function panelForm(page: (id: string) => string, work: Work) {
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const resolution = await c.var.viewer();
    if (!('viewer' in resolution)) return c.redirect(signInPath(page(id)), 303);
    const runtime = await c.var.runtime();
    await serverAccess(runtime, resolution.viewer, id, 'view', true);
    try {
      const outcome = await work(c, runtime, resolution.viewer, id);
      return c.redirect('to' in outcome ? outcome.to : `${page(id)}?notice=${outcome.notice}`, 303);
    } catch (error) {
      const code = panelError(error, resolution.viewer);
      if (!code) throw error;
      return c.redirect(`${page(id)}?error=${code}`, 303);
    }
  };
}

export const form = <T>(c: Context<AppEnv>, schema: ZodType<T>) => validForm(c, schema, { all: true });

export const panelFormRoutes = new Hono<AppEnv>()
  .post('/servers/:id/power', panelForm(panelPage, async (c, runtime, viewer, id) => {
    const { action } = await form(c, powerForm);
    await powerServer(runtime, viewer, id, action);
    return { notice: `power_${action}` };
  }))
  .post('/servers/:id/rename', panelForm(optionsPage, async (c, runtime, viewer, id) => {
    await renameServer(runtime, viewer, id, (await form(c, renameForm)).name);
    return { notice: 'renamed' };
  }))
  .post('/servers/:id/properties', panelForm((id) => optionsPage(id, 'properties'), async (c, runtime, viewer, id) => {
    await savePropertiesForm(runtime, viewer, id, await form(c, propertiesForm));
    return { notice: 'saved' };
  }))
  .post('/servers/:id/startup', panelForm((id) => optionsPage(id, 'startup'), async (c, runtime, viewer, id) => {
    await setStartupFlags(runtime, viewer, id, (await form(c, startupForm)).flags);
    return { notice: 'saved' };
  }))
  .post('/servers/:id/preferences', panelForm((id) => optionsPage(id, 'preferences'), async (c, runtime, viewer, id) => {
    await setPreferences(runtime, viewer, id, await form(c, preferencesForm));
    return { notice: 'saved' };
  }))
  .post('/servers/:id/subdomain', panelForm((id) => optionsPage(id, 'network'), async (c, runtime, viewer, id) => {
    await setSubdomain(runtime, viewer, id, (await form(c, subdomainForm)).subdomain);
    return { notice: 'subdomain' };
  }))
  .post('/servers/:id/reinstall', panelForm((id) => optionsPage(id, 'loader'), async (c, runtime, viewer, id) => {
    const chosen = await form(c, reinstallForm);
    await reinstallServer(runtime, viewer, id, chosen.loader, chosen.game_version);
    return { to: `${panelPage(id)}?notice=reinstalling` };
  }))
  .post('/servers/:id/subusers', panelForm(optionsPage, async (c, runtime, viewer, id) => {
    const invite = await form(c, subuserForm);
    await inviteSubuser(runtime, viewer, id, invite.username, invite.permissions);
    return { notice: 'invited' };
  }))
  .post('/servers/:id/subusers/:user', panelForm(optionsPage, async (c, runtime, viewer, id) => {
    await setSubuserPermissions(runtime, viewer, id, c.req.param('user')!, (await form(c, subuserPermissionsForm)).permissions);
    return { notice: 'subuser_saved' };
  }))
  .post('/servers/:id/subusers/:user/remove', panelForm(optionsPage, async (c, runtime, viewer, id) => {
    const user = c.req.param('user')!;
    await removeSubuser(runtime, viewer, id, user);
    // Someone who left can no longer see the server: they go back to their list.
    return user === viewer.userId ? { to: '/servers/manage?notice=left' } : { notice: 'subuser_removed' };
  }))
  .post('/servers/:id/billing/cancel', panelForm((id) => optionsPage(id, 'billing'), async (c, runtime, viewer, id) => {
    await cancelServerSubscription(runtime, viewer, id);
    return { notice: 'cancelled' };
  }))
  .post('/servers/:id/billing/resubscribe', panelForm((id) => optionsPage(id, 'billing'), async (c, runtime, viewer, id) => {
    await resubscribeServer(runtime, viewer, id);
    return { notice: 'resubscribed' };
  }))
  .post('/servers/:id/billing/retry', panelForm((id) => optionsPage(id, 'billing'), async (c, runtime, viewer, id) => {
    const outcome = await retryServerPayment(runtime, viewer, id, (await form(c, retryForm)).idempotency_key);
    if (outcome.status === 'succeeded') return { notice: 'renewed' };
    if (outcome.status === 'requires_action') return { to: `/settings/billing/authenticate?charge=${encodeURIComponent(outcome.charge.id)}` };
    return { to: `${optionsPage(id, 'billing')}?error=${outcome.reason === 'payment' ? 'payment_failed' : 'card_declined'}` };
  }));
