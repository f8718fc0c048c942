// Reads and writes of threads and their messages.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { ThreadMessageBody, ThreadType } from '#contracts/threads.ts';
import type { Db, Tx } from '../db.ts';

export interface ThreadRow {
  id: string;
  type: ThreadType;
  projectId: string | null;
  reportId: string | null;
}

export interface MessageRow {
  id: string;
  threadId: string;
  authorId: string | null;
  body: ThreadMessageBody;
  created: Date;
}

/**
 * Threads by ID. A project's thread exists from its creation (its ID is on the project row) but its row only with the
 * first message, so project thread IDs without a row read as empty project threads.
 */
export async function selectThreads(db: Db | Tx, ids: readonly string[]): Promise<ThreadRow[]> {
  if (ids.length === 0) return [];
  const stored = await db.select({ id: t.threads.id, type: t.threads.type, projectId: t.threads.projectId, reportId: t.threads.reportId })
    .from(t.threads).where(inArray(t.threads.id, [...ids]));
  const missing = ids.filter((id) => !stored.some((row) => row.id === id));
  if (missing.length === 0) return stored;
  const projects = await db.select({ id: t.projects.id, threadId: t.projects.threadId }).from(t.projects).where(inArray(t.projects.threadId, missing));
  return [...stored, ...projects.map((project) => ({ id: project.threadId, type: 'project' as const, projectId: project.id, reportId: null }))];
}

export async function selectMessages(db: Db | Tx, threadIds: readonly string[]): Promise<MessageRow[]> {
  if (threadIds.length === 0) return [];
  const rows = await db.select().from(t.threadMessages).where(inArray(t.threadMessages.threadId, [...threadIds]))
    // Messages of one transaction share a timestamp: within it, the order they were written in (the row id).
    .orderBy(asc(t.threadMessages.created), sql`${t.threadMessages}.rowid`);
  return rows.map((row) => ({ ...row, body: row.body as ThreadMessageBody }));
}

export async function selectMessage(db: Db | Tx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(t.threadMessages).where(eq(t.threadMessages.id, id)).limit(1);
  return row && { ...row, body: row.body as ThreadMessageBody };
}

export async function replaceMessageBody(tx: Db | Tx, id: string, body: ThreadMessageBody): Promise<void> {
  await tx.update(t.threadMessages).set({ body }).where(eq(t.threadMessages.id, id));
}

export async function selectUserRows(db: Db | Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select().from(t.users).where(inArray(t.users.id, [...ids]));
}

/** The report behind a report thread: its reporter and whether it is closed. */
/** The reporter and state of each report, by id. */
export async function selectReportsOfThreads(db: Db | Tx, reportIds: readonly string[]) {
  const rows = reportIds.length === 0 ? [] : await db.select({ id: t.reports.id, reporterId: t.reports.reporterId, closed: t.reports.closed })
    .from(t.reports).where(inArray(t.reports.id, [...reportIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The moderators' inbox: threads whose newest message is a public text from someone who is not staff, oldest
 * waiting first (a project's creator answering, a reporter adding details).
 */
export async function selectInboxThreadIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.all<{ thread_id: string }>(sql`
    select m.thread_id from thread_messages m
    join users u on u.id = m.author_id
    where m.created = (select max(created) from thread_messages where thread_id = m.thread_id)
      and u.role not in ('moderator', 'admin')
      and json_extract(m.body, '$.type') = 'text'
      and not exists (select 1 from reports r where r.thread_id = m.thread_id and r.closed = 1)
    order by m.created asc limit ${limit}`);
  return rows.map((row) => row.thread_id);
}

export async function selectProjectThreadId(db: Db | Tx, projectId: string): Promise<string | undefined> {
  const [row] = await db.select({ threadId: t.projects.threadId }).from(t.projects).where(eq(t.projects.id, projectId)).limit(1);
  return row?.threadId;
}
