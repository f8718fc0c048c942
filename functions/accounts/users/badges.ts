// Turning one of a user's badge bits on or off, for modules whose events earn or end a badge (Kiln Plus's).
import { eq, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db } from '#access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Written inside the caller's transaction, so the badge changes with the event that earns or ends it. */
export async function setUserBadge(db: Db | Tx, userId: string, flag: number, on: boolean): Promise<void> {
  const badges = on ? sql`${t.users.badges} | ${flag}` : sql`${t.users.badges} & ~${flag}`;
  await db.update(t.users).set({ badges }).where(eq(t.users.id, userId));
}
