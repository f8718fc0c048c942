// /_internal/oauth/*: consent answers (accept/reject), the token and revocation endpoints, and the person's authorizations.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireViewer } from '#access';
import { viewerMay, type Viewer } from '#access';
import { signInPath } from '#contracts/urls.ts';
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { validForm, validQuery } from '#lib/validation.ts';
import { approve, AUTHORIZE_PARAM_NAMES, checkAuthorizeRequest, decline, type AuthorizeParams } from './authorize.ts';
import { listAuthorizations, revokeAuthorization } from './authorizations.ts';
import { authenticateClient, exchangeCode, refreshTokens, revokeToken, type Client, type OAuthErrorCode, type OAuthFailure } from './grants.ts';

const AUTHORIZE_PAGE = '/auth/authorize';
const AUTHORIZATIONS_PAGE = '/settings/authorizations';

const param = z.string().max(2048).optional();
const authorizeForm = z.object(Object.fromEntries(AUTHORIZE_PARAM_NAMES.map((name) => [name, param]))) as z.ZodType<AuthorizeParams>;

/** Signed-out browsers sign in and come back to the consent screen with the same request. */
async function consentViewer(c: Context<AppEnv>, params: AuthorizeParams): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return c.redirect(signInPath(`${AUTHORIZE_PAGE}?${query}`), 303);
  }
  if (!viewerMay(resolution.viewer, 'SESSION_ACCESS')) throw new ApiError('auth_error', 'The token does not have the SESSION_ACCESS scope');
  return resolution.viewer;
}

/** The consent screen already showed invalid requests; only a forged post gets here, and it gets no redirect. */
async function answer(c: Context<AppEnv>, accept: boolean): Promise<Response> {
  const params = await validForm(c, authorizeForm);
  const viewer = await consentViewer(c, params);
  if (viewer instanceof Response) return viewer;
  const { db } = await c.var.runtime();
  const check = await checkAuthorizeRequest(db, params);
  if (check.kind === 'invalid') throw badRequest(check.problem === 'client' ? 'Unknown client_id' : 'redirect_uri is not registered for this application');
  if (check.kind === 'refused') return c.redirect(check.location, 303);
  return c.redirect(accept ? await approve(db, viewer.userId, check.request) : decline(check.request), 303);
}

const STATUS: Record<OAuthErrorCode, 400 | 401> = {
  invalid_request: 400, invalid_client: 401, invalid_grant: 400, unsupported_grant_type: 400, invalid_scope: 400,
};

/** RFC 6749 §5.2 names the fields error and error_description; description keeps Kiln's own error shape too. */
function oauthError(c: Context<AppEnv>, failure: OAuthFailure, basic = false): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  if (failure.error === 'invalid_client' && basic) c.header('WWW-Authenticate', 'Basic realm="kiln", charset="UTF-8"');
  return c.json({ error: failure.error, error_description: failure.description, description: failure.description }, STATUS[failure.error]);
}

/** One form for the token and revocation endpoints; the handlers check which fields each grant needs. */
export const tokenForm = z.object({
  grant_type: z.string().optional().describe('authorization_code or refresh_token'),
  code: z.string().max(512).optional().describe('authorization_code: the code the authorization endpoint sent back'),
  redirect_uri: z.string().max(2048).optional().describe('authorization_code: the redirect_uri the code was requested with'),
  code_verifier: z.string().max(512).optional().describe('authorization_code: the PKCE verifier whose S256 challenge was sent'),
  refresh_token: z.string().max(512).optional().describe('refresh_token: the refresh token'),
  scope: z.string().max(2048).optional().describe('refresh_token: a narrower scope than the grant’s, space-separated'),
  token: z.string().max(512).optional().describe('The access or refresh token to revoke'),
  token_type_hint: z.string().max(64).optional().describe('access_token or refresh_token: which kind `token` is, looked up first'),
  client_id: z.string().max(64).optional().describe('The client ID, when not sent with HTTP Basic'),
  client_secret: z.string().max(512).optional().describe('The client secret, when not sent with HTTP Basic'),
});
type TokenForm = z.infer<typeof tokenForm>;

