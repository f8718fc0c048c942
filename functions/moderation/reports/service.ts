// Reports: filing one (one open report per reporter and item, a per-account hourly budget), reading, editing, closing and deleting.
import type { Viewer } from '#access';
import { isStaff } from '#access';
import { notify } from '#notifications';
import { ApiError, notFoundEmpty } from '#contracts/errors.ts';
import {
  REPORTS_PER_HOUR, parseReportTarget, type CreateReportRequest, type EditReportRequest, type ReportItemType,
} from '#contracts/reports.ts';
import type { ReportV2 } from '#contracts/wire/moderation.ts';
import { isUniqueViolation } from '#lib/db-errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Db } from '../db.ts';
import type { Reading } from '#platform/runtime.ts';
import { appendThreadMessage } from '../threads/append.ts';
import { mayDeleteReport, maySeeReport, reportEditRefusal } from './policy.ts';
import {
  attachReportImages, countReportsSince, deleteReportRow, insertReport, selectOpenReport, selectOpenReports,
  selectReportTypeNames, selectReportsByIds, selectUnattachedReportImages, updateReport, type ReportRow,
} from './queries.ts';
import { findReportTarget, type ReportTarget } from './target.ts';
import { reportV2View } from './view.ts';

const HOUR_MS = 3_600_000;

export type ReportCheck =
  | { status: 'not-found' }
  | { status: 'already-reported'; target: ReportTarget; reportId: string }
  | { status: 'ready'; target: ReportTarget };

/** The report form's first step: does the item exist for this reporter, and have they an open report on it already? */
export async function checkReportTarget(reading: Reading, viewer: Viewer, itemType: ReportItemType, text: string): Promise<ReportCheck> {
  const { db } = reading;
  const key = parseReportTarget(itemType, text);
  const target = key && await findReportTarget(reading, viewer, key);
  if (!target) return { status: 'not-found' };
  const open = await selectOpenReport(db, viewer.userId, target.itemType, target.itemId);
  return open ? { status: 'already-reported', target, reportId: open.id } : { status: 'ready', target };
}

const duplicate = (reportId: string) =>
  new ApiError('conflict', 'You already have an open report on this item; add to it instead.', { details: { report_id: reportId } });

export async function createReport(reading: Reading, viewer: Viewer, request: CreateReportRequest, now = new Date()): Promise<ReportV2> {
  const { db } = reading;
  if (!(await selectReportTypeNames(db)).includes(request.report_type)) {
    throw new ApiError('invalid_input', `Invalid report type: ${request.report_type}`);
  }
  const key = parseReportTarget(request.item_type, request.item_id);
  const target = key && await findReportTarget(reading, viewer, key);
  if (!target) throw new ApiError('invalid_input', `Could not find ${request.item_type} ${request.item_id}`);
  const open = await selectOpenReport(db, viewer.userId, target.itemType, target.itemId);
  if (open) throw duplicate(open.id);
  if (await countReportsSince(db, viewer.userId, new Date(now.getTime() - HOUR_MS)) >= REPORTS_PER_HOUR) {
    throw new ApiError('ratelimit_error', `You can file at most ${REPORTS_PER_HOUR} reports an hour. Please try again later.`);
  }
  const images = [...new Set(request.uploaded_images ?? [])];
  const attachable = await selectUnattachedReportImages(db, viewer.userId, images);
  if (attachable.length !== images.length) throw new ApiError('invalid_input', 'An uploaded image is unknown or belongs to another report.');
  const row: ReportRow = {
    id: randomId(), reportType: request.report_type, itemType: target.itemType, itemId: target.itemId,
    reporterId: viewer.userId, body: request.body, created: now, closed: false, threadId: randomId(),
  };
  try {
    await db.transaction(async (tx) => {
      await insertReport(tx, row);
      await attachReportImages(tx, row.id, attachable);
      await notify(tx, [viewer.userId], { type: 'report_submitted', report_id: row.id }, now);
    });
  } catch (error) {
    // Two submissions racing past the check above: the index keeps one open report per reporter and item.
    if (!isUniqueViolation(error)) throw error;
    const winner = await selectOpenReport(db, viewer.userId, target.itemType, target.itemId);
    throw duplicate(winner?.id ?? '');
  }
  return reportV2View(row);
}

/** Open reports: the viewer's own, or with `all` every open report when the viewer is staff. */
export async function listReports(db: Db, viewer: Viewer, options: { count: number; all?: boolean }): Promise<ReportV2[]> {
  const everyone = options.all === true && isStaff(viewer);
  return (await selectOpenReports(db, everyone ? null : viewer.userId, options.count)).map(reportV2View);
}

export async function reportsByIds(db: Db, viewer: Viewer, ids: string[]): Promise<ReportV2[]> {
  return (await selectReportsByIds(db, ids)).filter((row) => maySeeReport(viewer, row)).map(reportV2View);
}

/** One report the viewer may see; others read as missing. */
export async function visibleReport(db: Db, viewer: Viewer, id: string): Promise<ReportRow> {
  const [row] = await selectReportsByIds(db, [id]);
  if (!row || !maySeeReport(viewer, row)) throw notFoundEmpty();
  return row;
}

export async function getReport(db: Db, viewer: Viewer, id: string): Promise<ReportV2> {
  return reportV2View(await visibleReport(db, viewer, id));
}

const REFUSALS = {
  closed: 'This report is closed; it can no longer be edited.',
  'staff-only': 'Only moderators may close or reopen a report.',
} as const;

/** Edits the body, and (staff) closes or reopens: each closure or reopening is a thread message and a notification to the reporter. */
export async function editReport(db: Db, viewer: Viewer, id: string, edit: EditReportRequest, now = new Date()): Promise<void> {
  const report = await visibleReport(db, viewer, id);
  const refusal = reportEditRefusal(viewer, report, edit);
  if (refusal) throw new ApiError('auth_error', REFUSALS[refusal]);
  const closing = edit.closed !== undefined && edit.closed !== report.closed ? edit.closed : undefined;
  try {
    await db.transaction(async (tx) => {
      await updateReport(tx, id, { ...(edit.body !== undefined ? { body: edit.body } : {}), ...(closing !== undefined ? { closed: closing } : {}) });
      if (closing === undefined) return;
      await appendThreadMessage(tx, report.threadId, { authorId: viewer.userId, body: { type: closing ? 'thread_closure' : 'thread_reopen' }, now });
      await notify(tx, [report.reporterId], { type: 'report_status_updated', report_id: id }, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError('conflict', 'The reporter has a newer open report on this item; reopen that one instead.');
  }
}

export async function deleteReport(db: Db, viewer: Viewer, id: string): Promise<void> {
  const report = await visibleReport(db, viewer, id);
  if (!mayDeleteReport(viewer)) throw new ApiError('auth_error', 'Only moderators may delete reports.');
  await db.transaction((tx) => deleteReportRow(tx, report));
}
