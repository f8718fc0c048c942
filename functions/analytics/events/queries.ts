// SQL for recording events: the day's visitor-hash salt, project lookups for playtime, old salts' deletion.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

/** The day's salt, created by whichever request asks first; one statement, so concurrent first asks agree. */
export async function daySalt(db: Db, day: string, fresh: string): Promise<string> {
  const [row] = await db.insert(t.analyticsSalts).values({ day, salt: fresh })
    .onConflictDoUpdate({ target: t.analyticsSalts.day, set: { day: sql`${t.analyticsSalts.day}` } })
    .returning({ salt: t.analyticsSalts.salt });
  return row!.salt;
}

export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.delete(t.analyticsSalts).where(lt(t.analyticsSalts.day, day));
}

export async function selectVersionProjects(db: Db, versionIds: string[]) {
  return db.select({ versionId: t.versions.id, projectId: t.versions.projectId }).from(t.versions).where(inArray(t.versions.id, versionIds));
}
