// Threads: reading them as the viewer may (private messages for staff only), posting replies, deleting messages, the staff inbox.
import type { Viewer } from '#access';
import { isStaff } from '#access';
import { userV3View } from '#accounts';
import { visibleProjectIds } from '#catalog';
import { notify } from '#notifications';
import { ApiError, notFoundEmpty } from '#contracts/errors.ts';
import type { ThreadMessageRequest } from '#contracts/threads.ts';
import type { ThreadV2 } from '#contracts/wire/moderation.ts';
import type { Db } from '../db.ts';
import type { Reading } from '#platform/runtime.ts';
import { projectMemberIds } from '../people.ts';
import { requireStaff } from '../staff.ts';
import { appendThreadMessage, ensureProjectThread } from './append.ts';
import { mayDeleteMessage, maySeeMessage, maySeeThread, postRefusal, type ThreadAccess } from './policy.ts';
import {
  replaceMessageBody, selectInboxThreadIds, selectMessage, selectMessages, selectReportsOfThreads, selectThreads, selectUserRows, type ThreadRow,
} from './queries.ts';
import { threadV2View } from './view.ts';

const INBOX_LIMIT = 100;

type Access = ThreadAccess & { reporterId: string | null };

/** How the viewer stands to each thread: one look-up for all their projects, one for all their reports. */
async function accessTo(db: Db, viewer: Viewer, threads: ThreadRow[]): Promise<(thread: ThreadRow) => Access> {
  const projectIds = threads.flatMap((thread) => (thread.projectId ? [thread.projectId] : []));
  const reportIds = threads.flatMap((thread) => (!thread.projectId && thread.reportId ? [thread.reportId] : []));
  const [members, reports] = await Promise.all([
    projectIds.length ? visibleProjectIds(db, viewer, projectIds) : new Map<string, boolean>(),
    selectReportsOfThreads(db, reportIds),
  ]);
  return (thread) => {
    if (thread.projectId) return { participant: members.get(thread.projectId) === true, closedReport: false, reporterId: null };
    const report = thread.reportId ? reports.get(thread.reportId) : undefined;
    return { participant: report?.reporterId === viewer.userId, closedReport: report?.closed ?? false, reporterId: report?.reporterId ?? null };
  };
}

async function visibleThreadRows(db: Db, viewer: Viewer, ids: readonly string[]) {
  const rows = await selectThreads(db, ids);
  const accessOf = await accessTo(db, viewer, rows);
  return rows.map((thread) => ({ thread, access: accessOf(thread) })).filter(({ access }) => maySeeThread(viewer, access));
}

async function render({ db, config }: Reading, viewer: Viewer, visible: Awaited<ReturnType<typeof visibleThreadRows>>): Promise<ThreadV2[]> {
  const messages = (await selectMessages(db, visible.map(({ thread }) => thread.id))).filter((message) => maySeeMessage(viewer, message.body));
  const memberIds = new Set<string>();
  for (const message of messages) if (message.authorId) memberIds.add(message.authorId);
  for (const { access } of visible) if (access.reporterId) memberIds.add(access.reporterId);
  const users = new Map((await selectUserRows(db, [...memberIds])).map((row) => [row.id, userV3View(row, config.cdnUrl)]));
  return visible.map(({ thread, access }) => {
    const own = messages.filter((message) => message.threadId === thread.id);
    const ids = new Set([...own.flatMap((message) => (message.authorId ? [message.authorId] : [])), ...(access.reporterId ? [access.reporterId] : [])]);
    return threadV2View(thread, own, [...ids].flatMap((id) => users.get(id) ?? []));
  });
}

export async function getThreads(reading: Reading, viewer: Viewer, ids: string[]): Promise<ThreadV2[]> {
  return render(reading, viewer, await visibleThreadRows(reading.db, viewer, ids));
}

export async function getThread(reading: Reading, viewer: Viewer, id: string): Promise<ThreadV2> {
  const [thread] = await getThreads(reading, viewer, [id]);
  if (!thread) throw notFoundEmpty();
  return thread;
}

const REFUSALS = {
  private: 'Only moderators may post private messages.',
  closed: 'This report is closed; it can no longer be added to.',
} as const;

/** Posts a text message; a public message from staff tells the project's team or the reporter. */
export async function postMessage(db: Db, viewer: Viewer, threadId: string, request: ThreadMessageRequest, now = new Date()): Promise<string> {
  const [found] = await visibleThreadRows(db, viewer, [threadId]);
  if (!found) throw notFoundEmpty();
  const { thread, access } = found;
  const wantsPrivate = request.body.private === true;
  const refusal = postRefusal(viewer, access, wantsPrivate);
  if (refusal) throw new ApiError('auth_error', REFUSALS[refusal]);
  const replyingTo = request.body.replying_to ?? null;
  if (replyingTo) {
    const target = await selectMessage(db, replyingTo);
    if (target?.threadId !== thread.id) throw new ApiError('invalid_input', 'The message replied to is not in this thread.');
  }
  return db.transaction(async (tx) => {
    if (thread.projectId) await ensureProjectThread(tx, thread.projectId, now);
    const messageId = await appendThreadMessage(tx, thread.id, {
      authorId: viewer.userId, body: { type: 'text', body: request.body.body, private: wantsPrivate, replying_to: replyingTo }, now,
    });
    if (isStaff(viewer) && !wantsPrivate) {
      const recipients = thread.projectId ? await projectMemberIds(tx, thread.projectId) : access.reporterId ? [access.reporterId] : [];
      await notify(tx, recipients.filter((id) => id !== viewer.userId), {
        type: 'moderator_message', thread_id: thread.id, message_id: messageId, project_id: thread.projectId, report_id: thread.reportId,
      }, now);
    }
    return messageId;
  });
}

/** Replaces a message with a "deleted" marker that keeps whether it was private. */
export async function deleteMessage(db: Db, viewer: Viewer, messageId: string): Promise<void> {
  const message = await selectMessage(db, messageId);
  if (!message || !maySeeMessage(viewer, message.body)) throw notFoundEmpty();
  const [visible] = await visibleThreadRows(db, viewer, [message.threadId]);
  if (!visible) throw notFoundEmpty();
  if (!mayDeleteMessage(viewer, message.authorId)) throw new ApiError('auth_error', 'You may delete only your own messages.');
  const wasPrivate = (message.body.type === 'text' || message.body.type === 'deleted') && message.body.private;
  await replaceMessageBody(db, messageId, { type: 'deleted', private: wasPrivate });
}

/** Threads waiting for a moderator's answer, oldest first (staff only). */
export async function moderatorInbox(reading: Reading, viewer: Viewer): Promise<ThreadV2[]> {
  requireStaff(viewer);
  const ids = await selectInboxThreadIds(reading.db, INBOX_LIMIT);
  const threads = await getThreads(reading, viewer, ids);
  return ids.flatMap((id) => threads.find((thread) => thread.id === id) ?? []);
}
