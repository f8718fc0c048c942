// /news/atom.xml: the news feed as Atom 1.0.
import type { APIRoute } from 'astro';
import { atomResponse, newsFeed, siteOrigin } from '#site/lib/content-feeds.ts';

export const GET: APIRoute = (context) => atomResponse(newsFeed(siteOrigin(context), context.url.pathname));
