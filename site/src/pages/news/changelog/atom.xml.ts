// /news/changelog/atom.xml: every product's changelog as Atom 1.0.
import type { APIRoute } from 'astro';
import { atomResponse, changelogFeed, siteOrigin } from '#site/lib/content-feeds.ts';

export const GET: APIRoute = (context) => atomResponse(changelogFeed(siteOrigin(context), context.url.pathname));
