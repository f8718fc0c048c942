// The address a page's frame (header, banners, footer) speaks of: the request's own, or, when the server frames a
// built page for a signed-in person, that built page's (#contracts/page-frame.ts).
import type { AstroGlobal } from 'astro';
import { framedPageUrl, PAGE_FRAME_PATH } from '#contracts/page-frame.ts';

export function pageUrl(astro: Pick<AstroGlobal, 'url'>): URL {
  return (astro.url.pathname === PAGE_FRAME_PATH && framedPageUrl(astro.url)) || astro.url;
}
