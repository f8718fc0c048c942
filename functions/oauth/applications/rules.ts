// What an application registration must look like: field lengths, redirect URIs and the scopes it may ask for.
import { scopesAreGrantable } from '#accounts';

export const APP_NAME_MIN = 3;
export const APP_NAME_MAX = 64;
export const APP_DESCRIPTION_MAX = 255;
export const APP_URL_MAX = 255;
export const REDIRECT_URIS_MAX = 10;
export const REDIRECT_URI_MAX = 255;

export type AppProblem = 'name' | 'description' | 'url' | 'redirect_uris' | 'scopes';

export interface AppFields {
  name?: string;
  description?: string | null;
  url?: string | null;
  redirectUris?: string[];
  maxScopes?: number;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Absolute https, or plain http only to this machine (native and development apps, RFC 8252 §7.3); no fragment
 * (RFC 6749 §3.1.2) and no credentials. Matching later is exact string comparison, so nothing is normalised.
 */
export function isRedirectUri(text: string): boolean {
  if (text.length > REDIRECT_URI_MAX || text !== text.trim()) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.hash || text.includes('#') || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && text.length <= APP_URL_MAX;
  } catch {
    return false;
  }
};

/** Blank lines and repeats are dropped: a textarea holds one URI a line. */
export const redirectUrisOf = (text: string): string[] => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))];

export function appProblem(fields: AppFields): AppProblem | null {
  const name = fields.name?.trim();
  if (name !== undefined && (name.length < APP_NAME_MIN || name.length > APP_NAME_MAX)) return 'name';
  if (fields.description && fields.description.trim().length > APP_DESCRIPTION_MAX) return 'description';
  if (fields.url && !isWebUrl(fields.url.trim())) return 'url';
  if (fields.redirectUris !== undefined) {
    const uris = fields.redirectUris;
    if (uris.length === 0 || uris.length > REDIRECT_URIS_MAX || new Set(uris).size !== uris.length || !uris.every(isRedirectUri)) return 'redirect_uris';
  }
  if (fields.maxScopes !== undefined && (fields.maxScopes === 0 || !scopesAreGrantable(fields.maxScopes))) return 'scopes';
  return null;
}
