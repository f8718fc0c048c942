// Rows to the technical review's shape: one flagged file, its version and project, and its findings with each rule's meaning.
import type * as t from '#db/schema/index.ts';
import type { FindingSeverity, ReviewState } from '#contracts/technical-review.ts';
import type { ReviewFileRow } from './queries.ts';
import { ruleById } from './scanner/rules.ts';

export interface ReviewFinding {
  rule: string;
  severity: FindingSeverity;
  /** What the rule means, for the reviewer. */
  description: string;
  entry: string;
  class_name: string | null;
  method: string | null;
  detail: string;
}

export interface ReviewItem {
  file_id: string;
  filename: string;
  size: number;
  sha1: string;
  scanned: string;
  severity: FindingSeverity | null;
  review: ReviewState;
  reviewed: string | null;
  /** Whether the version is held: hidden from the public until staff decide. */
  held: boolean;
  classes: number;
  version: { id: string; version_number: string; name: string };
  project: { id: string; title: string; slug: string | null; project_type: string };
  findings: ReviewFinding[];
}

const reviewFinding = (finding: typeof t.scanFindings.$inferSelect): ReviewFinding => ({
  rule: finding.rule,
  severity: finding.severity,
  description: ruleById(finding.rule)?.description ?? finding.rule,
  entry: finding.entry,
  class_name: finding.className,
  method: finding.method,
  detail: finding.detail,
});

export const reviewItem = (row: ReviewFileRow, findings: (typeof t.scanFindings.$inferSelect)[]): ReviewItem => ({
  file_id: row.fileId,
  filename: row.filename,
  size: row.size,
  sha1: row.sha1,
  scanned: row.scannedAt.toISOString(),
  severity: row.severity,
  review: row.review,
  reviewed: row.reviewedAt?.toISOString() ?? null,
  held: row.held,
  classes: row.classes,
  version: { id: row.versionId, version_number: row.versionNumber, name: row.versionName },
  project: { id: row.projectId, title: row.projectTitle, slug: row.projectSlug, project_type: row.projectType },
  findings: findings.map(reviewFinding),
});
