// /moderation/reports' data: open or closed reports, filtered by reason and item type from the URL, the reasons to filter by,
// and the moderators' inbox.
import type { AstroGlobal } from 'astro';
import { REPORT_ITEM_TYPES, type ReportItemType } from '#contracts/reports.ts';
import type { ThreadV2 } from '#contracts/wire/moderation.ts';
import { moderatorInbox, reportTypeNames, staffReports, type ReportSummary } from '#moderation';
import type { SignedInPage } from '../signed-in-page.ts';

export interface StaffReportsPage {
  reports: ReportSummary[];
  closed: boolean;
  reason: string | null;
  itemType: ReportItemType | null;
  reasons: string[];
  /** Threads whose last word is not staff's: a creator's or reporter's message waiting for an answer. */
  inbox: ThreadV2[];
}

export async function loadStaffReports(astro: AstroGlobal, page: SignedInPage): Promise<StaffReportsPage> {
  const params = astro.url.searchParams;
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const reasons = await reportTypeNames(db);
  const closed = params.get('state') === 'closed';
  const reason = reasons.find((name) => name === params.get('reason')) ?? null;
  const itemType = REPORT_ITEM_TYPES.find((type) => type === params.get('item')) ?? null;
  const [reports, inbox] = await Promise.all([staffReports(runtime, page.account.viewer, { closed, reason, itemType }), moderatorInbox(runtime, page.account.viewer)]);
  return { reports, closed, reason, itemType, reasons, inbox };
}
