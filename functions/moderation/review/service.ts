// The review queue: staff's list of queued projects, their decisions (through the status table, recorded for the
// typical wait, told in the thread and by mail), a creator's place in the queue, and trusted creators.
import type { Viewer } from '#access';
import { appendProjectThreadMessage, changeProjectStatus, mailStatusDecision, resolveVisibleProjects } from '#catalog';
import { resolveUser } from '#accounts';
import { notify } from '#notifications';
import type { ProjectType } from '#contracts/enums.ts';
import { ApiError, notFoundEmpty } from '#contracts/errors.ts';
import type { ReviewDecision } from '#contracts/project-status.ts';
import { randomId } from '#lib/ids.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { Reading, Runtime } from '#platform/runtime.ts';
import type { Db } from '../db.ts';
import { projectMemberIds } from '../people.ts';
import { requireStaff, viewerIsStaff } from '../staff.ts';
import { insertDecision, selectQueue, selectQueuePlace, selectRecentWaits, selectTrusted, setTrustedRow, type QueueRow } from './queries.ts';

const QUEUE_LIMIT = 500;
/** The typical wait is the median of the latest reviews of the last 90 days: recent enough to mean something now. */
const WAIT_SAMPLE = 50;
const WAIT_WINDOW_MS = 90 * 86_400_000;

export interface QueueEntry extends QueueRow {
  waitingMs: number;
}

export interface QueueFilter {
  query: string | null;
  type: ProjectType | null;
  newest: boolean;
}

export async function reviewQueue({ db, config }: Reading, viewer: Viewer, filter: QueueFilter, now = new Date()): Promise<QueueEntry[]> {
  requireStaff(viewer);
  const rows = await selectQueue(db, filter, QUEUE_LIMIT);
  return rows.map((row) => ({
    ...row, iconUrl: storedFileUrl(config.cdnUrl, row.iconUrl), waitingMs: now.getTime() - (row.queued ?? row.published).getTime(),
  }));
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

export async function typicalWaitMs(db: Db, now = new Date()): Promise<number | null> {
  return median(await selectRecentWaits(db, new Date(now.getTime() - WAIT_WINDOW_MS), WAIT_SAMPLE));
}

export interface QueueStatus {
  position: number;
  total: number;
  /** Null until enough reviews were decided recently to say. */
  typicalWaitMs: number | null;
  queued: string;
}

/** A queued project's place and the typical wait, for its members and staff; null when the project is not in the queue. */
export async function queueStatus(db: Db, viewer: Viewer, key: string, now = new Date()): Promise<QueueStatus | null> {
  const [found] = await resolveVisibleProjects(db, viewer, [key]);
  if (!found || !(found.isMember || viewerIsStaff(viewer))) throw notFoundEmpty();
  const { row } = found;
  if (row.status !== 'processing') return null;
  const queued = row.queued ?? row.published;
  const [place, typical] = await Promise.all([selectQueuePlace(db, { id: row.id, queued }), typicalWaitMs(db, now)]);
  return { ...place, typicalWaitMs: typical, queued: queued.toISOString() };
}

export interface Decision {
  status: ReviewDecision;
  /** Shown to the team in the project's thread and in the mail. */
  message: string | null;
}

/** Staff decide on a queued project; the team hears of it in the thread, by notification and the owner by mail. */
export async function decideReview(runtime: Runtime, viewer: Viewer, key: string, decision: Decision, now = new Date()): Promise<void> {
  requireStaff(viewer);
  const { db } = runtime;
  const [found] = await resolveVisibleProjects(db, viewer, [key]);
  if (!found) throw notFoundEmpty();
  const { row } = found;
  if (row.status !== 'processing') throw new ApiError('invalid_input', 'This project is not waiting for review.');
  await db.transaction(async (tx) => {
    await changeProjectStatus(tx, viewer, row, decision.status, { now, extra: { requestedStatus: null } });
    await insertDecision(tx, { id: randomId(), projectId: row.id, moderatorId: viewer.userId, status: decision.status, queued: row.queued ?? row.published, decided: now });
    if (!decision.message) return;
    const messageId = await appendProjectThreadMessage(tx, {
      projectId: row.id, authorId: viewer.userId, body: { type: 'text', body: decision.message, private: false, replying_to: null }, now,
    });
    await notify(tx, await projectMemberIds(tx, row.id), {
      type: 'moderator_message', thread_id: row.threadId, message_id: messageId, project_id: row.id, report_id: null,
    }, now);
  });
  await mailStatusDecision(runtime, { project: row, status: decision.status, message: decision.message, decidedBy: viewer.userId });
}

export const isTrustedCreator = (db: Db, userId: string) => selectTrusted(db, userId);

export async function setTrustedCreator(db: Db, viewer: Viewer, userKey: string, trusted: boolean, now = new Date()): Promise<void> {
  requireStaff(viewer);
  const user = await resolveUser(db, userKey);
  await setTrustedRow(db, user.id, trusted, viewer.userId, now);
}
