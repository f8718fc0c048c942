// Reads and writes of version publishing: hash ownership, dependency targets, the version rows and staged uploads.
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { DependencyType, FileType, VersionStatus } from '#contracts/enums.ts';
import { nextStamp, stampStill } from '#lib/edit-stamp.ts';
import { queueFileScans } from './scan-queue.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Of these sha1s, those already published in a project other than this one. */
export async function selectSha1sInOtherProjects(db: Db, projectId: string, sha1s: readonly string[]): Promise<Set<string>> {
  if (sha1s.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sha1: t.files.sha1 })
    .from(t.files)
    .innerJoin(t.versions, eq(t.versions.id, t.files.versionId))
    .where(and(inArray(t.files.sha1, [...sha1s]), ne(t.versions.projectId, projectId)));
  return new Set(rows.map((row) => row.sha1));
}

/** For embedded modpack files: the published versions (with project and status) holding each known sha1. */
export async function selectVersionsBySha1(db: Db, sha1s: readonly string[]) {
  if (sha1s.length === 0) return [];
  return db
    .select({ sha1: t.files.sha1, versionId: t.files.versionId, projectId: t.versions.projectId, status: t.versions.status })
    .from(t.files)
    .innerJoin(t.versions, eq(t.versions.id, t.files.versionId))
    .where(inArray(t.files.sha1, [...sha1s]));
}

/** The environment of the project's newest version, which a new version without one inherits. */
export async function selectLatestEnvironment(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ environment: t.versions.environment })
    .from(t.versions)
    .where(eq(t.versions.projectId, projectId))
    .orderBy(sql`${t.versions.datePublished} desc`)
    .limit(1);
  return row?.environment ?? null;
}

export async function selectFollowerIds(db: Tx, projectId: string): Promise<string[]> {
  const rows = await db.select({ userId: t.follows.userId }).from(t.follows).where(eq(t.follows.projectId, projectId));
  return rows.map((row) => row.userId);
}

export async function isVersionDeleted(db: Db, versionId: string): Promise<boolean> {
  const [row] = await db.select({ id: t.versionDeletions.versionId }).from(t.versionDeletions).where(eq(t.versionDeletions.versionId, versionId));
  return row !== undefined;
}

/** Whether any file row or staged upload still points at the blob (other versions and uploads may share the content). */
export async function isBlobReferenced(db: Db, blobKey: string): Promise<boolean> {
  const [file] = await db.select({ id: t.files.id }).from(t.files).where(eq(t.files.blobKey, blobKey)).limit(1);
  if (file) return true;
  const [staged] = await db.select({ id: t.stagedUploads.id }).from(t.stagedUploads).where(eq(t.stagedUploads.blobKey, blobKey)).limit(1);
  return staged !== undefined;
}

export type StagedUploadRow = typeof t.stagedUploads.$inferSelect;

export async function insertStagedUpload(db: Db, row: StagedUploadRow): Promise<void> {
  await db.insert(t.stagedUploads).values(row);
}

/** Of these IDs, the owner's staged uploads for the project made at or after `since` (older ones have expired). */
export async function selectStagedUploads(db: Db, ownerId: string, projectId: string, ids: readonly string[], since: Date): Promise<StagedUploadRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(t.stagedUploads).where(and(
    inArray(t.stagedUploads.id, [...ids]), eq(t.stagedUploads.ownerId, ownerId), eq(t.stagedUploads.projectId, projectId),
    gte(t.stagedUploads.created, since),
  ));
}

/** Deletes the owner's staged uploads with these IDs; returns the blob key of each row deleted. */
export async function deleteStagedUploads(db: Db | Tx, ownerId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(t.stagedUploads)
    .where(and(inArray(t.stagedUploads.id, [...ids]), eq(t.stagedUploads.ownerId, ownerId)))
    .returning({ blobKey: t.stagedUploads.blobKey });
  return rows.map((row) => row.blobKey);
}

/** Deletes up to `limit` staged uploads made before `before`; returns the blob key of each row deleted. */
export async function deleteExpiredStagedUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const expired = db.select({ id: t.stagedUploads.id }).from(t.stagedUploads).where(lt(t.stagedUploads.created, before)).limit(limit);
  const rows = await db.delete(t.stagedUploads).where(inArray(t.stagedUploads.id, expired)).returning({ blobKey: t.stagedUploads.blobKey });
  return rows.map((row) => row.blobKey);
}

export type FileRow = typeof t.files.$inferInsert;

export interface DependencyRow {
  versionId: string | null;
  projectId: string | null;
  fileName: string | null;
  type: DependencyType;
}

