// File lookups by sha1 or sha512, with the version and project each file belongs to.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { HashAlgorithm } from '../contracts/version-files.ts';

export async function selectFilesByHashes(db: Db, algorithm: HashAlgorithm, hashes: string[]) {
  if (hashes.length === 0) return [];
  const column = algorithm === 'sha1' ? t.files.sha1 : t.files.sha512;
  return db
    .select({ hash: column, versionId: t.files.versionId, projectId: t.versions.projectId })
    .from(t.files)
    .innerJoin(t.versions, eq(t.versions.id, t.files.versionId))
    .where(inArray(column, hashes));
}

export type FileHit = Awaited<ReturnType<typeof selectFilesByHashes>>[number];
