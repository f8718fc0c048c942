// /admin/servers/notices' data for staff: every notice, and for admins the form (empty, a notice being edited, or what
// a refused or previewed post handed back) with the preview of how it will look on a panel.
import type { AstroGlobal } from 'astro';
import { findNotice, listNotices, mayActAsAdmin, previewNotice } from '#servers';
import { echoedList, echoedText, type EchoValues } from '#contracts/form-echo.ts';
import { NOTICE_FORM_ERRORS, NOTICE_OUTCOMES, type ActiveNoticeView, type NoticeFormError, type ServerNoticeView } from '#contracts/server-notices.ts';
import { NOTICE_LEVELS, type NoticeLevel } from '#contracts/servers.ts';
import { echoFor, takeFormEcho } from '../form-echo.ts';
import type { SignedInPage } from '../signed-in-page.ts';

/** A date-time field: the value the input starts with, and (for a stored time) the instant the browser localizes. */
export interface DateTimeField {
  value: string;
  instant: string | null;
}

export interface NoticeFormState {
  editing: number | null;
  action: string;
  level: NoticeLevel;
  title: string;
  message: string;
  dismissable: boolean;
  begins: DateTimeField;
  expires: DateTimeField;
  timeZone: string;
  target: 'all' | 'chosen';
  nodes: string[];
  servers: string;
}

export interface NoticesPage {
  notices: ServerNoticeView[];
  mayManage: boolean;
  form: NoticeFormState | null;
  preview: ActiveNoticeView | null;
  outcome: (typeof NOTICE_OUTCOMES)[number] | null;
  error: NoticeFormError | null;
  nodes: { id: string; region: string }[];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** A stored instant as a datetime-local value in UTC, which the page's script turns into the browser's time. */
const stored = (iso: string | null): DateTimeField => ({ value: iso ? iso.slice(0, 16) : '', instant: iso });

function fromNotice(notice: ServerNoticeView | null): NoticeFormState {
  return {
    editing: notice?.id ?? null,
    action: notice ? `/_internal/servers/notices/${notice.id}` : '/_internal/servers/notices',
    level: notice?.level ?? 'info',
    title: notice?.title ?? '',
    message: notice?.message ?? '',
    dismissable: notice?.dismissable ?? true,
    begins: stored(notice?.begins ?? null),
    expires: stored(notice?.expires ?? null),
    timeZone: 'UTC',
    target: notice?.target ? 'chosen' : 'all',
    nodes: notice?.target?.nodes ?? [],
    servers: notice?.target?.servers.join('\n') ?? '',
  };
}

/** What was typed, over the notice it edits (or the defaults); typed times are already in the typed zone. */
function fromEcho(base: NoticeFormState, values: EchoValues): NoticeFormState {
  const text = (name: string) => echoedText(values, name) ?? '';
  return {
    ...base,
    level: oneOf(NOTICE_LEVELS, text('level')) ?? base.level,
    title: text('title'),
    message: text('message'),
    dismissable: text('dismissable') === 'on',
    begins: { value: text('begins'), instant: null },
    expires: { value: text('expires'), instant: null },
    timeZone: text('time_zone') || 'UTC',
    target: text('target') === 'chosen' ? 'chosen' : 'all',
    nodes: echoedList(values, 'nodes') ?? [],
    servers: text('servers'),
  };
}

export async function loadNoticesPage(astro: AstroGlobal, page: SignedInPage): Promise<NoticesPage> {
  const viewer = page.account.viewer;
  const runtime = await astro.locals.kiln.runtime();
  const params = astro.url.searchParams;
  const mayManage = mayActAsAdmin(viewer);
  const editId = params.get('edit');
  const editing = mayManage && editId && /^\d{1,12}$/.test(editId) ? await findNotice(runtime, viewer, Number(editId)) : null;
  const echoed = echoFor(takeFormEcho(astro), editing ? `edit:${editing.id}` : 'create');
  const form = mayManage ? (echoed ? fromEcho(fromNotice(editing), echoed) : fromNotice(editing)) : null;
  const preview = form && echoed && params.get('preview') === '1' && form.message.trim()
    ? previewNotice(runtime, { level: form.level, title: form.title.trim() || null, message: form.message, dismissable: form.dismissable })
    : null;
  return {
    notices: await listNotices(runtime, viewer),
    mayManage,
    form,
    preview,
    outcome: oneOf(NOTICE_OUTCOMES, params.get('notice')),
    error: oneOf(NOTICE_FORM_ERRORS, params.get('error')),
    nodes: runtime.nodes.nodes.map((node) => ({ id: node.id, region: node.region })),
  };
}
