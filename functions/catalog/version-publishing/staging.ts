// Staged uploads: files the website's version editor uploaded for inspection, kept so that publishing names them
// instead of sending the bytes again; read back as uploaded parts, consumed by the publishing transaction, and swept
// once expired.
import type { Viewer } from '#access';
import { STAGED_UPLOAD_LIFETIME_MS, STAGED_UPLOAD_SWEEP_BATCH } from '#contracts/limits.ts';
import { notFound } from '#contracts/errors.ts';
import type { UploadedPart } from '#lib/multipart.ts';
import { randomSecret } from '#access';
import type { BlobStore } from '#platform/blobs/port.ts';
import type { Runtime } from '#platform/runtime.ts';
import { releaseBlobs, withStoredBlobs, type HashedFile } from './files.ts';
import * as q from './queries.ts';

/** Where a version write's files come from: the request's own parts, or the caller's staged uploads. */
export interface FileSource {
  /** The files as uploaded parts, once the write knows its project (a staged upload belongs to one project). */
  parts(projectId: string): Promise<UploadedPart[]>;
  /** Runs inside the write's transaction, so the write and the source's clean-up commit or fail together. */
  consume(tx: q.Tx): Promise<void>;
}

export const requestParts = (parts: UploadedPart[]): FileSource => ({ parts: async () => parts, consume: async () => {} });

const expiredBefore = (now: Date) => new Date(now.getTime() - STAGED_UPLOAD_LIFETIME_MS);

const missing = (id?: string) => notFound(
  `${id ? `Staged upload ${id}` : 'A staged upload'} does not exist for you and this project, has expired or was already published: upload the file again`,
);

/** Keeps an inspected file for the project: its blob, stored the way publishing stores it, and the row naming it. */
export async function stageFile(runtime: Runtime, ownerId: string, projectId: string, file: HashedFile, now = new Date()): Promise<string> {
  const id = randomSecret();
  await withStoredBlobs(runtime.db, runtime.blobs, [file], () => q.insertStagedUpload(runtime.db, {
    id, ownerId, projectId, filename: file.filename, size: file.size, sha1: file.sha1, sha512: file.sha512,
    blobKey: file.blobKey, created: now,
  }));
  return id;
}

/**
 * The viewer's live staged uploads for the write's project named by `ids`, as parts named by their IDs; any other ID
 * is refused (404). Consuming deletes the rows, and fails when a concurrent write consumed them first, so each staged
 * upload is published once. The blobs stay: the published files now point at them.
 */
export function stagedParts(runtime: Runtime, viewer: Viewer, ids: readonly string[], now = new Date()): FileSource {
  return {
    async parts(projectId) {
      const rows = await q.selectStagedUploads(runtime.db, viewer.userId, projectId, ids, expiredBefore(now));
      const parts: UploadedPart[] = [];
      for (const id of ids) {
        const row = rows.find((candidate) => candidate.id === id);
        if (!row || !(await runtime.blobs.head(row.blobKey))) throw missing(id);
        parts.push({ name: id, filename: row.filename, blobKey: row.blobKey, size: row.size, sha1: row.sha1, sha512: row.sha512 });
      }
      return parts;
    },
    async consume(tx) {
      const deleted = await q.deleteStagedUploads(tx, viewer.userId, ids);
      if (deleted.length !== new Set(ids).size) throw missing();
    },
  };
}

/** Removes one of the viewer's staged uploads (taken off the editor's list), and its blob unless something else uses it. */
export async function discardStagedUpload(runtime: Runtime, viewer: Viewer, id: string): Promise<void> {
  const keys = await q.deleteStagedUploads(runtime.db, viewer.userId, [id]);
  if (keys.length === 0) throw missing(id);
  await releaseBlobs(runtime.db, runtime.blobs, keys);
}

/**
 * Removes a bounded batch of expired staged uploads and the blobs no published file or live staged upload shares.
 * Returns how many rows it removed.
 */
export async function sweepStagedUploads(runtime: Runtime, now = new Date(), limit = STAGED_UPLOAD_SWEEP_BATCH): Promise<number> {
  const keys = await q.deleteExpiredStagedUploads(runtime.db, expiredBefore(now), limit);
  await releaseBlobs(runtime.db, runtime.blobs, keys);
  return keys.length;
}
