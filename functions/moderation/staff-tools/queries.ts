// Reads and writes of the staff tools: users by email, and the audit log of look-ups.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import * as t from '#db/schema/index.ts';
import type { Db } from '../db.ts';

export async function selectUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = ${email.toLowerCase()}`).limit(1);
  return row?.id ?? null;
}

export async function insertAuditEntry(db: Db, row: typeof t.staffAuditLog.$inferInsert): Promise<void> {
  await db.insert(t.staffAuditLog).values(row);
}

const actor = alias(t.users, 'actor');
const target = alias(t.users, 'target');

/** The newest audit entries with who looked and whom they found. */
export async function selectAuditEntries(db: Db, limit: number) {
  return db.select({
    id: t.staffAuditLog.id, action: t.staffAuditLog.action, subject: t.staffAuditLog.subject, created: t.staffAuditLog.created,
    actor: actor.username, target: target.username,
  }).from(t.staffAuditLog)
    .leftJoin(actor, eq(actor.id, t.staffAuditLog.actorId))
    .leftJoin(target, eq(target.id, t.staffAuditLog.targetUserId))
    .orderBy(desc(t.staffAuditLog.created), desc(t.staffAuditLog.id)).limit(limit);
}

export async function selectBannerName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ username: t.users.username }).from(t.users).where(eq(t.users.id, userId)).limit(1);
  return row?.username ?? null;
}
