// Thread rows to the v2 wire shape (api-compat §thread-v2): messages oldest first, members as v3 users.
import type { ThreadMessageBody } from '#contracts/threads.ts';
import type { ThreadMessageBodyV2, ThreadMessageV2, ThreadV2 } from '#contracts/wire/moderation.ts';
import type { UserV3 } from '#contracts/wire/user.ts';
import { isoDate } from '#lib/dates.ts';
import type { MessageRow, ThreadRow } from './queries.ts';

const bodyV2 = (body: ThreadMessageBody): ThreadMessageBodyV2 => (body.type === 'text' ? { ...body, associated_images: [] } : body);

export const messageV2View = (row: MessageRow): ThreadMessageV2 => ({
  id: row.id, author_id: row.authorId, created: isoDate(row.created), body: bodyV2(row.body),
});

export const threadV2View = (thread: ThreadRow, messages: MessageRow[], members: UserV3[]): ThreadV2 => ({
  id: thread.id,
  type: thread.type,
  project_id: thread.projectId,
  report_id: thread.reportId,
  messages: messages.map(messageV2View),
  members,
});
