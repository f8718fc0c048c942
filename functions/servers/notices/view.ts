// The wire shapes of a notice (contracts/server-notices.ts): its Markdown rendered through the site's one renderer and
// sanitizer, and its stored target read back.
import { z } from 'zod';
import type { Config } from '#config';
import { renderMarkdown, siteMarkdownOptions } from '#markdown';
import type { ActiveNoticeView, NoticeTarget, ServerNoticeView } from '#contracts/server-notices.ts';
import type { NoticeLevel } from '#contracts/servers.ts';
import type { NoticeRow } from './queries.ts';

const storedTarget = z.object({ nodes: z.array(z.string()), servers: z.array(z.string()) });

/** Null for every server; a value that does not read as a target would show nowhere, so it counts as none chosen. */
export function targetOf(row: Pick<NoticeRow, 'target'>): NoticeTarget | null {
  if (row.target === null) return null;
  try {
    const parsed = storedTarget.safeParse(JSON.parse(row.target));
    return parsed.success ? parsed.data : { nodes: [], servers: [] };
  } catch {
    return { nodes: [], servers: [] };
  }
}

export const storeTarget = (target: NoticeTarget | null): string | null => (target ? JSON.stringify(target) : null);

export const messageHtml = (config: Config, message: string) => renderMarkdown(message, siteMarkdownOptions(config));

export function noticeView(config: Config, row: NoticeRow): ServerNoticeView {
  return {
    id: row.id,
    level: row.level,
    title: row.title,
    message: row.message,
    message_html: messageHtml(config, row.message),
    dismissable: row.dismissable,
    begins: row.begins?.toISOString() ?? null,
    expires: row.expires?.toISOString() ?? null,
    target: targetOf(row),
    created: row.created.toISOString(),
  };
}

export interface PanelNoticeSource {
  id: number;
  level: NoticeLevel;
  title: string | null;
  message: string;
  dismissable: boolean;
}

export const activeNoticeView = (config: Config, serverId: string, notice: PanelNoticeSource): ActiveNoticeView => ({
  id: notice.id,
  server_id: serverId,
  level: notice.level,
  title: notice.title,
  message_html: messageHtml(config, notice.message),
  dismissable: notice.dismissable,
});
