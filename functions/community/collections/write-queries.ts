// Collection writes in SQL: the row, its project list (replaced whole or changed one project at a time), and follows.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { nextStamp, stampStill } from '#lib/edit-stamp.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export async function insertCollection(tx: Tx, row: typeof t.collections.$inferInsert, projectIds: readonly string[]) {
  await tx.insert(t.collections).values(row);
  if (projectIds.length) await tx.insert(t.collectionProjects).values(projectIds.map((projectId) => ({ collectionId: row.id, projectId })));
}

export type CollectionChanges = Partial<Omit<typeof t.collections.$inferInsert, 'id' | 'updated'>>;

/**
 * Applies changes and moves the edit stamp `updated` forward; with `expectedUpdated`, only while the collection still
 * carries that stamp. False when it did not match.
 */
export async function updateCollectionRow(db: Conn, id: string, changes: CollectionChanges, now: Date, expectedUpdated?: Date): Promise<boolean> {
  const rows = await db.update(t.collections)
    .set({ ...changes, updated: nextStamp(t.collections.updated, now) })
    .where(and(eq(t.collections.id, id), stampStill(t.collections.updated, expectedUpdated)))
    .returning({ id: t.collections.id });
  return rows.length > 0;
}

export async function replaceCollectionProjects(tx: Tx, id: string, projectIds: readonly string[]) {
  await tx.delete(t.collectionProjects).where(eq(t.collectionProjects.collectionId, id));
  if (projectIds.length) await tx.insert(t.collectionProjects).values(projectIds.map((projectId) => ({ collectionId: id, projectId })));
}

export const insertCollectionProject = (db: Conn, collectionId: string, projectId: string) =>
  db.insert(t.collectionProjects).values({ collectionId, projectId }).onConflictDoNothing();

export const deleteCollectionProject = (db: Conn, collectionId: string, projectId: string) =>
  db.delete(t.collectionProjects).where(and(eq(t.collectionProjects.collectionId, collectionId), eq(t.collectionProjects.projectId, projectId)));

export const deleteCollectionRow = (db: Conn, id: string) => db.delete(t.collections).where(eq(t.collections.id, id));

/** The projects a user follows with when, oldest first. */
export const selectFollows = (db: Db, userId: string) =>
  db.select({ projectId: t.follows.projectId, created: t.follows.created }).from(t.follows)
    .where(eq(t.follows.userId, userId)).orderBy(asc(t.follows.created));
