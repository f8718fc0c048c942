// Sitemap XML (sitemaps.org protocol) from a list of absolute URLs.
import { escapeXml } from './feeds.ts';

export interface SitemapUrl { loc: string; lastmod?: Date }

/** The protocol's cap on URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.slice(0, SITEMAP_MAX_URLS).map((url) =>
    `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...body, '</urlset>'].join('\n');
}

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
