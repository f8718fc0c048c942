// The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure everywhere but plain-HTTP localhost development.
export const SESSION_COOKIE = 'kiln_session';

/** Browsers refuse Secure cookies over http://, which only local development uses. */
export function cookieIsSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
  return !(url.protocol === 'http:' && local);
}

export interface CookieAttributes {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires?: Date;
  maxAge?: number;
}

export const sessionCookieAttributes = (publicUrl: string, expires: Date): CookieAttributes =>
  ({ httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(publicUrl), path: '/', expires });

export function serializeSessionCookie(token: string, publicUrl: string, expires: Date): string {
  const secure = cookieIsSecure(publicUrl) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`;
}

export function serializeClearedCookie(publicUrl: string): string {
  const secure = cookieIsSecure(publicUrl) ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
