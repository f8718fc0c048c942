// Collection reads: by id, a user's collections, and the projects each collection holds.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type CollectionRow = typeof t.collections.$inferSelect;

export async function selectCollectionById(db: Db, id: string): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(t.collections).where(eq(t.collections.id, id)).limit(1);
  return row;
}

export const selectCollectionsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(t.collections).where(inArray(t.collections.id, [...new Set(ids)])) : Promise.resolve([]);

/** Newest activity first, as a profile lists them. */
export const selectCollectionsOfUser = (db: Db, userId: string) =>
  db.select().from(t.collections).where(eq(t.collections.userId, userId)).orderBy(desc(t.collections.updated));

/** Project ids per collection, for many collections in one query. */
export async function selectCollectionProjectIds(db: Db, collectionIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map(collectionIds.map((id) => [id, [] as string[]]));
  if (collectionIds.length === 0) return result;
  const rows = await db.select().from(t.collectionProjects).where(inArray(t.collectionProjects.collectionId, collectionIds));
  for (const row of rows) result.get(row.collectionId)!.push(row.projectId);
  return result;
}
