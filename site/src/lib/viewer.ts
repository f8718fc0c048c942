// Who is looking at a server-rendered page, and how the page may be cached for them: the one place pages ask.
import type { AstroGlobal } from 'astro';
import type { Viewer } from '../../../functions/auth/viewer.ts';

/** There is no sign-in on the site yet, so every page is rendered for a visitor; the session cookie will be read here. */
export async function pageViewer(_astro: Pick<AstroGlobal, 'cookies'>): Promise<Viewer | null> {
  return null;
}

/** What visitors see is shared and cacheable; a signed-in viewer's page may hold what only they may see. */
export function setPageCaching(astro: Pick<AstroGlobal, 'response'>, viewer: Viewer | null): void {
  astro.response.headers.set('Cache-Control', viewer ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=600');
  astro.response.headers.set('Vary', 'Accept-Language, Cookie');
}
