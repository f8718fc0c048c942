// Session rows, looked up by the token's sha256 and scoped to their owner when listed or ended.
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export async function insertSession(db: Db, row: typeof t.sessions.$inferInsert): Promise<void> {
  await db.insert(t.sessions).values(row);
}

/** The session with its user's role, which every request needs. */
export async function selectSessionWithRole(db: Db, id: string) {
  const [row] = await db
    .select({
      id: t.sessions.id, userId: t.sessions.userId, created: t.sessions.created, expires: t.sessions.expires,
      lastAccessed: t.sessions.lastAccessed, role: t.users.role,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(eq(t.sessions.id, id));
  return row;
}

export async function updateSessionExpiry(db: Db, id: string, expires: Date, lastAccessed: Date): Promise<void> {
  await db.update(t.sessions).set({ expires, lastAccessed }).where(eq(t.sessions.id, id));
}

export const selectSessionsOf = (db: Db, userId: string) =>
  db.select().from(t.sessions).where(eq(t.sessions.userId, userId)).orderBy(desc(t.sessions.lastAccessed));

export async function updateSessionLocale(db: Db, id: string, locale: string | null): Promise<void> {
  await db.update(t.sessions).set({ locale }).where(eq(t.sessions.id, id));
}

/** The language of the person's most recently used session that knows one. */
export async function selectLatestSessionLocale(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ locale: t.sessions.locale }).from(t.sessions)
    .where(and(eq(t.sessions.userId, userId), isNotNull(t.sessions.locale))).orderBy(desc(t.sessions.lastAccessed)).limit(1);
  return row?.locale ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(t.sessions).where(eq(t.sessions.id, id));
}

export async function deleteOwnedSession(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(t.sessions).where(and(eq(t.sessions.id, id), eq(t.sessions.userId, userId))).returning({ id: t.sessions.id });
  return deleted.length > 0;
}

export async function deleteSessionsOfUser(db: Pick<Db, 'delete'>, userId: string, keepSessionId: string | null): Promise<void> {
  await db.delete(t.sessions).where(keepSessionId ? and(eq(t.sessions.userId, userId), ne(t.sessions.id, keepSessionId)) : eq(t.sessions.userId, userId));
}
