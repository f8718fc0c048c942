// Reads and writes of reports and their evidence images.
import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { ReportItemType } from '#contracts/reports.ts';
import type { Db, Tx } from '../db.ts';

export type ReportRow = typeof t.reports.$inferSelect;

export async function selectReportsByIds(db: Db | Tx, ids: readonly string[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(t.reports).where(inArray(t.reports.id, [...ids]));
}

export async function selectOpenReport(db: Db | Tx, reporterId: string, itemType: ReportItemType, itemId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(t.reports).where(and(
    eq(t.reports.reporterId, reporterId), eq(t.reports.itemType, itemType), eq(t.reports.itemId, itemId), eq(t.reports.closed, false),
  )).limit(1);
  return row;
}

export async function countReportsSince(db: Db | Tx, reporterId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.reports).where(and(eq(t.reports.reporterId, reporterId), gte(t.reports.created, since)));
  return row?.n ?? 0;
}

/** Open reports, newest first: the reporter's own, or everyone's when `reporterId` is null (staff). */
export async function selectOpenReports(db: Db, reporterId: string | null, limit: number): Promise<ReportRow[]> {
  const open = eq(t.reports.closed, false);
  return db.select().from(t.reports)
    .where(reporterId === null ? open : and(open, eq(t.reports.reporterId, reporterId)))
    .orderBy(desc(t.reports.created)).limit(limit);
}

/** Every report of one reporter, open and closed, newest first (the dashboard). */
export async function selectReportsOfReporter(db: Db, reporterId: string): Promise<ReportRow[]> {
  return db.select().from(t.reports).where(eq(t.reports.reporterId, reporterId)).orderBy(desc(t.reports.created));
}

export async function insertReport(tx: Tx, row: typeof t.reports.$inferInsert): Promise<void> {
  await tx.insert(t.reports).values(row);
  await tx.insert(t.threads).values({ id: row.threadId, type: 'report', reportId: row.id, created: row.created });
}

export async function updateReport(tx: Tx, id: string, fields: Partial<Pick<ReportRow, 'body' | 'closed'>>): Promise<void> {
  await tx.update(t.reports).set(fields).where(eq(t.reports.id, id));
}

export async function deleteReportRow(tx: Tx, report: ReportRow): Promise<void> {
  await tx.delete(t.threads).where(eq(t.threads.id, report.threadId));
  await tx.delete(t.reports).where(eq(t.reports.id, report.id));
}

/** Of these image IDs, those the uploader stored for a report and has not attached yet. */
export async function selectUnattachedReportImages(db: Db | Tx, uploaderId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: t.reportImages.id }).from(t.reportImages)
    .where(and(inArray(t.reportImages.id, [...ids]), eq(t.reportImages.uploaderId, uploaderId), isNull(t.reportImages.reportId)));
  return rows.map((row) => row.id);
}

export async function attachReportImages(tx: Tx, reportId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(t.reportImages).set({ reportId }).where(inArray(t.reportImages.id, [...ids]));
}

export async function selectReportImages(db: Db, reportId: string): Promise<{ id: string; url: string }[]> {
  return db.select({ id: t.reportImages.id, url: t.reportImages.url }).from(t.reportImages)
    .where(eq(t.reportImages.reportId, reportId)).orderBy(t.reportImages.created);
}

export async function selectReportTypeNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: t.reportTypes.name }).from(t.reportTypes).orderBy(t.reportTypes.ordering);
  return rows.map((row) => row.name);
}

/** Open reports oldest first (the longest waiting on top), closed ones newest first. */
export async function selectFilteredReports(
  db: Db, filter: { closed: boolean; reason: string | null; itemType: ReportItemType | null }, limit: number,
): Promise<ReportRow[]> {
  return db.select().from(t.reports).where(and(
    eq(t.reports.closed, filter.closed),
    filter.reason ? eq(t.reports.reportType, filter.reason) : undefined,
    filter.itemType ? eq(t.reports.itemType, filter.itemType) : undefined,
  )).orderBy(filter.closed ? desc(t.reports.created) : asc(t.reports.created)).limit(limit);
}

export async function selectUsername(db: Db, id: string): Promise<{ id: string; username: string } | null> {
  const [row] = await db.select({ id: t.users.id, username: t.users.username }).from(t.users).where(eq(t.users.id, id)).limit(1);
  return row ?? null;
}

export async function insertReportImage(db: Db, row: typeof t.reportImages.$inferInsert): Promise<void> {
  await db.insert(t.reportImages).values(row);
}
