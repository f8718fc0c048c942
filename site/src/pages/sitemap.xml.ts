// /sitemap.xml: the pre-rendered pages (news, changelog, legal, product pages); projects and users are in sitemap-projects.xml.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/content-feeds.ts';
import { staticRoutes } from '../lib/static-routes.ts';
import { SITEMAP_CONTENT_TYPE, sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async (context) =>
  new Response(sitemapXml(await staticRoutes(siteOrigin(context))), { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
