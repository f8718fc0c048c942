// Reads of downloadable files and the writes that count a download.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Deletions are deliberately not read: files of deleted ("yanked") versions stay downloadable. */
export async function selectFile(db: Db, versionId: string, filename: string) {
  const [row] = await db
    .select({
      projectId: t.versions.projectId,
      projectStatus: t.projects.status,
      versionId: t.files.versionId,
      status: t.versions.status,
      filename: t.files.filename,
      size: t.files.size,
      sha1: t.files.sha1,
      blobKey: t.files.blobKey,
    })
    .from(t.files)
    .innerJoin(t.versions, eq(t.versions.id, t.files.versionId))
    .innerJoin(t.projects, eq(t.projects.id, t.versions.projectId))
    .where(and(eq(t.files.versionId, versionId), eq(t.files.filename, filename)))
    .limit(1);
  return row;
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof selectFile>>>;

/** True when this client had not yet downloaded the version in this hour. */
export async function insertDownloadEvent(tx: Tx, versionId: string, clientKey: string, hour: number): Promise<boolean> {
  const result = await tx.insert(t.downloadEvents).values({ versionId, clientKey, hour }).onConflictDoNothing();
  return result.rowsAffected > 0;
}

export async function incrementDownloads(tx: Tx, versionId: string, projectId: string, day: string): Promise<void> {
  await tx.update(t.versions).set({ downloads: sql`${t.versions.downloads} + 1` }).where(eq(t.versions.id, versionId));
  await tx.update(t.projects).set({ downloads: sql`${t.projects.downloads} + 1` }).where(eq(t.projects.id, projectId));
  await tx
    .insert(t.downloadCounts)
    .values({ versionId, day, count: 1 })
    .onConflictDoUpdate({
      target: [t.downloadCounts.versionId, t.downloadCounts.day],
      set: { count: sql`${t.downloadCounts.count} + 1` },
    });
}
