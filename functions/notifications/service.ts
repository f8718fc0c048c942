// Notification reads and changes for the API and the dashboard: recipients see and change their own; admins may read.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { assertBase62, assertBase62List } from '#lib/base62-params.ts';
import { notFoundEmpty } from '#contracts/errors.ts';
import { resolveUser } from '#accounts';
import {
  countUnreadNotifications, deleteNotifications, markNotificationsRead, selectNotificationsByIds, selectNotificationsOfUser, selectReferences,
  type NotificationRow, type References,
} from './queries.ts';
import type { NotificationV2 } from '#contracts/wire/notification.ts';
import { notificationV2View, parseBody, referencedIds } from './view.ts';

export interface NotificationList {
  rows: NotificationRow[];
  refs: References;
}

/** Someone else's notification is a 404, exactly like one that does not exist. */
const mayRead = (viewer: Viewer, userId: string) => viewer.userId === userId || viewer.role === 'admin';

async function withReferences(db: Db, rows: NotificationRow[]): Promise<NotificationList> {
  return { rows, refs: await selectReferences(db, referencedIds(rows.map((row) => parseBody(row.body)))) };
}

export async function notificationsOfUser(db: Db, viewer: Viewer, userKey: string): Promise<NotificationList> {
  const user = await resolveUser(db, userKey);
  if (!mayRead(viewer, user.id)) throw notFoundEmpty();
  return withReferences(db, await selectNotificationsOfUser(db, user.id));
}

/** Ids that are unknown or belong to someone else are left out, as for every id-list route. */
export async function notificationsByIds(db: Db, viewer: Viewer, ids: string[]): Promise<NotificationList> {
  const rows = await selectNotificationsByIds(db, assertBase62List(ids));
  return withReferences(db, rows.filter((row) => mayRead(viewer, row.userId)));
}

export async function notificationById(db: Db, viewer: Viewer, id: string): Promise<NotificationList> {
  const list = await notificationsByIds(db, viewer, [id]);
  if (list.rows.length === 0) throw notFoundEmpty();
  return list;
}

export async function markNotificationRead(db: Db, viewer: Viewer, id: string): Promise<void> {
  if ((await markNotificationsRead(db, viewer.userId, [assertBase62(id)])) === 0) throw notFoundEmpty();
}

export async function markManyRead(db: Db, viewer: Viewer, ids: string[]): Promise<void> {
  await markNotificationsRead(db, viewer.userId, assertBase62List(ids));
}

export async function deleteNotification(db: Db, viewer: Viewer, id: string): Promise<void> {
  if ((await deleteNotifications(db, viewer.userId, [assertBase62(id)])) === 0) throw notFoundEmpty();
}

export async function deleteMany(db: Db, viewer: Viewer, ids: string[]): Promise<void> {
  await deleteNotifications(db, viewer.userId, assertBase62List(ids));
}

/**
 * The dashboard's lists: "unread" is the inbox (newest first); "history" is everything, unread ones first.
 * Pages call this in-process and render the same v2 view the API answers.
 */
export async function notificationsForDashboard(db: Db, userId: string, which: 'unread' | 'history'): Promise<NotificationV2[]> {
  const rows = await selectNotificationsOfUser(db, userId, which === 'unread' ? false : undefined);
  const ordered = which === 'unread' ? rows : [...rows.filter((row) => !row.read), ...rows.filter((row) => row.read)];
  const { refs } = await withReferences(db, ordered);
  return ordered.map((row) => notificationV2View(row, refs));
}

/** What the header's notifications link counts on every page the person sees signed in. */
export const unreadNotificationCount = (db: Db, userId: string): Promise<number> => countUnreadNotifications(db, userId);

/** Answers how many notifications were unread. */
export const markAllNotificationsRead = (db: Db, userId: string): Promise<number> => markNotificationsRead(db, userId, 'all');
