// Headers a browser enforces, on every response of the site and the API: no MIME sniffing, a referrer policy, pages
// that no other site may frame, and HSTS once the public URL is https. One list for on-demand responses (the
// middleware) and for pre-rendered pages (written beside the build for the static file server).
import type { MiddlewareHandler } from 'hono';
import type { Config } from '#config';

export interface HeaderEntry {
  key: string;
  value: string;
}

/** A second policy beside Astro's script hashes: browsers enforce every Content-Security-Policy they receive. */
export const FRAMING_POLICY = "frame-ancestors 'none'";

export function securityHeaderEntries(config: Pick<Config, 'publicUrl'>, html: boolean): HeaderEntry[] {
  const entries: HeaderEntry[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
  if (html) entries.push({ key: 'Content-Security-Policy', value: FRAMING_POLICY }, { key: 'X-Frame-Options', value: 'DENY' });
  if (config.publicUrl.startsWith('https:')) entries.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000' });
  return entries;
}

export function securityHeaders(config: () => Pick<Config, 'publicUrl'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Redirects and fetched responses carry immutable headers; a copy shares the body without reading it.
    c.res = new Response(c.res.body, c.res);
    const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    for (const { key, value } of securityHeaderEntries(config(), html)) {
      // A route's own stricter choice (no referrer on a page whose URL holds a token) stands; policies add up.
      if (key === 'Content-Security-Policy') c.res.headers.append(key, value);
      else if (!c.res.headers.has(key)) c.res.headers.set(key, value);
    }
  };
}
