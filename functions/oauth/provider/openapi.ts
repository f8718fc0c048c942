// The OpenAPI description of the OAuth 2 provider beside it: the oauth2 security scheme, the authorization page, token and revocation.
import { z } from 'zod';
import { SCOPES } from '#contracts/scopes.ts';
import { operation } from '#lib/api-operation.ts';
import { AUTHORIZE_PARAM_NAMES } from './authorize.ts';
import { ACCESS_TTL_SECONDS, type OAuthErrorCode, type TokenResponse } from './grants.ts';
import { tokenForm } from './routes.ts';

const AUTHORIZATION_PAGE = '/auth/authorize';
const TOKEN_ENDPOINT = '/_internal/oauth/token';
const tag = 'oauth';

/** Applications may ask for any scope but the restricted ones, which only a person's own tokens carry. */
const grantableScopes = Object.fromEntries(SCOPES.filter((entry) => !('restricted' in entry))
  .map(({ name }) => [name, name.toLowerCase().replaceAll('_', ' ')]));

export const oauthSecuritySchemes = {
  oauth2: {
    type: 'oauth2',
    description: 'An access token (mro_…) issued to a registered application that a person authorized; send it as `Authorization: Bearer <token>`. '
      + 'PKCE with S256 is required.',
    flows: { authorizationCode: { authorizationUrl: AUTHORIZATION_PAGE, tokenUrl: TOKEN_ENDPOINT, refreshUrl: TOKEN_ENDPOINT, scopes: grantableScopes } },
  },
  oauthClient: {
    type: 'http',
    scheme: 'basic',
    description: 'The application’s client ID and secret (client_secret_basic); or send client_id and client_secret in the form instead, not both.',
  },
};

const authorizeQuery = z.object({
  response_type: z.literal('code').describe('code: the authorization code flow is the only one'),
  client_id: z.string().describe('The application’s client ID'),
  redirect_uri: z.string().describe('One of the application’s registered redirect URIs, exactly as registered'),
  scope: z.string().describe('The scopes wanted, joined by spaces or "+"; within the application’s maximum scopes'),
  state: z.string().optional().describe('Sent back unchanged with the code or the error; bind it to the person’s session'),
  code_challenge: z.string().describe('PKCE: the base64url SHA-256 of the code verifier, 43 characters'),
  code_challenge_method: z.literal('S256').describe('S256, the only method'),
} satisfies Record<(typeof AUTHORIZE_PARAM_NAMES)[number], z.ZodType>);

const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().describe(`Seconds the access token lives: ${ACCESS_TTL_SECONDS}`),
  refresh_token: z.string().describe('Single use: refreshing answers a new one. The chain ends 30 days after the code was exchanged'),
  scope: z.string().describe('The granted scopes, space-separated'),
  user_id: z.string().describe('The person who authorized the application'),
}) satisfies z.ZodType<TokenResponse>;

const oauthError = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'invalid_scope'] satisfies OAuthErrorCode[]),
  error_description: z.string(),
  description: z.string().describe('The same text, as in Kiln’s other errors'),
});

const clientErrors = {
  400: { description: 'An OAuth error (RFC 6749 §5.2): invalid_request, invalid_grant, unsupported_grant_type or invalid_scope', schema: oauthError },
  401: { description: 'invalid_client: client authentication failed (with WWW-Authenticate when HTTP Basic was used)', schema: oauthError },
};

export const oauthOperations = [
  operation({
    method: 'get', path: AUTHORIZATION_PAGE, operationId: 'authorize', tag,
    summary: 'The authorization endpoint: a person grants an application access',
    description: 'A website page, not an API route: send the person’s browser here. Signed-out people sign in first and come back. '
      + 'A person who already granted every requested scope is not asked again. When they accept (or already had), the browser goes to '
      + '`redirect_uri` with `code` (valid for five minutes, single use) and `state`; when they decline, or the request is refused, '
      + 'with `error`, `error_description` and `state`. Exchange the code at the token endpoint.',
    query: authorizeQuery,
    responses: {
      200: 'The consent screen (HTML)',
      303: 'To sign in; or back to redirect_uri with the code, or with an error',
      400: 'Unknown client_id, or a redirect_uri that is not registered: the page shows the problem and sends nobody anywhere',
    },
  }),
  operation({
    method: 'post', path: TOKEN_ENDPOINT, operationId: 'token', tag, summary: 'The token endpoint: exchange a code, or refresh',
    description: '`grant_type=authorization_code` with `code`, `redirect_uri` and `code_verifier`; or `grant_type=refresh_token` with '
      + '`refresh_token` (and optionally a narrower `scope`). Each parameter at most once. Answers are never cached (`Cache-Control: no-store`).',
    form: tokenForm.pick({
      grant_type: true, code: true, redirect_uri: true, code_verifier: true, refresh_token: true, scope: true, client_id: true, client_secret: true,
    }),
    security: [{ oauthClient: [] }],
    responses: { 200: { description: 'A new access token and refresh token', schema: tokenResponse }, ...clientErrors },
  }),
  operation({
    method: 'post', path: '/_internal/oauth/revoke', operationId: 'revoke', tag, summary: 'The revocation endpoint (RFC 7009)',
    description: 'Revoking a refresh token ends its whole chain; revoking an access token ends it and its refresh token. '
      + 'An unknown token, or another application’s, answers 200 as well.',
    form: tokenForm.pick({ token: true, token_type_hint: true, client_id: true, client_secret: true }),
    security: [{ oauthClient: [] }],
    responses: { 200: 'Revoked, or nothing to revoke (empty body)', ...clientErrors },
  }),
];
