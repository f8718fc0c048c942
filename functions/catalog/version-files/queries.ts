// File lookups by sha1 or sha512, with the version, its status and project each file belongs to (one JSON value per query).
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import type { VersionStatus } from '#contracts/enums.ts';
import type { HashAlgorithm } from '#contracts/version-files.ts';

export interface FileHit {
  hash: string;
  versionId: string;
  projectId: string;
  status: VersionStatus;
}

export async function selectFilesByHashes(db: Db, algorithm: HashAlgorithm, hashes: readonly string[]): Promise<FileHit[]> {
  if (hashes.length === 0) return [];
  const column = sql.raw(algorithm === 'sha1' ? 'f.sha1' : 'f.sha512');
  const [row] = await db.all<{ hits: string | null }>(sql`
    select json_group_array(json_object('hash', ${column}, 'versionId', f.version_id, 'projectId', v.project_id, 'status', v.status)) as hits
    from files f join versions v on v.id = f.version_id
    where ${column} in (select value from json_each(${JSON.stringify(hashes)}))`);
  return row?.hits ? (JSON.parse(row.hits) as FileHit[]) : [];
}
