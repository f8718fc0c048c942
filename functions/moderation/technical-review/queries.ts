// Reads and writes of the technical review: the scan queue, each file's scan and findings, and the review list.
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { FindingSeverity, ReviewState, TechnicalReviewFilter } from '#contracts/technical-review.ts';
import type { Db, Tx } from '../db.ts';
import type { Finding } from './scanner/scan.ts';

export interface ClaimedScan {
  fileId: string;
  enqueuedAt: Date;
  attempts: number;
}

/**
 * The oldest due rows, each counted as one more attempt and leased until `leaseUntil`, so another runner (a rescan
 * beside the server) does not take them meanwhile and a crashed run's rows come back.
 */
export async function claimDueScans(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedScan[]> {
  const due = db.select({ fileId: t.fileScanQueue.fileId }).from(t.fileScanQueue)
    .where(lte(t.fileScanQueue.notBefore, now)).orderBy(asc(t.fileScanQueue.enqueuedAt)).limit(limit);
  return db.update(t.fileScanQueue)
    .set({ attempts: sql`${t.fileScanQueue.attempts} + 1`, notBefore: leaseUntil })
    .where(and(inArray(t.fileScanQueue.fileId, due), lte(t.fileScanQueue.notBefore, now)))
    .returning({ fileId: t.fileScanQueue.fileId, enqueuedAt: t.fileScanQueue.enqueuedAt, attempts: t.fileScanQueue.attempts });
}

/** Deletes the request the job served, unless the file was queued again meanwhile. */
export async function deleteServedScan(db: Db | Tx, { fileId, enqueuedAt }: ClaimedScan): Promise<void> {
  await db.delete(t.fileScanQueue).where(and(eq(t.fileScanQueue.fileId, fileId), eq(t.fileScanQueue.enqueuedAt, enqueuedAt)));
}

export async function retryScanAt(db: Db, fileId: string, notBefore: Date): Promise<void> {
  await db.update(t.fileScanQueue).set({ notBefore }).where(eq(t.fileScanQueue.fileId, fileId));
}

/** Queues every published file at once (a rescan after a rule change). */
export async function queueEveryFile(db: Db, now: Date): Promise<number> {
  const result = await db.run(sql`
    insert into ${t.fileScanQueue} (file_id, enqueued_at, attempts, not_before)
    select id, ${now.getTime()}, 0, ${now.getTime()} from ${t.files} where true
    on conflict (file_id) do update set enqueued_at = max(excluded.enqueued_at, ${t.fileScanQueue.enqueuedAt} + 1), attempts = 0,
      not_before = excluded.not_before`);
  return result.rowsAffected;
}

export async function countQueuedScans(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(t.fileScanQueue);
  return row?.count ?? 0;
}

export async function selectFileToScan(db: Db, fileId: string) {
  const [row] = await db
    .select({ fileId: t.files.id, versionId: t.files.versionId, filename: t.files.filename, blobKey: t.files.blobKey, size: t.files.size })
    .from(t.files).where(eq(t.files.id, fileId));
  return row;
}

/** The file's previous scan: its review and what it found, so a rescan can keep staff's clearance of the same findings. */
export async function selectPreviousScan(tx: Tx, fileId: string): Promise<{ review: ReviewState; keys: Set<string> } | null> {
  const [scan] = await tx.select({ review: t.fileScans.review }).from(t.fileScans).where(eq(t.fileScans.fileId, fileId));
  if (!scan) return null;
  const findings = await tx.select().from(t.scanFindings).where(eq(t.scanFindings.fileId, fileId));
  return { review: scan.review, keys: new Set(findings.map(findingKey)) };
}

/** What makes two findings the same one, across scans. */
export const findingKey = (finding: { rule: string } & Pick<Finding, 'entry' | 'className' | 'method' | 'detail'>) =>
  [finding.rule, finding.entry, finding.className, finding.method, finding.detail].join('\n');

export interface ScanRecord {
  fileId: string;
  versionId: string;
  scannedAt: Date;
  severity: FindingSeverity | null;
  review: ReviewState;
  /** A clearance staff gave to the same findings before stays theirs. */
  keepReviewer: boolean;
  classes: number;
  findings: Finding[];
}

export async function saveScan(tx: Tx, record: ScanRecord): Promise<void> {
  const { findings, keepReviewer, ...scan } = record;
  const review = { review: scan.review, reviewedBy: null, reviewedAt: null };
  const keepReview = keepReviewer ? {} : review;
  await tx.insert(t.fileScans).values({ ...scan, ...review })
    .onConflictDoUpdate({ target: t.fileScans.fileId, set: { scannedAt: scan.scannedAt, severity: scan.severity, classes: scan.classes, ...keepReview } });
  await tx.delete(t.scanFindings).where(eq(t.scanFindings.fileId, scan.fileId));
  for (let i = 0; i < findings.length; i += 200) {
    await tx.insert(t.scanFindings).values(findings.slice(i, i + 200).map((finding) => ({ fileId: scan.fileId, ...finding })));
  }
}

/** Whether any file of the version still waits for review with a high-severity finding: what keeps a version held. */
export async function versionHasPendingHighFinding(tx: Tx, versionId: string): Promise<boolean> {
  const [row] = await tx.select({ fileId: t.fileScans.fileId }).from(t.fileScans)
    .where(and(eq(t.fileScans.versionId, versionId), eq(t.fileScans.review, 'pending'), eq(t.fileScans.severity, 'high'))).limit(1);
  return row !== undefined;
}

export async function setReview(tx: Tx, fileId: string, review: ReviewState, reviewerId: string, now: Date): Promise<void> {
  await tx.update(t.fileScans).set({ review, reviewedBy: reviewerId, reviewedAt: now }).where(eq(t.fileScans.fileId, fileId));
}

/** One flagged file with its version and project, as the review list and the decisions need it. */
const REVIEW_FILE = {
  fileId: t.fileScans.fileId,
  versionId: t.fileScans.versionId,
  scannedAt: t.fileScans.scannedAt,
  severity: t.fileScans.severity,
  review: t.fileScans.review,
  reviewedAt: t.fileScans.reviewedAt,
  classes: t.fileScans.classes,
  filename: t.files.filename,
  size: t.files.size,
  sha1: t.files.sha1,
  versionNumber: t.versions.versionNumber,
  versionName: t.versions.name,
  projectId: t.projects.id,
  projectTitle: t.projects.title,
  projectSlug: t.projects.slug,
  projectType: t.projects.projectType,
  teamId: t.projects.teamId,
  threadId: t.projects.threadId,
  held: sql<boolean>`${t.versionHolds.versionId} is not null`.mapWith(Boolean),
};

const reviewFiles = (db: Db | Tx) => db.select(REVIEW_FILE).from(t.fileScans)
  .innerJoin(t.files, eq(t.files.id, t.fileScans.fileId))
  .innerJoin(t.versions, eq(t.versions.id, t.fileScans.versionId))
  .innerJoin(t.projects, eq(t.projects.id, t.versions.projectId))
  .leftJoin(t.versionHolds, eq(t.versionHolds.versionId, t.versions.id));

export type ReviewFileRow = NonNullable<Awaited<ReturnType<typeof selectReviewFile>>>;

export async function selectReviewFile(db: Db | Tx, fileId: string) {
  const [row] = await reviewFiles(db).where(eq(t.fileScans.fileId, fileId));
  return row;
}

const REVIEW_PAGE_SIZE = 50;

export async function selectReviewFiles(db: Db, filter: TechnicalReviewFilter) {
  const conditions: SQL[] = [eq(t.fileScans.review, filter.state)];
  if (filter.severity) conditions.push(eq(t.fileScans.severity, filter.severity));
  if (filter.q) {
    const contains = (column: SQLWrapper) =>
      sql`instr(lower(${column}), lower(${filter.q})) > 0`;
    conditions.push(or(contains(t.projects.title), contains(t.projects.slug), contains(t.files.filename))!);
  }
  const order = filter.sort === 'oldest' ? asc(t.fileScans.scannedAt) : desc(t.fileScans.scannedAt);
  return reviewFiles(db).where(and(...conditions)).orderBy(order, asc(t.fileScans.fileId)).limit(REVIEW_PAGE_SIZE);
}

export async function countReviewFiles(db: Db): Promise<Record<'pending' | 'cleared', number>> {
  const rows = await db.select({ review: t.fileScans.review, count: sql<number>`count(*)` }).from(t.fileScans)
    .where(inArray(t.fileScans.review, ['pending', 'cleared'])).groupBy(t.fileScans.review);
  const count = (review: string) => rows.find((row) => row.review === review)?.count ?? 0;
  return { pending: count('pending'), cleared: count('cleared') };
}

export async function selectFindings(db: Db | Tx, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db.select().from(t.scanFindings).where(inArray(t.scanFindings.fileId, [...fileIds])).orderBy(asc(t.scanFindings.id));
}

export async function selectTeamMemberIds(tx: Tx, teamId: string): Promise<string[]> {
  const rows = await tx.select({ userId: t.teamMembers.userId }).from(t.teamMembers)
    .where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.accepted, true)));
  return rows.map((row) => row.userId);
}
