// The technical review's decisions: what a scan's findings mean for the file's review and its version's hold, the
// staff's list of flagged files, and their verdicts (clear, or malicious: the version is removed and its team told).
import type { Viewer } from '#access';
import { holdVersion, releaseVersion, removeVersion } from '#catalog';
import { ApiError, notFound } from '#contracts/errors.ts';
import {
  FINDING_SEVERITIES, type FindingSeverity, type ReviewState, type TechnicalReviewDecisionInput, type TechnicalReviewFilter,
} from '#contracts/technical-review.ts';
import { assertBase62 } from '#lib/base62-params.ts';
import { notify } from '#notifications';
import type { Db, Tx } from '../db.ts';
import { needsHumanReview } from '../review/trusted.ts';
import { requireStaff } from '../staff.ts';
import { appendProjectThreadMessage } from '../threads/append.ts';
import * as q from './queries.ts';
import type { ScanReport } from './scanner/scan.ts';
import { ruleById } from './scanner/rules.ts';
import { reviewItem, type ReviewItem } from './view.ts';

const highest = (report: ScanReport): FindingSeverity | null =>
  report.findings.reduce<FindingSeverity | null>((top, { severity }) =>
    (top === null || FINDING_SEVERITIES.indexOf(severity) > FINDING_SEVERITIES.indexOf(top) ? severity : top), null);

/** Holds the version while a file of it waits for review with a high finding; releases it once none does. */
async function settleHold(tx: Tx, versionId: string, now: Date): Promise<void> {
  if (await q.versionHasPendingHighFinding(tx, versionId)) await holdVersion(tx, versionId, now);
  else await releaseVersion(tx, versionId);
}

export interface ScannedFile {
  fileId: string;
  versionId: string;
}

/**
 * Stores a file's scan, in one transaction with the answered queue row (`served`). A rescan that finds only what
 * staff already cleared keeps the clearance; anything new puts the file back in front of them, unless it is a trusted
 * creator's and nothing high (then it counts as cleared, by nobody).
 */
export async function recordScan(db: Db, file: ScannedFile, report: ScanReport, now: Date, served: q.ClaimedScan): Promise<ReviewState> {
  return db.transaction(async (tx) => {
    const previous = await q.selectPreviousScan(tx, file.fileId);
    const seen = previous?.review === 'cleared' && report.findings.every((finding) => previous.keys.has(q.findingKey(finding)));
    const severity = highest(report);
    const review: ReviewState = severity === null ? 'clean' : seen || !(await needsHumanReview(tx, file.versionId, severity)) ? 'cleared' : 'pending';
    await q.saveScan(tx, { ...file, scannedAt: now, severity, review, keepReviewer: seen, classes: report.classes, findings: report.findings });
    await settleHold(tx, file.versionId, now);
    await q.deleteServedScan(tx, served);
    return review;
  });
}

export interface TechnicalReviewPage {
  items: ReviewItem[];
  counts: Record<'pending' | 'cleared', number>;
}

/** The flagged files staff review, with their findings; anyone else is told there is nothing here. */
export async function listTechnicalReview(db: Db, viewer: Viewer, filter: TechnicalReviewFilter): Promise<TechnicalReviewPage> {
  requireStaff(viewer);
  const rows = await q.selectReviewFiles(db, filter);
  const findings = await q.selectFindings(db, rows.map((row) => row.fileId));
  return { items: rows.map((row) => reviewItem(row, findings.filter((finding) => finding.fileId === row.fileId))), counts: await q.countReviewFiles(db) };
}

function maliciousMessage(file: q.ReviewFileRow, rules: string[], message: string | undefined): string {
  const found = rules.map((rule) => `- ${ruleById(rule)?.description ?? rule}`).join('\n');
  const note = message ? `\n\n${message}` : '';
  return `Version ${file.versionNumber} was removed: its file \`${file.filename}\` was found to contain malicious code.\n\n${found}${note}`;
}

/**
 * A staff verdict on a flagged file. Cleared: the file leaves the queue, and its version is released unless another
 * file still holds it. Malicious: the version is removed with its files, and the project's thread and team learn why.
 * Returns the project the file belonged to.
 */
export async function decideFile(db: Db, viewer: Viewer, fileId: string, input: TechnicalReviewDecisionInput, now = new Date()): Promise<string> {
  requireStaff(viewer);
  assertBase62(fileId);
  return db.transaction(async (tx) => {
    const file = await q.selectReviewFile(tx, fileId);
    if (!file || file.review === 'clean') throw notFound('No flagged file has this ID');
    if (input.decision === 'clear') {
      if (file.review === 'cleared') throw new ApiError('conflict', 'This file has already been cleared');
      await q.setReview(tx, fileId, 'cleared', viewer.userId, now);
      await settleHold(tx, file.versionId, now);
      return file.projectId;
    }
    const rules = [...new Set((await q.selectFindings(tx, [fileId])).map((finding) => finding.rule))];
    await removeVersion(tx, file.versionId);
    const messageId = await appendProjectThreadMessage(tx, {
      projectId: file.projectId, authorId: viewer.userId, now,
      body: { type: 'text', body: maliciousMessage(file, rules, input.message), private: false, replying_to: null },
    });
    await notify(tx, await q.selectTeamMemberIds(tx, file.teamId), {
      type: 'moderator_message', thread_id: file.threadId, message_id: messageId, project_id: file.projectId, report_id: null,
    }, now);
    return file.projectId;
  });
}
