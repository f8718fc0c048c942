// The role column, changed by username (compared without case, as everywhere usernames are looked up).
import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '#contracts/enums.ts';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

/** The id of the account changed, or null when no account has that username. */
export async function updateRoleByUsername(db: Db, username: string, role: UserRole): Promise<string | null> {
  const [row] = await db.update(t.users).set({ role }).where(eq(sql`lower(${t.users.username})`, username.toLowerCase())).returning({ id: t.users.id });
  return row?.id ?? null;
}
