// Who may see and change a report: its reporter and staff see it; only staff close, reopen or delete; a closed report is staff's alone.
import type { Viewer } from '#access';
import { isStaff } from '#access';
import type { EditReportRequest } from '#contracts/reports.ts';
import type { ReportRow } from './queries.ts';

export const maySeeReport = (viewer: Viewer, report: Pick<ReportRow, 'reporterId'>) => isStaff(viewer) || report.reporterId === viewer.userId;

export type ReportEditRefusal = 'closed' | 'staff-only';

/** Why this edit is refused, or null when it is allowed (for a viewer who may see the report). */
export function reportEditRefusal(viewer: Viewer, report: Pick<ReportRow, 'closed'>, edit: EditReportRequest): ReportEditRefusal | null {
  if (isStaff(viewer)) return null;
  if (edit.closed !== undefined) return 'staff-only';
  return report.closed ? 'closed' : null;
}

export const mayDeleteReport = (viewer: Viewer) => isStaff(viewer);
