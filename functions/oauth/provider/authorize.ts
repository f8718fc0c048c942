// The authorization endpoint (RFC 6749 §4.1.1, RFC 7636): checking a request, then issuing a code or a refusal.
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { appForConsent } from '../applications/service.ts';
import { randomId } from '#lib/ids.ts';
import { isS256Challenge } from '#lib/pkce.ts';
import { insertAuthorization, insertCode, selectAuthorization, updateAuthorizationScopes } from './queries.ts';
import { parseScopeString, scopesWithin, scopeUnion } from './scopes.ts';
import { randomSecret } from '#access';

/** Codes live five minutes (ASVS 5.0 10.4.3 allows at most ten). */
export const CODE_TTL_MS = 5 * 60_000;

export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export const AUTHORIZE_PARAM_NAMES = ['client_id', 'redirect_uri', 'scope', 'state', 'response_type', 'code_challenge', 'code_challenge_method'] as const;

export type ConsentApp = NonNullable<Awaited<ReturnType<typeof appForConsent>>>;

export interface ValidAuthorizeRequest {
  app: ConsentApp;
  scopes: number;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
}

export type AuthorizeCheck =
  /** Nowhere safe to send the person back to: the page shows the problem (RFC 6749 §4.1.2.1). */
  | { kind: 'invalid'; problem: 'client' | 'redirect' }
  /** The client is known and the redirect URI registered: refusals go back to it. */
  | { kind: 'refused'; location: string }
  | { kind: 'valid'; request: ValidAuthorizeRequest };

/** The registered URI with parameters added; any query the client registered is kept. */
function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

const refusal = (redirectUri: string, state: string | undefined, error: string, description: string): AuthorizeCheck =>
  ({ kind: 'refused', location: redirectWith(redirectUri, { error, error_description: description, state }) });

export async function checkAuthorizeRequest(db: Db, params: AuthorizeParams): Promise<AuthorizeCheck> {
  const app = params.client_id ? await appForConsent(db, params.client_id) : undefined;
  if (!app) return { kind: 'invalid', problem: 'client' };
  const redirectUri = params.redirect_uri;
  // Exact string comparison with a registered URI: no prefix, normalisation or wildcard (ASVS 5.0 10.4.1).
  if (!redirectUri || !app.redirectUris.some((registered) => registered.uri === redirectUri)) return { kind: 'invalid', problem: 'redirect' };
  const { state } = params;
  if (params.response_type !== 'code') return refusal(redirectUri, state, 'unsupported_response_type', 'Only response_type=code is supported');
  if (!params.code_challenge) return refusal(redirectUri, state, 'invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256');
  if (params.code_challenge_method !== 'S256') return refusal(redirectUri, state, 'invalid_request', 'Transform algorithm not supported: use code_challenge_method=S256');
  if (!isS256Challenge(params.code_challenge)) return refusal(redirectUri, state, 'invalid_request', 'code_challenge must be 43 base64url characters');
  const scopes = parseScopeString(params.scope);
  if (scopes === null) return refusal(redirectUri, state, 'invalid_scope', 'The requested scope is missing or names an unknown scope');
  if (!scopesWithin(scopes, app.maxScopes)) return refusal(redirectUri, state, 'invalid_scope', 'The requested scope exceeds what this application may ask for');
  return { kind: 'valid', request: { app, scopes, redirectUri, state, codeChallenge: params.code_challenge } };
}

/** Whether the person already granted this application every scope it now asks for; consent is then not asked again. */
export async function alreadyGranted(db: Db, userId: string, request: ValidAuthorizeRequest): Promise<boolean> {
  const grant = await selectAuthorization(db, request.app.id, userId);
  return grant !== undefined && scopesWithin(request.scopes, grant.scopes);
}

/** Records the grant (widening an earlier one) and a single-use code bound to the client, URI and challenge. */
export async function approve(db: Db, userId: string, request: ValidAuthorizeRequest, now = new Date()): Promise<string> {
  const code = randomSecret();
  await db.transaction(async (tx) => {
    const grant = await selectAuthorization(tx, request.app.id, userId);
    let authorizationId = grant?.id;
    if (!grant) {
      authorizationId = randomId();
      await insertAuthorization(tx, { id: authorizationId, appId: request.app.id, userId, scopes: request.scopes, created: now });
    } else if (!scopesWithin(request.scopes, grant.scopes)) {
      await updateAuthorizationScopes(tx, grant.id, scopeUnion(grant.scopes, request.scopes));
    }
    await insertCode(tx, {
      id: randomId(), codeHash: hashToken(code), authorizationId: authorizationId!, scopes: request.scopes,
      redirectUri: request.redirectUri, codeChallenge: request.codeChallenge, expires: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return redirectWith(request.redirectUri, { code, state: request.state });
}

export const decline = (request: ValidAuthorizeRequest): string =>
  redirectWith(request.redirectUri, { error: 'access_denied', error_description: 'The user declined the authorization request', state: request.state });
