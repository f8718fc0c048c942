// Two-factor rows: the encrypted TOTP key with its replay marker, the hashed backup codes, and sign-ins waiting for a code.
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

type Writer = Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;

export async function selectTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(t.twoFactor).where(eq(t.twoFactor.userId, userId));
  return row ?? null;
}

export async function twoFactorIsEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: t.twoFactor.userId }).from(t.twoFactor)
    .where(and(eq(t.twoFactor.userId, userId), isNotNull(t.twoFactor.enabled)));
  return row !== undefined;
}

export async function countBackupCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.twoFactorBackupCodes).where(eq(t.twoFactorBackupCodes.userId, userId));
  return row?.n ?? 0;
}

/** A new setup replaces an earlier unconfirmed one; an enabled setup is never overwritten here. */
export async function savePendingSetup(db: Db, userId: string, secret: string, now: Date): Promise<boolean> {
  const saved = await db.insert(t.twoFactor).values({ userId, secret, enabled: null, lastStep: null, created: now })
    .onConflictDoUpdate({ target: t.twoFactor.userId, set: { secret, lastStep: null, created: now }, setWhere: isNull(t.twoFactor.enabled) })
    .returning({ userId: t.twoFactor.userId });
  return saved.length > 0;
}

export const deletePendingSetup = (db: Db, userId: string) =>
  db.delete(t.twoFactor).where(and(eq(t.twoFactor.userId, userId), isNull(t.twoFactor.enabled)));

/** Conditional on the marker, so two requests racing with the same code cannot both be accepted. */
export async function claimStep(db: Writer, userId: string, step: number): Promise<boolean> {
  const claimed = await db.update(t.twoFactor).set({ lastStep: step })
    .where(and(eq(t.twoFactor.userId, userId), or(isNull(t.twoFactor.lastStep), lt(t.twoFactor.lastStep, step))))
    .returning({ userId: t.twoFactor.userId });
  return claimed.length > 0;
}

export const markEnabled = (db: Writer, userId: string, now: Date) =>
  db.update(t.twoFactor).set({ enabled: now }).where(eq(t.twoFactor.userId, userId));

export async function replaceBackupCodes(db: Writer, userId: string, hashes: string[]): Promise<void> {
  await db.delete(t.twoFactorBackupCodes).where(eq(t.twoFactorBackupCodes.userId, userId));
  await db.insert(t.twoFactorBackupCodes).values(hashes.map((id) => ({ id, userId })));
}

/** Deleting and reading in one statement makes each code single-use even under concurrent requests. */
export async function consumeBackupCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const used = await db.delete(t.twoFactorBackupCodes)
    .where(and(eq(t.twoFactorBackupCodes.id, hash), eq(t.twoFactorBackupCodes.userId, userId)))
    .returning({ id: t.twoFactorBackupCodes.id });
  return used.length > 0;
}

export async function deleteTwoFactor(db: Writer, userId: string): Promise<void> {
  await db.delete(t.twoFactorBackupCodes).where(eq(t.twoFactorBackupCodes.userId, userId));
  await db.delete(t.twoFactor).where(eq(t.twoFactor.userId, userId));
}

export async function deletePendingSignInsOf(db: Writer, userId: string): Promise<void> {
  await db.delete(t.pendingSignIns).where(eq(t.pendingSignIns.userId, userId));
}

export async function deleteExpiredPendingSignIns(db: Writer, now: Date): Promise<void> {
  await db.delete(t.pendingSignIns).where(lt(t.pendingSignIns.expires, now));
}

export async function insertPendingSignIn(db: Writer, row: typeof t.pendingSignIns.$inferInsert): Promise<void> {
  await db.insert(t.pendingSignIns).values(row);
}

export async function selectPendingSignIn(db: Db, id: string, now: Date): Promise<{ userId: string; source: string } | undefined> {
  const [row] = await db.select({ userId: t.pendingSignIns.userId, source: t.pendingSignIns.source }).from(t.pendingSignIns)
    .where(and(eq(t.pendingSignIns.id, id), gt(t.pendingSignIns.expires, now)));
  return row;
}

export async function deletePendingSignIn(db: Db, id: string) {
  const [row] = await db.delete(t.pendingSignIns).where(eq(t.pendingSignIns.id, id)).returning();
  return row;
}
