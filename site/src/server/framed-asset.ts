// The Worker's built pages: wrangler.toml routes their paths here first (#site/lib/built-pages.ts). Visitors get the
// asset as built; a signed-in person gets it in their own frame, rendered by Astro (#contracts/page-frame.ts).
import { SESSION_COOKIE } from '#access';
import { BUILT_PAGE_VARY, FRAMED_PAGE_CACHE_CONTROL, framePage, hasSessionCookie, pageFrameRequest, withoutConditions } from '#contracts/page-frame.ts';
import { isBuiltPagePath } from '#site/lib/built-pages.ts';

/** Cloudflare's static-assets binding. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/**
 * The built page `request` asks for, framed when it comes with the session cookie; undefined when it names no built
 * page (a POST, or an unknown path under a built page's prefix), for Astro to answer.
 */
export async function builtPageAnswer(request: Request, assets: AssetFetcher, render: (request: Request) => Promise<Response>): Promise<Response | undefined> {
  const url = new URL(request.url);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !isBuiltPagePath(url.pathname)) return undefined;
  const signedIn = request.method === 'GET' && hasSessionCookie(request.headers.get('cookie'), SESSION_COOKIE);
  // A browser may still hold the page as a visitor saw it: a signed-in person's request must not get that copy confirmed.
  const built = await assets.fetch(signedIn ? new Request(request.url, { headers: withoutConditions(request.headers) }) : request);
  if (built.status === 404) return undefined;
  if (!signedIn || built.status !== 200 || !built.headers.get('content-type')?.startsWith('text/html')) return built;
  const frame = await render(pageFrameRequest(url, request.headers));
  if (frame.status === 429) return frame;
  const framed = frame.status === 200 ? framePage(await built.clone().text(), await frame.text()) : null;
  if (framed === null) return built;
  const headers = new Headers(built.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) headers.delete(name);
  headers.set('Cache-Control', FRAMED_PAGE_CACHE_CONTROL);
  headers.set('Vary', BUILT_PAGE_VARY);
  for (const cookie of frame.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(framed, { status: 200, headers });
}
