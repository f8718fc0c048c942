// Whether an account is banned. Moderation writes bans; signing in only reads them, so a banned person gets no session.
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export async function accountIsBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: t.userBans.userId }).from(t.userBans).where(eq(t.userBans.userId, userId)).limit(1);
  return row !== undefined;
}
