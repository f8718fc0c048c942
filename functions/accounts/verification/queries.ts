// Email token rows (only the hashes), and the account address they prove with its verified flag.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type EmailTokenPurpose = (typeof t.EMAIL_TOKEN_PURPOSES)[number];

export async function replaceEmailToken(db: Db, row: typeof t.emailTokens.$inferInsert): Promise<void> {
  await db.delete(t.emailTokens).where(and(eq(t.emailTokens.userId, row.userId), eq(t.emailTokens.purpose, row.purpose)));
  await db.insert(t.emailTokens).values(row);
}

export async function selectLiveEmailToken(db: Db, id: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db.select().from(t.emailTokens)
    .where(and(eq(t.emailTokens.id, id), eq(t.emailTokens.purpose, purpose), gt(t.emailTokens.expires, now)));
  return row;
}

export async function deleteEmailToken(db: Db, id: string, purpose: EmailTokenPurpose) {
  const [row] = await db.delete(t.emailTokens).where(and(eq(t.emailTokens.id, id), eq(t.emailTokens.purpose, purpose))).returning();
  return row;
}

/** Where the account's mail goes, and whether that address is proven. */
export async function selectUserEmail(db: Db, userId: string) {
  const [row] = await db.select({ username: t.users.username, email: t.users.email, verified: t.users.emailVerified })
    .from(t.users).where(eq(t.users.id, userId));
  return row;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(t.users).set({ emailVerified: true }).where(eq(t.users.id, userId));
}