function basicCredentials(header: string | undefined): { id: string; secret: string } | null | undefined {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match) return undefined;
  try {
    const decoded = atob(match[1]!);
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    // RFC 6749 §2.3.1: both halves are form-urlencoded before they are joined and encoded.
    const unescape = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    return { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

type ClientRequest = { form: TokenForm; client: Client } | { failure: OAuthFailure; basic: boolean };

/** Reads the form (each parameter at most once, RFC 6749 §3.2) and authenticates the client by Basic or by post. */
async function clientRequest(c: Context<AppEnv>): Promise<ClientRequest> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return { failure: { error: 'invalid_request', description: 'The body must be application/x-www-form-urlencoded' }, basic: false };
  }
  const parsed = tokenForm.safeParse(await c.req.parseBody({ all: true }));
  if (!parsed.success) return { failure: { error: 'invalid_request', description: 'Malformed or repeated parameters' }, basic: false };
  const form = parsed.data;
  const basic = basicCredentials(c.req.header('authorization'));
  if (basic !== undefined && (form.client_secret !== undefined)) {
    return { failure: { error: 'invalid_request', description: 'Use one client authentication method, not two' }, basic: true };
  }
  const credentials = basic ?? (form.client_id && form.client_secret ? { id: form.client_id, secret: form.client_secret } : null);
  if (!credentials || (basic && form.client_id !== undefined && form.client_id !== basic.id)) {
    return { failure: { error: 'invalid_client', description: 'Client authentication failed' }, basic: basic !== undefined };
  }
  const { db } = await c.var.runtime();
  const client = await authenticateClient(db, credentials.id, credentials.secret);
  if (!client) return { failure: { error: 'invalid_client', description: 'Client authentication failed' }, basic: basic !== undefined };
  return { form, client };
}

const missing = (name: string): OAuthFailure => ({ error: 'invalid_request', description: `${name} is required` });

export const oauthRoutes = new Hono<AppEnv>()
  .post('/oauth/accept', (c) => answer(c, true))
  .post('/oauth/reject', (c) => answer(c, false))
  .post('/oauth/token', async (c) => {
    const request = await clientRequest(c);
    if ('failure' in request) return oauthError(c, request.failure, request.basic);
    const { form, client } = request;
    const { db } = await c.var.runtime();
    let outcome;
    if (form.grant_type === 'authorization_code') {
      if (!form.code) return oauthError(c, missing('code'));
      if (!form.redirect_uri) return oauthError(c, missing('redirect_uri'));
      if (!form.code_verifier) return oauthError(c, missing('code_verifier'));
      outcome = await exchangeCode(db, client, { code: form.code, redirectUri: form.redirect_uri, codeVerifier: form.code_verifier });
    } else if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return oauthError(c, missing('refresh_token'));
      outcome = await refreshTokens(db, client, { refreshToken: form.refresh_token, scope: form.scope });
    } else {
      return oauthError(c, { error: form.grant_type ? 'unsupported_grant_type' : 'invalid_request', description: 'grant_type must be authorization_code or refresh_token' });
    }
    if ('failure' in outcome) return oauthError(c, outcome.failure);
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return c.json(outcome.ok);
  })
  .post('/oauth/revoke', async (c) => {
    const request = await clientRequest(c);
    if ('failure' in request) return oauthError(c, request.failure, request.basic);
    if (!request.form.token) return oauthError(c, missing('token'));
    const { db } = await c.var.runtime();
    await revokeToken(db, request.client, request.form.token, request.form.token_type_hint);
    return c.body(null, 200);
  })
  .get('/oauth/authorizations', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { db } = await c.var.runtime();
    return c.json((await listAuthorizations(db, viewer.userId)).map((row) => ({
      id: row.id, app_id: row.appId, user_id: viewer.userId, scopes: row.scopes, created: row.created.toISOString(),
    })));
  })
  .delete('/oauth/authorizations', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { client_id } = validQuery(c, z.object({ client_id: z.string().min(1).max(64) }));
    const { db } = await c.var.runtime();
    if (!(await revokeAuthorization(db, viewer.userId, client_id))) throw notFound();
    return c.body(null, 204);
  })
  .post('/oauth/authorizations/revoke', async (c) => {
    const resolution = await c.var.viewer();
    if (!('viewer' in resolution)) return c.redirect(signInPath(AUTHORIZATIONS_PAGE), 303);
    if (!viewerMay(resolution.viewer, 'SESSION_ACCESS')) throw new ApiError('auth_error', 'The token does not have the SESSION_ACCESS scope');
    const form = await validForm(c, z.object({ client_id: z.string().min(1).max(64) }));
    const { db } = await c.var.runtime();
    if (!(await revokeAuthorization(db, resolution.viewer.userId, form.client_id))) throw notFound();
    return c.redirect(AUTHORIZATIONS_PAGE, 303);
  });
