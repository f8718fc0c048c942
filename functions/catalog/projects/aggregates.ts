// Bulk reads of what a project view gathers from other tables: categories, version unions, gallery, donation links.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';

export interface ProjectAggregates {
  categories: string[];
  additionalCategories: string[];
  loaders: string[];
  gameVersions: string[];
  versionIds: string[];
  hasVersions: boolean;
  gallery: (typeof t.galleryItems.$inferSelect)[];
  donationUrls: (typeof t.donationUrls.$inferSelect)[];
}

const empty = (): ProjectAggregates => ({
  categories: [], additionalCategories: [], loaders: [], gameVersions: [], versionIds: [], hasVersions: false, gallery: [], donationUrls: [],
});

/** Loads the aggregates of many projects in five queries, whatever their number. */
export async function selectProjectAggregates(db: Db, projectIds: string[]): Promise<Map<string, ProjectAggregates>> {
  const result = new Map(projectIds.map((id) => [id, empty()]));
  if (projectIds.length === 0) return result;
  const listed = [...LISTED_VERSION_STATUSES];

  const [categories, versions, loaders, gameVersions, gallery, donations] = await Promise.all([
    db.select().from(t.projectCategories).where(inArray(t.projectCategories.projectId, projectIds)),
    db.select({ id: t.versions.id, projectId: t.versions.projectId, status: t.versions.status })
      .from(t.versions)
      .where(inArray(t.versions.projectId, projectIds))
      .orderBy(asc(t.versions.datePublished)),
    db.selectDistinct({ projectId: t.versions.projectId, loader: t.versionLoaders.loader })
      .from(t.versionLoaders)
      .innerJoin(t.versions, sql`${t.versions.id} = ${t.versionLoaders.versionId}`)
      .where(and(inArray(t.versions.projectId, projectIds), inArray(t.versions.status, listed)))
      .orderBy(asc(t.versionLoaders.loader)),
    db.selectDistinct({ projectId: t.versions.projectId, gameVersion: t.versionGameVersions.gameVersion, date: t.gameVersions.date })
      .from(t.versionGameVersions)
      .innerJoin(t.versions, sql`${t.versions.id} = ${t.versionGameVersions.versionId}`)
      .leftJoin(t.gameVersions, sql`${t.gameVersions.version} = ${t.versionGameVersions.gameVersion}`)
      .where(and(inArray(t.versions.projectId, projectIds), inArray(t.versions.status, listed)))
      .orderBy(asc(t.gameVersions.date)),
    db.select().from(t.galleryItems).where(inArray(t.galleryItems.projectId, projectIds))
      .orderBy(asc(t.galleryItems.ordering), asc(t.galleryItems.title)),
    db.select().from(t.donationUrls).where(inArray(t.donationUrls.projectId, projectIds)),
  ]);

  for (const row of categories) {
    const entry = result.get(row.projectId)!;
    (row.additional ? entry.additionalCategories : entry.categories).push(row.category);
  }
  for (const row of versions) {
    const entry = result.get(row.projectId)!;
    entry.hasVersions = true;
    if ((listed as string[]).includes(row.status)) entry.versionIds.push(row.id);
  }
  for (const row of loaders) result.get(row.projectId)!.loaders.push(row.loader);
  for (const row of gameVersions) result.get(row.projectId)!.gameVersions.push(row.gameVersion);
  for (const row of gallery) result.get(row.projectId)!.gallery.push(row);
  for (const row of donations) result.get(row.projectId)!.donationUrls.push(row);
  return result;
}
