// The session cookie: HttpOnly, SameSite=Lax, Path=/, and Secure whenever the site's public URL is https.
export const SESSION_COOKIE = 'kiln_session';

/** Browsers drop Secure cookies set over http://, so a site served over plain HTTP could never sign anyone in. */
export function cookieIsSecure(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
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
