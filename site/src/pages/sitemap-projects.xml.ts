// /sitemap-projects.xml: public projects and user profiles, read from the database on request.
import type { APIRoute } from 'astro';
import { projectAndUserUrls } from '../server/sitemap-projects.ts';
import { SITEMAP_CONTENT_TYPE, sitemapXml } from '../lib/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const { db, config } = await locals.kiln.runtime();
  // Rendered per request, so the configured public origin is known and beats whatever host the request came in on.
  const urls = await projectAndUserUrls(db, config.publicUrl);
  return new Response(sitemapXml(urls), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
};
