// The listed projects and the users of the database as sitemap URLs, newest change first, within one sitemap's cap.
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { projects, users, versionLoaders, versions } from '#db/schema/index.ts';
import { ALL_PLUGIN_LOADERS, DATAPACK_LOADERS, projectTypeForUrl } from '#contracts/loaders.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';
import { projectPath } from './project-urls.ts';
import { SITEMAP_MAX_URLS, type SitemapUrl } from './sitemap.ts';

/** Only plugin and data pack loaders can move a project to another URL type, so only those are looked up. */
const URL_CHANGING_LOADERS = [...ALL_PLUGIN_LOADERS, ...DATAPACK_LOADERS];

async function urlLoaders(db: Db, projectIds: string[]): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .selectDistinct({ projectId: versions.projectId, loader: versionLoaders.loader })
    .from(versionLoaders)
    .innerJoin(versions, sql`${versions.id} = ${versionLoaders.versionId}`)
    .where(and(inArray(versionLoaders.loader, URL_CHANGING_LOADERS), inArray(versions.status, [...LISTED_VERSION_STATUSES])));
  // One pass over the (indexed) URL-changing loader rows beats an IN list of up to 50 000 project IDs.
  const wanted = new Set(projectIds);
  for (const row of rows) {
    if (wanted.has(row.projectId)) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row.loader]);
  }
  return byProject;
}

export async function projectAndUserUrls(db: Db, origin: string): Promise<SitemapUrl[]> {
  const listed = await db
    .select({ id: projects.id, slug: projects.slug, projectType: projects.projectType, updated: projects.updated })
    .from(projects)
    .where(inArray(projects.status, [...LISTED_PROJECT_STATUSES]))
    .orderBy(desc(projects.updated))
    .limit(SITEMAP_MAX_URLS);
  const loaders = await urlLoaders(db, listed.map((row) => row.id));
  const people = await db
    .select({ username: users.username, created: users.created })
    .from(users)
    .orderBy(desc(users.created))
    .limit(Math.max(0, SITEMAP_MAX_URLS - listed.length));
  return [
    ...listed.map((row) => ({
      loc: `${origin}${projectPath(projectTypeForUrl(row.projectType, loaders.get(row.id) ?? []), row.slug ?? row.id)}`,
      lastmod: row.updated,
    })),
    ...people.map((row) => ({ loc: `${origin}/user/${encodeURIComponent(row.username)}` })),
  ];
}
