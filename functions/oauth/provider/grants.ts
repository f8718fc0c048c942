// The token and revocation endpoints' decisions (RFC 6749 §4.1.3, §6; RFC 7636 §4.6; RFC 7009): client checks, codes, rotation.
import type { Db } from '#db/client.ts';
import { generateToken, hashToken } from '#access';
import { appForConsent } from '../applications/service.ts';
import { randomId } from '#lib/ids.ts';
import { verifyS256 } from '#lib/pkce.ts';
import {
  deleteToken, deleteTokenFamily, insertToken, markCodeUsed, markTokenRotated, selectCodeByHash, selectTokenByAccessHash, selectTokenByRefreshHash,
} from './queries.ts';
import { parseScopeString, scopeString, scopesWithin } from './scopes.ts';
import { randomSecret, secretMatches } from '#access';

export const ACCESS_TTL_SECONDS = 3600;
/** Absolute: refreshing never extends it (ASVS 5.0 10.4.8). */
export const REFRESH_TTL_MS = 30 * 86_400_000;

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_scope';
export interface OAuthFailure {
  error: OAuthErrorCode;
  description: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  user_id: string;
}

export type Client = NonNullable<Awaited<ReturnType<typeof appForConsent>>>;

const fail = (error: OAuthErrorCode, description: string): { failure: OAuthFailure } => ({ failure: { error, description } });

/** The application, when the secret is its current one; unknown ids and wrong secrets look the same. */
export async function authenticateClient(db: Db, clientId: string, secret: string): Promise<Client | null> {
  const app = await appForConsent(db, clientId);
  return app && secretMatches(secret, app.secretHash) ? app : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function issue(tx: Tx, grant: { familyId: string; authorizationId: string; userId: string; scopes: number; refreshExpires: Date }, now: Date): Promise<TokenResponse> {
  const accessToken = generateToken('oauth');
  const refreshToken = randomSecret();
  await insertToken(tx, {
    id: randomId(), familyId: grant.familyId, authorizationId: grant.authorizationId, accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken), scopes: grant.scopes, created: now,
    accessExpires: new Date(now.getTime() + ACCESS_TTL_SECONDS * 1000), refreshExpires: grant.refreshExpires,
  });
  return {
    access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS, refresh_token: refreshToken,
    scope: scopeString(grant.scopes), user_id: grant.userId,
  };
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

const replayed = () => fail('invalid_grant', 'The authorization code was already used; the tokens issued for it are revoked');

/**
 * A code buys tokens once, and presenting it again revokes every token it led to (RFC 6749 §4.1.2, ASVS 5.0
 * 10.4.2). A refused redirect_uri or code_verifier does not use it up: without the verifier (43+ random characters)
 * the code is worth nothing, so a client's typo costs the person no second consent, and "used" always means issued.
 */
export function exchangeCode(db: Db, client: Client, input: CodeExchange, now = new Date()): Promise<{ ok: TokenResponse } | { failure: OAuthFailure }> {
  return db.transaction(async (tx) => {
    const found = await selectCodeByHash(tx, hashToken(input.code));
    if (!found || found.appId !== client.id) return fail('invalid_grant', 'The authorization code is invalid');
    const { code } = found;
    if (code.used) {
      await deleteTokenFamily(tx, code.id);
      return replayed();
    }
    if (code.expires.getTime() <= now.getTime()) return fail('invalid_grant', 'The authorization code has expired');
    if (code.redirectUri !== input.redirectUri) return fail('invalid_grant', 'redirect_uri does not match the authorization request');
    if (!verifyS256(input.codeVerifier, code.codeChallenge)) return fail('invalid_grant', 'code_verifier does not match the code_challenge');
    if (!(await markCodeUsed(tx, code.id))) {
      await deleteTokenFamily(tx, code.id);
      return replayed();
    }
    const refreshExpires = new Date(now.getTime() + REFRESH_TTL_MS);
    return { ok: await issue(tx, { familyId: code.id, authorizationId: code.authorizationId, userId: found.userId, scopes: code.scopes, refreshExpires }, now) };
  });
}

export interface Refresh {
  refreshToken: string;
  /** Optional narrowing (RFC 6749 §6): never wider than the original grant. */
  scope?: string;
}

/** Rotation: each refresh token works once; reusing an old one revokes the whole chain (ASVS 5.0 10.4.5). */
export function refreshTokens(db: Db, client: Client, input: Refresh, now = new Date()): Promise<{ ok: TokenResponse } | { failure: OAuthFailure }> {
  return db.transaction(async (tx) => {
    const found = await selectTokenByRefreshHash(tx, hashToken(input.refreshToken));
    if (!found || found.appId !== client.id) return fail('invalid_grant', 'The refresh token is invalid');
    const { token } = found;
    if (token.rotated || !(await markTokenRotated(tx, token.id, now))) {
      await deleteTokenFamily(tx, token.familyId);
      return fail('invalid_grant', 'The refresh token was already used; every token of this grant is revoked');
    }
    if (token.refreshExpires.getTime() <= now.getTime()) return fail('invalid_grant', 'The refresh token has expired');
    let scopes = token.scopes;
    if (input.scope !== undefined) {
      const wanted = parseScopeString(input.scope);
      if (wanted === null || !scopesWithin(wanted, token.scopes)) return fail('invalid_scope', 'The requested scope exceeds the original grant');
      scopes = wanted;
    }
    return { ok: await issue(tx, { familyId: token.familyId, authorizationId: token.authorizationId, userId: found.userId, scopes, refreshExpires: token.refreshExpires }, now) };
  });
}

/**
 * RFC 7009: an unknown token, or another client's, is not an error (the answer must not tell them apart). Revoking a
 * refresh token ends its whole chain; revoking an access token ends it and its refresh token.
 */
export async function revokeToken(db: Db, client: Client, token: string, hint?: string): Promise<void> {
  const hash = hashToken(token);
  const lookups = hint === 'refresh_token'
    ? [['refresh', selectTokenByRefreshHash], ['access', selectTokenByAccessHash]] as const
    : [['access', selectTokenByAccessHash], ['refresh', selectTokenByRefreshHash]] as const;
  await db.transaction(async (tx) => {
    for (const [kind, lookup] of lookups) {
      const found = await lookup(tx, hash);
      if (!found) continue;
      if (found.appId !== client.id) return;
      if (kind === 'refresh') await deleteTokenFamily(tx, found.token.familyId);
      else await deleteToken(tx, found.token.id);
      return;
    }
  });
}
