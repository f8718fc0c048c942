// Who is asking: resolves the Authorization header to a viewer with scopes, or tells why it cannot (api-compat §authentication).
import type { Db } from '#db/client.ts';
import { ALL_SCOPES, hasScope, RESTRICTED_SCOPES, type ScopeName } from '#contracts/scopes.ts';
import type { UserRole } from '#contracts/enums.ts';
import { selectOauthTokenByHash, selectPatByHash, selectSessionByHash, touchPat } from './queries.ts';
import { hashToken, tokenKind } from './tokens.ts';

export interface Viewer {
  userId: string;
  role: UserRole;
  scopes: number;
  via: 'pat' | 'session' | 'oauth';
}

export type ViewerResolution = { viewer: Viewer } | { failure: 'missing' | 'invalid' | 'expired' | 'unknown_kind' };

/** last_used is a coarse signal; writing it on every request would turn reads into writes. */
const PAT_TOUCH_INTERVAL_MS = 60_000;

/** Restricted scopes are for website sessions only (api-compat §scopes), whatever bits a stored token row happens to carry. */
const grantable = (scopes: number) => Number(BigInt(scopes) & ~BigInt(RESTRICTED_SCOPES));

export async function resolveViewer(db: Db, authorization: string | undefined, now = new Date()): Promise<ViewerResolution> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return { failure: 'missing' };
  const kind = tokenKind(token);
  if (kind === 'pat') {
    const pat = await selectPatByHash(db, hashToken(token));
    if (!pat) return { failure: 'invalid' };
    if (pat.expires.getTime() <= now.getTime()) return { failure: 'expired' };
    if (!pat.lastUsed || now.getTime() - pat.lastUsed.getTime() > PAT_TOUCH_INTERVAL_MS) {
      void touchPat(db, pat.id, now).catch(() => undefined);
    }
    return { viewer: { userId: pat.userId, role: pat.role, scopes: grantable(pat.scopes), via: 'pat' } };
  }
  if (kind === 'session') {
    const session = await selectSessionByHash(db, hashToken(token));
    if (!session) return { failure: 'invalid' };
    if (session.expires.getTime() <= now.getTime()) return { failure: 'expired' };
    return { viewer: { userId: session.userId, role: session.role, scopes: ALL_SCOPES, via: 'session' } };
  }
  if (kind === 'oauth') {
    const grant = await selectOauthTokenByHash(db, hashToken(token));
    if (!grant) return { failure: 'invalid' };
    if (grant.expires.getTime() <= now.getTime()) return { failure: 'expired' };
    return { viewer: { userId: grant.userId, role: grant.role, scopes: grantable(grant.scopes), via: 'oauth' } };
  }
  return { failure: 'unknown_kind' };
}

export const viewerMay = (viewer: Viewer, name: ScopeName) => hasScope(viewer.scopes, name);
export const isStaff = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin';
