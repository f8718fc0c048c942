// Version reads: rows by id or project, and their loaders, game versions, files and dependencies in bulk.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type VersionRow = typeof t.versions.$inferSelect;
export type FileRow = typeof t.files.$inferSelect;
export type DependencyRow = typeof t.dependencies.$inferSelect;

export interface VersionParts {
  loaders: string[];
  gameVersions: string[];
  files: FileRow[];
  dependencies: DependencyRow[];
}

export const selectVersionsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(t.versions).where(inArray(t.versions.id, ids)) : Promise.resolve([]);

export const selectVersionsOfProjects = (db: Db, projectIds: string[]) =>
  projectIds.length
    ? db.select().from(t.versions).where(inArray(t.versions.projectId, projectIds)).orderBy(desc(t.versions.datePublished))
    : Promise.resolve([]);

export async function selectVersionParts(db: Db, versionIds: string[]): Promise<Map<string, VersionParts>> {
  const parts = new Map<string, VersionParts>(versionIds.map((id) => [id, { loaders: [], gameVersions: [], files: [], dependencies: [] }]));
  if (versionIds.length === 0) return parts;
  const [loaders, gameVersions, files, dependencies] = await Promise.all([
    db.select().from(t.versionLoaders).where(inArray(t.versionLoaders.versionId, versionIds)).orderBy(asc(t.versionLoaders.loader)),
    db.select({ versionId: t.versionGameVersions.versionId, gameVersion: t.versionGameVersions.gameVersion })
      .from(t.versionGameVersions)
      .leftJoin(t.gameVersions, eq(t.gameVersions.version, t.versionGameVersions.gameVersion))
      .where(inArray(t.versionGameVersions.versionId, versionIds))
      .orderBy(asc(t.gameVersions.date)),
    db.select().from(t.files).where(inArray(t.files.versionId, versionIds)),
    db.select().from(t.dependencies).where(inArray(t.dependencies.versionId, versionIds)).orderBy(asc(t.dependencies.id)),
  ]);
  for (const row of loaders) parts.get(row.versionId)!.loaders.push(row.loader);
  for (const row of gameVersions) parts.get(row.versionId)!.gameVersions.push(row.gameVersion);
  for (const row of files) parts.get(row.versionId)!.files.push(row);
  for (const row of dependencies) parts.get(row.versionId)!.dependencies.push(row);
  return parts;
}
