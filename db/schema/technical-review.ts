// The technical review's tables: files waiting for the scanner, each file's scan and review, and its findings.
// Holding a version is the catalogue's own fact (version-holds.ts); these tables say why.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { FINDING_SEVERITIES, REVIEW_STATES } from '#contracts/technical-review.ts';
import { timestamp } from './columns.ts';
import { users } from './users.ts';
import { files, versions } from './versions.ts';

/**
 * Files to scan, written in the transaction that publishes them (and by a rescan). No foreign key: a row whose file
 * was removed in the meantime is simply dropped by the job.
 */
export const fileScanQueue = sqliteTable(
  'file_scan_queue',
  {
    fileId: text('file_id').primaryKey(),
    /** Strictly increases on every re-enqueue, so the job only deletes the request it served. */
    enqueuedAt: timestamp('enqueued_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A failed attempt waits until then before the next. */
    notBefore: timestamp('not_before').notNull(),
  },
  (t) => [index('file_scan_queue_due_idx').on(t.notBefore)],
);

/** The latest scan of each file, and where staff's review of its findings stands. */
export const fileScans = sqliteTable(
  'file_scans',
  {
    fileId: text('file_id').primaryKey().references(() => files.id, { onDelete: 'cascade' }),
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at').notNull(),
    /** The highest severity found, or null when the scan found nothing. */
    severity: text('severity', { enum: FINDING_SEVERITIES }),
    review: text('review', { enum: REVIEW_STATES }).notNull(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at'),
    classes: integer('classes').notNull().default(0),
  },
  (t) => [index('file_scans_review_idx').on(t.review, t.scannedAt), index('file_scans_version_idx').on(t.versionId)],
);

export const scanFindings = sqliteTable(
  'scan_findings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fileId: text('file_id').notNull().references(() => fileScans.fileId, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    severity: text('severity', { enum: FINDING_SEVERITIES }).notNull(),
    /** The entry inside the file, nested archives joined by `!/`; empty for the file itself. */
    entry: text('entry').notNull(),
    className: text('class_name'),
    method: text('method'),
    detail: text('detail').notNull(),
  },
  (t) => [index('scan_findings_file_idx').on(t.fileId)],
);

