// /robots.txt: crawl everything public, skip account and staff areas, and find both sitemaps.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/content-feeds.ts';

const PRIVATE_AREAS = ['/settings', '/dashboard', '/moderation', '/admin', '/auth/', '/servers/buy', '/servers/manage', '/_internal/'];

export const GET: APIRoute = (context) => {
  const origin = siteOrigin(context);
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-projects.xml`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
