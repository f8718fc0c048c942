// User rows: reads by id, email or case-insensitive username, inserts and updates, and the projects a user is a member of.
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type UserRow = typeof t.users.$inferSelect;

export async function selectUsersByKeys(db: Db, keys: string[]): Promise<UserRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(t.users).where(or(inArray(t.users.id, keys), inArray(sql`lower(${t.users.username})`, keys.map((key) => key.toLowerCase()))));
}

export type UserWriter = Pick<Db, 'insert' | 'update' | 'select'>;

export async function selectUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(t.users).where(sql`lower(${t.users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Which of these names are already used, compared without case. */
export async function selectTakenUsernames(db: Pick<Db, 'select'>, names: string[], exceptUserId: string | null = null): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.select({ id: t.users.id, username: t.users.username }).from(t.users)
    .where(inArray(sql`lower(${t.users.username})`, names.map((name) => name.toLowerCase())));
  return new Set(rows.filter((row) => row.id !== exceptUserId).map((row) => row.username.toLowerCase()));
}

export async function insertUser(db: UserWriter, row: typeof t.users.$inferInsert): Promise<void> {
  await db.insert(t.users).values(row);
}

export async function updateUserRow(db: UserWriter, id: string, changes: Partial<typeof t.users.$inferInsert>): Promise<void> {
  await db.update(t.users).set(changes).where(eq(t.users.id, id));
}

/** Projects whose search documents show this user as the author: their own teams' and their organizations'. */
export async function selectProjectIdsOfMember(db: Pick<Db, 'select'>, userId: string): Promise<string[]> {
  const direct = db.select({ id: t.projects.id }).from(t.projects)
    .innerJoin(t.teamMembers, eq(t.teamMembers.teamId, t.projects.teamId)).where(eq(t.teamMembers.userId, userId));
  const viaOrganization = db.select({ id: t.projects.id }).from(t.projects)
    .innerJoin(t.organizations, eq(t.organizations.id, t.projects.organizationId))
    .innerJoin(t.teamMembers, eq(t.teamMembers.teamId, t.organizations.teamId)).where(eq(t.teamMembers.userId, userId));
  const rows = await direct.union(viaOrganization);
  return rows.map((row) => row.id);
}

/** The newest accounts first (the sitemap lists their profiles). */
export async function selectNewestUsernames(db: Db, limit: number): Promise<{ username: string; created: Date }[]> {
  if (limit <= 0) return [];
  return db.select({ username: t.users.username, created: t.users.created }).from(t.users).orderBy(desc(t.users.created)).limit(limit);
}
