// Personal access token rows, always scoped to their owner.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

type PatInsert = typeof t.personalAccessTokens.$inferInsert;

const owned = (userId: string, id: string) => and(eq(t.personalAccessTokens.id, id), eq(t.personalAccessTokens.userId, userId));

export const selectPatsOf = (db: Db, userId: string) =>
  db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, userId)).orderBy(desc(t.personalAccessTokens.created));

export async function insertPat(db: Db, row: PatInsert): Promise<void> {
  await db.insert(t.personalAccessTokens).values(row);
}

export async function patExists(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: t.personalAccessTokens.id }).from(t.personalAccessTokens).where(owned(userId, id));
  return row !== undefined;
}

/** True when the owner has a token with this id. */
export async function updateOwnedPat(db: Db, userId: string, id: string, changes: Partial<Pick<PatInsert, 'name' | 'scopes' | 'expires'>>): Promise<boolean> {
  const updated = await db.update(t.personalAccessTokens).set(changes).where(owned(userId, id)).returning({ id: t.personalAccessTokens.id });
  return updated.length > 0;
}

export async function deleteOwnedPat(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(t.personalAccessTokens).where(owned(userId, id)).returning({ id: t.personalAccessTokens.id });
  return deleted.length > 0;
}
