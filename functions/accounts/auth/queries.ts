// Sign-in rows: accounts looked up by name or address, their password hashes and settings, and the throttle counters.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type ThrottleRow = typeof t.authThrottle.$inferSelect;

const lower = (column: typeof t.users.username | typeof t.users.email, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

/** The account already holding this username or this address, compared without case. */
export async function selectUserWithUsernameOrEmail(db: Db, username: string, email: string) {
  const [row] = await db.select({ username: t.users.username }).from(t.users)
    .where(or(lower(t.users.username, username), lower(t.users.email, email)));
  return row;
}

/** What was typed into a sign-in or recovery form: an address when it has an @, a username otherwise. */
export async function selectUserBySignInName(db: Db, name: string) {
  const [row] = await db.select({ id: t.users.id, username: t.users.username, email: t.users.email, passwordHash: t.users.passwordHash })
    .from(t.users).where(name.includes('@') ? lower(t.users.email, name) : lower(t.users.username, name));
  return row;
}

export async function selectPasswordHash(db: Db, userId: string) {
  const [row] = await db.select({ passwordHash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, userId));
  return row;
}

export async function updatePasswordHash(db: Pick<Db, 'update'>, userId: string, passwordHash: string): Promise<void> {
  await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
}

export async function insertAccountSettings(db: Pick<Db, 'insert'>, userId: string, subscribed: boolean): Promise<void> {
  await db.insert(t.accountSettings).values({ userId, subscribed });
}

export const selectThrottleRows = (db: Db, keys: string[]) => db.select().from(t.authThrottle).where(inArray(t.authThrottle.key, keys));

export async function selectThrottleRow(db: Db, key: string): Promise<ThrottleRow | undefined> {
  const [row] = await db.select().from(t.authThrottle).where(eq(t.authThrottle.key, key));
  return row;
}

export async function upsertThrottleRow(db: Db, row: ThrottleRow): Promise<void> {
  await db.insert(t.authThrottle).values(row).onConflictDoUpdate({ target: t.authThrottle.key, set: row });
}

export const deleteThrottleRow = (db: Db, key: string) => db.delete(t.authThrottle).where(eq(t.authThrottle.key, key));
