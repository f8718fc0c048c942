// /news/rss.xml: the news feed as RSS 2.0.
import type { APIRoute } from 'astro';
import { newsFeed, rssResponse, siteOrigin } from '#site/lib/content-feeds.ts';

export const GET: APIRoute = (context) => rssResponse(newsFeed(siteOrigin(context), context.url.pathname));
