// The stored bytes behind Kiln's files, for modules that copy a published file elsewhere (a hosted server's mods):
// found by sha1, and only files of versions the viewer may see, so a hidden version reads as unknown.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { Viewer } from '#access';
import { keepVisibleVersions } from '../versions/service.ts';

export interface StoredFile {
  sha1: string;
  blobKey: string;
  size: number;
  filename: string;
  versionId: string;
}

export async function storedFilesBySha1(db: Db, viewer: Viewer | null, sha1s: readonly string[]): Promise<Map<string, StoredFile>> {
  if (sha1s.length === 0) return new Map();
  const rows = await db
    .select({
      sha1: t.files.sha1, blobKey: t.files.blobKey, size: t.files.size, filename: t.files.filename, versionId: t.files.versionId,
      projectId: t.versions.projectId, status: t.versions.status,
    })
    .from(t.files)
    .innerJoin(t.versions, eq(t.versions.id, t.files.versionId))
    .where(inArray(t.files.sha1, [...new Set(sha1s)]));
  const visible = await keepVisibleVersions(db, viewer, rows, (row) => row);
  return new Map(visible.map(({ projectId: _project, status: _status, ...file }) => [file.sha1, file]));
}
