// A notice as the service takes it, from the API's JSON (instants with offsets) or from the staff form (wall-clock
// times in the browser's time zone, converted with @date-fns/tz so a date across a daylight-saving change is right).
import { TZDate } from '@date-fns/tz';
import type { z } from 'zod';
import type { NoticeLevel, noticeBody } from '#contracts/servers.ts';
import type { NoticeTarget, noticeForm } from '#contracts/server-notices.ts';
import { ApiError, notFound } from '#contracts/errors.ts';

export interface NoticeInput {
  level: NoticeLevel;
  title: string | null;
  message: string;
  dismissable: boolean;
  begins: Date | null;
  expires: Date | null;
  target: NoticeTarget | null;
}

/** Why a notice was refused, for the form to say it in the page's language. */
export type NoticeProblem = 'window' | 'target';

export const noticeProblem = (reason: NoticeProblem, description: string) => new ApiError('invalid_input', description, { details: { reason } });

export function problemOf(error: unknown): NoticeProblem | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_input') return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'window' || reason === 'target' ? reason : null;
}

const targetOf = (nodes: string[], servers: string[]): NoticeTarget | null =>
  nodes.length === 0 && servers.length === 0 ? null : { nodes: [...new Set(nodes)], servers: [...new Set(servers)] };

export function inputFromBody(body: z.infer<typeof noticeBody>): NoticeInput {
  return {
    level: body.level,
    title: body.title || null,
    message: body.message,
    dismissable: body.dismissable,
    begins: body.begins ? new Date(body.begins) : null,
    expires: body.expires ? new Date(body.expires) : null,
    target: targetOf(body.nodes, body.servers),
  };
}

/** `2026-03-29T02:30` in `zone` → the instant; the input was already checked against LOCAL_DATE_TIME. */
export function zonedInstant(local: string, zone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, zone).getTime());
}

export function inputFromForm(form: z.infer<typeof noticeForm>): NoticeInput {
  const servers = form.servers.split(/[\s,]+/).filter(Boolean);
  if (form.target === 'chosen' && form.nodes.length === 0 && servers.length === 0) {
    throw noticeProblem('target', 'Choose at least one node or server, or show the notice on every server');
  }
  return {
    level: form.level,
    title: form.title,
    message: form.message,
    dismissable: form.dismissable,
    begins: form.begins ? zonedInstant(form.begins, form.time_zone) : null,
    expires: form.expires ? zonedInstant(form.expires, form.time_zone) : null,
    target: form.target === 'all' ? null : targetOf(form.nodes, servers),
  };
}

/** A notice id from a path; anything that is not one names no notice. */
export function noticeIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw notFound('No such notice');
  return Number(value);
}
