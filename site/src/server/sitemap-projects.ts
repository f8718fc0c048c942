// The listed projects and the users of the database as sitemap URLs, newest change first, within one sitemap's cap.
import type { Db } from '#access';
import { newestUsernames } from '#accounts';
import { sitemapProjects } from '#catalog';
import { projectPath } from '../lib/project-urls.ts';
import { SITEMAP_MAX_URLS, type SitemapUrl } from '../lib/sitemap.ts';

export async function projectAndUserUrls(db: Db, origin: string): Promise<SitemapUrl[]> {
  const listed = await sitemapProjects(db, SITEMAP_MAX_URLS);
  const people = await newestUsernames(db, SITEMAP_MAX_URLS - listed.length);
  return [
    ...listed.map((project) => ({ loc: `${origin}${projectPath(project.urlType, project.slug)}`, lastmod: project.updated })),
    ...people.map((row) => ({ loc: `${origin}/user/${encodeURIComponent(row.username)}` })),
  ];
}
