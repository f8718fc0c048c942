// Personal access token rows, always scoped to their owner.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
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

/** The names of the owner's tokens that still authenticate (not expired), oldest first. */
export async function selectWorkingPatNames(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db.select({ name: t.personalAccessTokens.name }).from(t.personalAccessTokens)
    .where(and(eq(t.personalAccessTokens.userId, userId), gt(t.personalAccessTokens.expires, now))).orderBy(asc(t.personalAccessTokens.created));
  return rows.map((row) => row.name);
}

/** Every token of the owner, in the caller's transaction (a password reset that revokes them with the old password). */
export async function deletePatsOf(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, userId));
}

export async function deleteOwnedPat(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(t.personalAccessTokens).where(owned(userId, id)).returning({ id: t.personalAccessTokens.id });
  return deleted.length > 0;
}
