// /_internal/auth/{provider}*: start an external sign-in or link, the provider's callback, and unlinking (303s to pages).
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ArcticFetchError, generateCodeVerifier, generateState, OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from 'arctic';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { z } from 'zod';
import { finishSignIn } from '../auth/finish-sign-in.ts';
import { viewerMay } from '#access';
import { EXTERNAL_PROVIDERS, type ExternalProvider } from '#contracts/providers.ts';
import { signInPath } from '#contracts/urls.ts';
import { ApiError, notFound } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validQuery } from '#lib/validation.ts';
import { clearedFlowCookie, flowCookie, flowCookieName, readFlow, type Flow } from './flow-cookie.ts';
import { ProviderResponseError } from './profiles.ts';
import { providerClient, type ProviderClient } from './providers.ts';
import { linkProvider, signInWithProvider, unlinkProvider, type ProviderProblem } from './service.ts';

/** Where the linked-providers list is shown; its component reads the status parameters below. */
export const LINKED_PROVIDERS_PAGE = '/settings/account';

const PROVIDER = `:provider{(?:${EXTERNAL_PROVIDERS.join('|')})}`;

const startQuery = z.object({ redirect: z.string().max(2048).optional() });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

async function clientOf(c: Context<AppEnv>): Promise<ProviderClient> {
  const { config } = await c.var.runtime();
  const client = providerClient(config, c.req.param('provider') as ExternalProvider);
  if (!client) throw notFound('This sign-in provider is not configured');
  return client;
}

async function startFlow(c: Context<AppEnv>, client: ProviderClient, redirect: string, linkUserId: string | null): Promise<Response> {
  const { config } = await c.var.runtime();
  const flow: Flow = { provider: client.provider, state: generateState(), verifier: generateCodeVerifier(), redirect, linkUserId };
  c.header('Set-Cookie', flowCookie(config.publicUrl, flow), { append: true });
  c.header('Cache-Control', 'no-store');
  return c.redirect(client.authorizationUrl(flow.state, flow.verifier).toString(), 302);
}

const sameText = (a: string, b: string) => {
  const encoder = new TextEncoder();
  return a.length === b.length && constantTimeEqual(encoder.encode(a), encoder.encode(b));
};

const PROVIDER_FAILURES = [ArcticFetchError, OAuth2RequestError, UnexpectedResponseError, UnexpectedErrorResponseBodyError, ProviderResponseError];

const linkPage = (params: Record<string, string>) => `${LINKED_PROVIDERS_PAGE}?${new URLSearchParams(params)}#linked-providers`;

function signInFailed(c: Context<AppEnv>, problem: ProviderProblem, flow: Flow | null): Response {
  const params = new URLSearchParams({ provider_error: problem });
  const redirect = flow ? safeRedirect(flow.redirect, '') : '';
  if (redirect) params.set('redirect', redirect);
  return c.redirect(`/auth/sign-in?${params}`, 303);
}

/** The session that asked for the link must still be the one signed in; anyone else is sent to sign in. */
async function linkingViewer(c: Context<AppEnv>) {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return null;
  if (!viewerMay(resolution.viewer, 'USER_AUTH_WRITE')) throw new ApiError('auth_error', 'The token does not have the USER_AUTH_WRITE scope');
  return resolution.viewer;
}

export const externalAuthRoutes = new Hono<AppEnv>()
  .get(`/auth/${PROVIDER}`, async (c) => {
    const client = await clientOf(c);
    const { redirect } = validQuery(c, startQuery);
    return startFlow(c, client, safeRedirect(redirect, ''), null);
  })
  .post(`/auth/${PROVIDER}/link`, async (c) => {
    const client = await clientOf(c);
    const viewer = await linkingViewer(c);
    if (!viewer) return c.redirect(signInPath(LINKED_PROVIDERS_PAGE), 303);
    return startFlow(c, client, LINKED_PROVIDERS_PAGE, viewer.userId);
  })
  .post(`/auth/${PROVIDER}/unlink`, async (c) => {
    const provider = (await clientOf(c)).provider;
    const viewer = await linkingViewer(c);
    if (!viewer) return c.redirect(signInPath(LINKED_PROVIDERS_PAGE), 303);
    const { db } = await c.var.runtime();
    const problem = await unlinkProvider(db, viewer.userId, provider);
    return c.redirect(linkPage(problem ? { providers_error: problem, provider } : { providers_status: 'unlinked', provider }), 303);
  })
  .get(`/auth/${PROVIDER}/callback`, async (c) => {
    const client = await clientOf(c);
    const { db, config } = await c.var.runtime();
    const flow = readFlow(getCookie(c, flowCookieName(config.publicUrl)));
    c.header('Set-Cookie', clearedFlowCookie(config.publicUrl), { append: true });
    c.header('Cache-Control', 'no-store');
    const query = validQuery(c, callbackQuery);
    const valid = flow !== null && flow.provider === client.provider && query.state !== undefined && sameText(query.state, flow.state);
    if (!valid) return signInFailed(c, 'state', flow);
    const fail = (problem: ProviderProblem) =>
      (flow.linkUserId ? c.redirect(linkPage({ providers_error: problem, provider: client.provider }), 303) : signInFailed(c, problem, flow));
    if (query.error || !query.code) return fail('denied');

    let profile;
    try {
      profile = await client.profile(await client.accessToken(query.code, flow.verifier));
    } catch (error) {
      if (!PROVIDER_FAILURES.some((kind) => error instanceof kind)) throw error;
      console.error(`Sign-in with ${client.provider} failed:`, error);
      return fail('failed');
    }

    if (flow.linkUserId) {
      const viewer = await linkingViewer(c);
      if (viewer?.userId !== flow.linkUserId) return signInFailed(c, 'state', null);
      const problem = await linkProvider(db, viewer.userId, client.provider, profile);
      return c.redirect(linkPage(problem ? { providers_error: problem, provider: client.provider } : { providers_status: 'linked', provider: client.provider }), 303);
    }
    const outcome = await signInWithProvider(db, client.provider, profile);
    if ('error' in outcome) return fail(outcome.error);
    const next = safeRedirect(flow.redirect);
    // A new account sees the welcome page first, as after the sign-up form.
    return finishSignIn(c, outcome.ok.userId, outcome.ok.created ? `/auth/welcome?${new URLSearchParams({ redirect: next })}` : next);
  });
