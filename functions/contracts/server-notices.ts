// Server notices and the staff servers list: the wire shapes of a notice (as staff manage it and as a panel shows it),
// the plain form posts of /admin/servers/notices and /servers/admin, and the words of their outcomes.
import { z } from 'zod';
import { NOTICE_LEVELS, PANEL_STATES, suspendBody, type NoticeLevel } from './servers.ts';

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_MESSAGE_MAX = 2000;
/** How many node ids and server ids one notice may name. */
export const NOTICE_TARGETS_MAX = 100;

/** Null for every server. */
export interface NoticeTarget {
  nodes: string[];
  servers: string[];
}

/** A notice as staff see it in the list and the API. */
export interface ServerNoticeView {
  id: number;
  level: NoticeLevel;
  title: string | null;
  /** The Markdown staff wrote. */
  message: string;
  /** The message rendered and sanitized. */
  message_html: string;
  dismissable: boolean;
  begins: string | null;
  expires: string | null;
  target: NoticeTarget | null;
  created: string;
}

/** A notice on one server's panel. */
export interface ActiveNoticeView {
  id: number;
  /** The server whose panel shows it: where dismissing it posts to. */
  server_id: string;
  level: NoticeLevel;
  title: string | null;
  message_html: string;
  dismissable: boolean;
}

/** `YYYY-MM-DDTHH:mm` (seconds optional) as a datetime-local input sends it, or empty for "open-ended". */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A repeated field (checkboxes of one name) arrives as one string or an array of them. */
const listOf = (item: z.ZodString) =>
  z.union([item, z.array(item).max(NOTICE_TARGETS_MAX)]).optional().transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * The notice form. Its date-times are wall-clock times in `time_zone`, the browser's own zone (a script fills it in;
 * without scripts it stays UTC, which the form then says). Server ids are typed, separated by spaces, commas or lines.
 */
export const noticeForm = z.object({
  level: z.enum(NOTICE_LEVELS),
  title: z.string().trim().max(NOTICE_TITLE_MAX).optional().transform((value) => value || null),
  message: z.string().trim().min(1, 'Write the message').max(NOTICE_MESSAGE_MAX),
  dismissable: z.literal('on').optional().transform((value) => value === 'on'),
  begins: z.union([z.literal(''), z.string().regex(LOCAL_DATE_TIME)]).optional(),
  expires: z.union([z.literal(''), z.string().regex(LOCAL_DATE_TIME)]).optional(),
  time_zone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
  target: z.enum(['all', 'chosen']).default('all'),
  nodes: listOf(z.string().max(64)),
  servers: z.string().max(NOTICE_TARGETS_MAX * 20).default(''),
  /** Which button sent the form: save it, or show how it will look first. */
  intent: z.enum(['save', 'preview']).default('save'),
});
export type NoticeFormInput = z.input<typeof noticeForm>;

export const suspendForm = suspendBody;

/** The staff servers list's filters, from its query string. */
export const staffServersQuery = z.object({
  state: z.enum(PANEL_STATES).optional().catch(undefined),
  q: z.string().trim().max(64).optional().catch(undefined),
});
export type StaffServersFilter = z.infer<typeof staffServersQuery>;

/** What the redirect back to /admin/servers/notices or /servers/admin says happened. */
export const NOTICE_OUTCOMES = ['created', 'updated', 'deleted'] as const;
export const STAFF_SERVER_OUTCOMES = ['suspended', 'unsuspended'] as const;
export const NOTICE_FORM_ERRORS = ['invalid', 'window', 'target'] as const;
export type NoticeFormError = (typeof NOTICE_FORM_ERRORS)[number];
