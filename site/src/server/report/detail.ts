// One report page's data (the reporter's /dashboard/report/{id} and staff's /moderation/reports/{id}): the report, its item, thread and compose box.
import type { AstroGlobal } from 'astro';
import { reportDetail, viewerIsStaff, type ReportDetail } from '#moderation';
import { threadCompose, type ThreadCompose } from '../moderation/thread-compose.ts';
import type { SignedInPage } from '../signed-in-page.ts';

export interface ReportPage {
  detail: ReportDetail;
  staff: boolean;
  compose: ThreadCompose | null;
}

/** Null when there is no such report or the viewer may not see it. */
export async function loadReportPage(astro: AstroGlobal, page: SignedInPage, id: string): Promise<ReportPage | null> {
  const viewer = page.account.viewer;
  const detail = await reportDetail(await astro.locals.kiln.runtime(), viewer, id);
  if (!detail) return null;
  const staff = viewerIsStaff(viewer);
  const writable = staff || !detail.report.closed;
  return { detail, staff, compose: writable ? threadCompose(astro, staff) : null };
}
