// GET /v2/statistics: counts of listed projects, their versions, authors and files (api-compat §statistics).
import type { Db } from '#db/client.ts';
import { selectStatistics } from './queries.ts';

export async function statistics(db: Db) {
  const row = await selectStatistics(db);
  return { projects: row.projects, versions: row.versions, authors: row.authors, files: row.files };
}
