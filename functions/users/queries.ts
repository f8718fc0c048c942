// User reads by id or case-insensitive username.
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type UserRow = typeof t.users.$inferSelect;

export async function selectUsersByKeys(db: Db, keys: string[]): Promise<UserRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(t.users).where(or(inArray(t.users.id, keys), inArray(sql`lower(${t.users.username})`, keys.map((key) => key.toLowerCase()))));
}

export async function selectFollowedProjectIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ projectId: t.follows.projectId }).from(t.follows).where(eq(t.follows.userId, userId)).orderBy(desc(t.follows.created));
  return rows.map((row) => row.projectId);
}
