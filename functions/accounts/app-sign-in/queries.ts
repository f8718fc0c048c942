// SQL for app sign-ins: a hand-off row per browser, agreed once (which sets its code), its code taken once.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type AppSignInRow = typeof t.appSignIns.$inferSelect;

export async function insertAppSignIn(db: Db, row: typeof t.appSignIns.$inferInsert): Promise<void> {
  await db.insert(t.appSignIns).values(row);
}

export async function deleteExpiredAppSignIns(db: Db, now: Date): Promise<void> {
  await db.delete(t.appSignIns).where(lt(t.appSignIns.expires, now));
}

/** A hand-off still waiting for the person: not expired, not yet agreed to. */
export async function selectWaitingAppSignIn(db: Db, id: string, now: Date): Promise<AppSignInRow | undefined> {
  const [row] = await db.select().from(t.appSignIns)
    .where(and(eq(t.appSignIns.id, id), gt(t.appSignIns.expires, now), isNull(t.appSignIns.codeHash)));
  return row;
}

/** Agreeing and reading in one statement: of two agreements racing, one sets the code. */
export async function agreeToAppSignIn(db: Db, id: string, change: { userId: string; codeHash: string; expires: Date }, now: Date) {
  const [row] = await db.update(t.appSignIns).set(change)
    .where(and(eq(t.appSignIns.id, id), gt(t.appSignIns.expires, now), isNull(t.appSignIns.codeHash)))
    .returning();
  return row;
}

export async function deleteWaitingAppSignIn(db: Db, id: string): Promise<AppSignInRow | undefined> {
  const [row] = await db.delete(t.appSignIns).where(and(eq(t.appSignIns.id, id), isNull(t.appSignIns.codeHash))).returning();
  return row;
}

/** Deleting and reading in one statement: a code is exchanged once. */
export async function takeAppSignInCode(db: Db, codeHash: string): Promise<AppSignInRow | undefined> {
  const [row] = await db.delete(t.appSignIns).where(eq(t.appSignIns.codeHash, codeHash)).returning();
  return row;
}
