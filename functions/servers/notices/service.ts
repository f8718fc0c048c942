// Server notices: admins post them to every server or to chosen nodes and servers, for a window of time; a panel
// shows the ones that apply to its server now, less those the viewer dismissed (dismissals are remembered per person).
import type { ActiveNoticeView, ServerNoticeView } from '#contracts/server-notices.ts';
import { NOTICE_TARGETS_MAX } from '#contracts/server-notices.ts';
import { ApiError, notFound } from '#contracts/errors.ts';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import type { ServerRow } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { requireAdmin, requireStaffReader } from '../staff/policy.ts';
import { noticeProblem, type NoticeInput } from './input.ts';
import {
  allNotices, deleteNoticeRow, dismissedOf, existingServerIds, insertDismissal, insertNotice, noticeRow, noticesShownAt, updateNoticeRow,
  type NoticeRow,
} from './queries.ts';
import { activeNoticeView, noticeView, storeTarget, targetOf } from './view.ts';

/** Whether the notice is for this server: all servers, or its node or itself among those chosen. */
export function noticeTargets(notice: Pick<NoticeRow, 'target'>, server: Pick<ServerRow, 'id' | 'nodeId'>): boolean {
  const target = targetOf(notice);
  return target === null || target.nodes.includes(server.nodeId) || target.servers.includes(server.id);
}

async function checked(runtime: Runtime, input: NoticeInput): Promise<NoticeInput> {
  if (input.begins && input.expires && input.expires <= input.begins) throw noticeProblem('window', 'The notice must expire after it begins');
  if (!input.target) return input;
  const { nodes, servers } = input.target;
  if (nodes.length + servers.length > NOTICE_TARGETS_MAX) throw noticeProblem('target', `Choose at most ${NOTICE_TARGETS_MAX} nodes and servers`);
  const unknownNodes = nodes.filter((id) => !runtime.nodes.nodes.some((node) => node.id === id));
  const known = await existingServerIds(runtime.db, servers);
  const unknownServers = servers.filter((id) => !known.has(id));
  if (unknownNodes.length > 0 || unknownServers.length > 0) {
    throw noticeProblem('target', `No such ${[...unknownNodes.map((id) => `node ${id}`), ...unknownServers.map((id) => `server ${id}`)].join(', ')}`);
  }
  return input;
}

const rowValues = (input: NoticeInput) => ({
  level: input.level, title: input.title, message: input.message, dismissable: input.dismissable,
  begins: input.begins, expires: input.expires, target: storeTarget(input.target),
});

export async function listNotices(runtime: Runtime, viewer: Viewer): Promise<ServerNoticeView[]> {
  requireStaffReader(viewer);
  return (await allNotices(runtime.db)).map((row) => noticeView(runtime.config, row));
}

/** One notice for the form that edits it; null when it does not exist. */
export async function findNotice(runtime: Runtime, viewer: Viewer, id: number): Promise<ServerNoticeView | null> {
  requireStaffReader(viewer);
  const row = await noticeRow(runtime.db, id);
  return row ? noticeView(runtime.config, row) : null;
}

export async function createNotice(runtime: Runtime, viewer: Viewer, input: NoticeInput): Promise<ServerNoticeView> {
  requireAdmin(viewer);
  const values = rowValues(await checked(runtime, input));
  return noticeView(runtime.config, await insertNotice(runtime.db, { ...values, created: runtime.clock.now() }));
}

export async function updateNotice(runtime: Runtime, viewer: Viewer, id: number, input: NoticeInput): Promise<ServerNoticeView> {
  requireAdmin(viewer);
  const row = await updateNoticeRow(runtime.db, id, rowValues(await checked(runtime, input)));
  if (!row) throw notFound('No such notice');
  return noticeView(runtime.config, row);
}

/** Its dismissals go with it (the foreign key cascades). */
export async function deleteNotice(runtime: Runtime, viewer: Viewer, id: number): Promise<void> {
  requireAdmin(viewer);
  if (!(await deleteNoticeRow(runtime.db, id))) throw notFound('No such notice');
}

/** What the server's panel shows the viewer now; a server they cannot see is a 404. */
export async function activeNotices(runtime: Runtime, viewer: Viewer, serverId: string): Promise<ActiveNoticeView[]> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'view', false);
  const shown = (await noticesShownAt(runtime.db, runtime.clock.now())).filter((notice) => noticeTargets(notice, server));
  const dismissed = await dismissedOf(runtime.db, viewer.userId, shown.filter((notice) => notice.dismissable).map((notice) => notice.id));
  return shown
    .filter((notice) => !(notice.dismissable && dismissed.has(notice.id)))
    .map((notice) => activeNoticeView(runtime.config, server.id, notice));
}

/** Remembers that the viewer dismissed the notice on their panels; again is harmless. */
export async function dismissNotice(runtime: Runtime, viewer: Viewer, serverId: string, noticeId: number): Promise<void> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'view', true);
  const notice = await noticeRow(runtime.db, noticeId);
  if (!notice || !noticeTargets(notice, server)) throw notFound('No such notice on this server');
  if (!notice.dismissable) throw new ApiError('invalid_input', 'This notice cannot be dismissed');
  await insertDismissal(runtime.db, notice.id, viewer.userId, runtime.clock.now());
}

/** How a notice being written will look on a panel, before it is saved. */
export function previewNotice(runtime: Runtime, notice: Pick<NoticeInput, 'level' | 'title' | 'message' | 'dismissable'>): ActiveNoticeView {
  return activeNoticeView(runtime.config, '', { id: 0, ...notice });
}
