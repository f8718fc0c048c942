// Report rows to the v2 wire shape (api-compat §report-v2).
import type { ReportV2 } from '#contracts/wire/moderation.ts';
import { isoDate } from '#lib/dates.ts';
import type { ReportRow } from './queries.ts';

export const reportV2View = (row: ReportRow): ReportV2 => ({
  id: row.id,
  report_type: row.reportType,
  item_id: row.itemId,
  item_type: row.itemType,
  reporter: row.reporterId,
  body: row.body,
  created: isoDate(row.created),
  closed: row.closed,
  thread_id: row.threadId,
});
