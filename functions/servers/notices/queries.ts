// SQL over server notices and who dismissed them; no decisions.
import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../records/queries.ts';

export type NoticeRow = typeof t.serverNotices.$inferSelect;
export type NewNoticeRow = typeof t.serverNotices.$inferInsert;

export async function insertNotice(db: DbOrTx, row: NewNoticeRow): Promise<NoticeRow> {
  const [created] = await db.insert(t.serverNotices).values(row).returning();
  return created!;
}

export async function updateNoticeRow(db: DbOrTx, id: number, values: Partial<NewNoticeRow>): Promise<NoticeRow | null> {
  const [updated] = await db.update(t.serverNotices).set(values).where(eq(t.serverNotices.id, id)).returning();
  return updated ?? null;
}

export async function deleteNoticeRow(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(t.serverNotices).where(eq(t.serverNotices.id, id)).returning({ id: t.serverNotices.id });
  return deleted.length > 0;
}

export async function noticeRow(db: DbOrTx, id: number): Promise<NoticeRow | null> {
  const [row] = await db.select().from(t.serverNotices).where(eq(t.serverNotices.id, id));
  return row ?? null;
}

/** Newest first. */
export async function allNotices(db: DbOrTx): Promise<NoticeRow[]> {
  return db.select().from(t.serverNotices).orderBy(desc(t.serverNotices.id));
}

/** Notices shown at `now`: begun (or no start) and not yet expired (or no end); oldest first, as they were posted. */
export async function noticesShownAt(db: DbOrTx, now: Date): Promise<NoticeRow[]> {
  return db.select().from(t.serverNotices)
    .where(and(
      or(isNull(t.serverNotices.begins), lte(t.serverNotices.begins, now)),
      or(isNull(t.serverNotices.expires), gt(t.serverNotices.expires, now)),
    ))
    .orderBy(t.serverNotices.id);
}

export async function dismissedOf(db: DbOrTx, userId: string, noticeIds: number[]): Promise<Set<number>> {
  if (noticeIds.length === 0) return new Set();
  const rows = await db.select({ id: t.serverNoticeDismissals.noticeId }).from(t.serverNoticeDismissals)
    .where(and(eq(t.serverNoticeDismissals.userId, userId), inArray(t.serverNoticeDismissals.noticeId, noticeIds)));
  return new Set(rows.map((row) => row.id));
}

/** Dismissing twice keeps the first time. */
export async function insertDismissal(db: DbOrTx, noticeId: number, userId: string, dismissed: Date): Promise<void> {
  await db.insert(t.serverNoticeDismissals).values({ noticeId, userId, dismissed }).onConflictDoNothing();
}

/** Which of these ids are servers Kiln has a record of. */
export async function existingServerIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: t.servers.id }).from(t.servers).where(inArray(t.servers.id, ids));
  return new Set(rows.map((row) => row.id));
}
