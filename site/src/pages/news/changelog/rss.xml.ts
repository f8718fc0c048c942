// /news/changelog/rss.xml: every product's changelog as RSS 2.0.
import type { APIRoute } from 'astro';
import { changelogFeed, rssResponse, siteOrigin } from '#site/lib/content-feeds.ts';

export const GET: APIRoute = (context) => rssResponse(changelogFeed(siteOrigin(context), context.url.pathname));
