// The listed projects a sitemap names, newest change first, each with the loaders that decide its URL type.
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { projects, versionLoaders, versions } from '#db/schema/index.ts';
import { ALL_PLUGIN_LOADERS, DATAPACK_LOADERS, projectTypeForUrl } from '#contracts/loaders.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';

/** Only plugin and data pack loaders can move a project to another URL type, so only those are looked up. */
const URL_CHANGING_LOADERS = [...ALL_PLUGIN_LOADERS, ...DATAPACK_LOADERS];

export interface SitemapProject {
  slug: string;
  /** The type its URL shows (a mod with only plugin loaders is a plugin). */
  urlType: string;
  updated: Date;
}

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

export async function sitemapProjects(db: Db, limit: number): Promise<SitemapProject[]> {
  const listed = await db
    .select({ id: projects.id, slug: projects.slug, projectType: projects.projectType, updated: projects.updated })
    .from(projects)
    .where(inArray(projects.status, [...LISTED_PROJECT_STATUSES]))
    .orderBy(desc(projects.updated))
    .limit(limit);
  const loaders = await urlLoaders(db, listed.map((row) => row.id));
  return listed.map((row) => ({ slug: row.slug ?? row.id, urlType: projectTypeForUrl(row.projectType, loaders.get(row.id) ?? []), updated: row.updated }));
}
