// What the report pages read: the report form's reasons, a reporter's reports, one report with its item and thread, and the staff list.
import type { Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import type { ReportItemType } from '#contracts/reports.ts';
import type { ReportV2, ThreadV2 } from '#contracts/wire/moderation.ts';
import type { Db } from '../db.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { Reading } from '#platform/runtime.ts';
import { requireStaff } from '../staff.ts';
import { getThread } from '../threads/service.ts';
import { selectFilteredReports, selectReportImages, selectReportTypeNames, selectReportsOfReporter, selectUsername } from './queries.ts';
import { visibleReport } from './service.ts';
import { findStoredTargets, type ReportTarget } from './target.ts';
import { reportV2View } from './view.ts';

export interface ReportSummary {
  report: ReportV2;
  /** Null when the item is gone (deleted, or hidden from the viewer). */
  target: ReportTarget | null;
}

export interface ReportDetail extends ReportSummary {
  thread: ThreadV2;
  images: { id: string; url: string }[];
  reporter: { id: string; username: string } | null;
}

export const reportTypeNames = (db: Db) => selectReportTypeNames(db);

async function summaries(reading: Reading, viewer: Viewer, rows: Awaited<ReturnType<typeof selectReportsOfReporter>>): Promise<ReportSummary[]> {
  const targets = await findStoredTargets(reading, viewer, rows);
  return rows.map((row) => ({ report: reportV2View(row), target: targets.get(`${row.itemType}:${row.itemId}`) ?? null }));
}

/** The viewer's own reports, open and closed, newest first (/dashboard/reports). */
export async function reportsOfViewer(reading: Reading, viewer: Viewer): Promise<ReportSummary[]> {
  return summaries(reading, viewer, await selectReportsOfReporter(reading.db, viewer.userId));
}

/** One report the viewer may see, with its item, thread and evidence; null for anyone else. */
export async function reportDetail(reading: Reading, viewer: Viewer, id: string): Promise<ReportDetail | null> {
  const { db, config } = reading;
  let row;
  try {
    row = await visibleReport(db, viewer, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
  const [[summary], thread, images, reporter] = await Promise.all([
    summaries(reading, viewer, [row]),
    getThread(reading, viewer, row.threadId),
    selectReportImages(db, row.id),
    selectUsername(db, row.reporterId),
  ]);
  return { ...summary!, thread, images: images.map((image) => ({ id: image.id, url: storedFileUrl(config.cdnUrl, image.url) })), reporter };
}

export interface StaffReportFilter {
  closed: boolean;
  reason: string | null;
  itemType: ReportItemType | null;
}

const STAFF_LIST_LIMIT = 200;

/** Reports for /moderation/reports: open or closed, by reason and item type; open ones oldest first, closed newest first. */
export async function staffReports(reading: Reading, viewer: Viewer, filter: StaffReportFilter): Promise<ReportSummary[]> {
  requireStaff(viewer);
  return summaries(reading, viewer, await selectFilteredReports(reading.db, filter, STAFF_LIST_LIMIT));
}