export interface VersionInsert {
  version: typeof t.versions.$inferInsert;
  loaders: string[];
  gameVersions: string[];
  files: FileRow[];
  dependencies: DependencyRow[];
}

export async function insertVersion(tx: Tx, insert: VersionInsert): Promise<void> {
  const versionId = insert.version.id;
  await tx.insert(t.versions).values(insert.version);
  await tx.insert(t.versionLoaders).values(insert.loaders.map((loader) => ({ versionId, loader })));
  await tx.insert(t.versionGameVersions).values(insert.gameVersions.map((gameVersion) => ({ versionId, gameVersion })));
  await insertFiles(tx, insert.files);
  await replaceDependencies(tx, versionId, insert.dependencies);
}

/** Every published file row is born here, and queued for the scanner with it. */
export async function insertFiles(tx: Tx, files: FileRow[]): Promise<void> {
  // One row at a time, in order: reads list a version's files in insertion (rowid) order.
  for (const file of files) await tx.insert(t.files).values(file);
  await queueFileScans(tx, files.map((file) => file.id));
}

export async function replaceDependencies(tx: Tx, versionId: string, dependencies: DependencyRow[]): Promise<void> {
  await tx.delete(t.dependencies).where(eq(t.dependencies.versionId, versionId));
  for (let i = 0; i < dependencies.length; i += 500) {
    await tx.insert(t.dependencies).values(dependencies.slice(i, i + 500).map((d) => ({
      versionId, dependencyVersionId: d.versionId, dependencyProjectId: d.projectId, fileName: d.fileName, dependencyType: d.type,
    })));
  }
}

export async function replaceTags(tx: Tx, versionId: string, loaders: string[] | undefined, gameVersions: string[] | undefined) {
  if (loaders) {
    await tx.delete(t.versionLoaders).where(eq(t.versionLoaders.versionId, versionId));
    await tx.insert(t.versionLoaders).values(loaders.map((loader) => ({ versionId, loader })));
  }
  if (gameVersions) {
    await tx.delete(t.versionGameVersions).where(eq(t.versionGameVersions.versionId, versionId));
    await tx.insert(t.versionGameVersions).values(gameVersions.map((gameVersion) => ({ versionId, gameVersion })));
  }
}

export type VersionChanges = Partial<Pick<typeof t.versions.$inferInsert,
  'name' | 'versionNumber' | 'changelog' | 'versionType' | 'featured' | 'downloads' | 'status' | 'environment' | 'ordering'>>;

/** A version's edit stamp; one never edited since publishing carries its publication date. */
const versionStamp = sql`coalesce(${t.versions.updated}, ${t.versions.datePublished})`;

/**
 * Applies changes and moves the version's edit stamp forward; with `expectedUpdated`, only while the version still
 * carries that stamp. False when it did not match.
 */
export async function updateVersion(tx: Tx, versionId: string, changes: VersionChanges, now: Date, expectedUpdated?: Date): Promise<boolean> {
  const rows = await tx.update(t.versions)
    .set({ ...changes, updated: nextStamp(versionStamp, now) })
    .where(and(eq(t.versions.id, versionId), stampStill(versionStamp, expectedUpdated)))
    .returning({ id: t.versions.id });
  return rows.length > 0;
}

/** A project's sides changed: all its versions run in the new environment. */
export async function setProjectEnvironment(tx: Tx, projectId: string, environment: string, now: Date): Promise<void> {
  await tx.update(t.versions).set({ environment, updated: nextStamp(versionStamp, now) }).where(eq(t.versions.projectId, projectId));
}

export async function updateFileType(tx: Tx, fileId: string, fileType: FileType | null): Promise<void> {
  await tx.update(t.files).set({ fileType }).where(eq(t.files.id, fileId));
}

export async function setPrimaryFile(tx: Tx, versionId: string, fileId: string): Promise<void> {
  await tx.update(t.files).set({ primary: sql`${t.files.id} = ${fileId}` }).where(eq(t.files.versionId, versionId));
}

export async function touchProject(tx: Tx, projectId: string, now: Date, projectType?: 'modpack'): Promise<void> {
  await tx.update(t.projects).set({ updated: now, ...(projectType ? { projectType } : {}) }).where(eq(t.projects.id, projectId));
}

export async function markDeleted(tx: Tx, versionId: string, userId: string, now: Date, hiddenStatus: VersionStatus | null): Promise<void> {
  await tx.insert(t.versionDeletions).values({ versionId, deletedAt: now, deletedBy: userId });
  if (hiddenStatus) await tx.update(t.versions).set({ status: hiddenStatus }).where(eq(t.versions.id, versionId));
}
