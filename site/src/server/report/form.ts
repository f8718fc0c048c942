// What the report form (/report) shows: the chosen content type and item, the result of checking it, and the reasons.
import type { AstroGlobal } from 'astro';
import { REPORT_ITEM_TYPES, type ReportItemType } from '#contracts/reports.ts';
import { checkReportTarget, reportTypeNames, type ReportCheck } from '#moderation';
import { echoFor, takeFormEcho } from '../form-echo.ts';
import type { SignedInPage } from '../signed-in-page.ts';

export interface ReportFormPage {
  itemType: ReportItemType;
  /** What was typed into "Content ID or URL". */
  item: string;
  /** Null until an item was given. */
  check: ReportCheck | null;
  reasons: string[];
  chosenReason: string | null;
  body: string;
  error: string | null;
}

const ERRORS = ['empty', 'invalid', 'duplicate', 'rateLimited', 'tooManyImages', 'image'];

export async function loadReportForm(astro: AstroGlobal, page: SignedInPage): Promise<ReportFormPage> {
  const params = astro.url.searchParams;
  const asked = params.get('item');
  const itemType = REPORT_ITEM_TYPES.find((type) => type === asked) ?? 'project';
  const item = (params.get('id') ?? '').slice(0, 2048);
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const [check, reasons] = await Promise.all([
    item.trim() ? checkReportTarget(runtime, page.account.viewer, itemType, item) : null,
    reportTypeNames(db),
  ]);
  const echo = echoFor(takeFormEcho(astro), 'report');
  const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
  const error = params.get('error');
  return {
    itemType, item, check, reasons,
    chosenReason: text(echo?.report_type) ?? params.get('reason'),
    body: text(echo?.body) ?? '',
    error: error && ERRORS.includes(error) ? error : null,
  };
}
