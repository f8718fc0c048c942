// The visitor's display preferences (cosmetics cookie) for this page, and the page-wide choices that follow from them.
import type { AstroGlobal } from 'astro';
import { COSMETICS_COOKIE, parseCosmetics, type Cosmetics } from '#contracts/cosmetics.ts';

type PageContext = Pick<AstroGlobal, 'cookies' | 'isPrerendered'>;

/** Pre-rendered pages are the same for everyone, so they get the defaults (and read no cookie, which they cannot). */
export const pageCosmetics = (astro: PageContext): Cosmetics =>
  parseCosmetics(astro.isPrerendered ? null : astro.cookies.get(COSMETICS_COOKIE)?.value);

/** The one place deciding how links to other sites open: in a new tab unless the visitor said otherwise. */
export const externalLinkTarget = (astro: PageContext): '_blank' | undefined => (pageCosmetics(astro).externalLinksNewTab ? '_blank' : undefined);
