// Notification rows of one recipient, and the names their bodies refer to (projects, versions, organizations, users).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type NotificationRow = typeof t.notifications.$inferSelect;

/** Newest first; `read` narrows to unread (false) or read (true) ones. */
export function selectNotificationsOfUser(db: Db, userId: string, read?: boolean): Promise<NotificationRow[]> {
  const owner = eq(t.notifications.userId, userId);
  return db.select().from(t.notifications)
    .where(read === undefined ? owner : and(owner, eq(t.notifications.read, read)))
    .orderBy(desc(t.notifications.created), desc(t.notifications.id));
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), eq(t.notifications.read, false)));
  return row?.unread ?? 0;
}

export const selectNotificationsByIds = (db: Db, ids: readonly string[]): Promise<NotificationRow[]> =>
  ids.length ? db.select().from(t.notifications).where(inArray(t.notifications.id, [...ids])).orderBy(desc(t.notifications.created)) : Promise.resolve([]);

/** Only the recipient's own rows change; answers how many did. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[] | 'all'): Promise<number> {
  const owner = eq(t.notifications.userId, userId);
  const rows = await db.update(t.notifications).set({ read: true })
    .where(ids === 'all' ? and(owner, eq(t.notifications.read, false)) : and(owner, inArray(t.notifications.id, [...ids])))
    .returning({ id: t.notifications.id });
  return rows.length;
}

export async function deleteNotifications(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(t.notifications)
    .where(and(eq(t.notifications.userId, userId), inArray(t.notifications.id, [...ids])))
    .returning({ id: t.notifications.id });
  return rows.length;
}

export interface ReferenceIds {
  projects: string[];
  versions: string[];
  organizations: string[];
  users: string[];
}

/** Everything the views name, in four queries however many notifications there are. */
export async function selectReferences(db: Db, ids: ReferenceIds) {
  const [projects, versions, organizations, users] = await Promise.all([
    ids.projects.length
      ? db.select({ id: t.projects.id, title: t.projects.title }).from(t.projects).where(inArray(t.projects.id, ids.projects))
      : [],
    ids.versions.length
      ? db.select({ id: t.versions.id, versionNumber: t.versions.versionNumber }).from(t.versions).where(inArray(t.versions.id, ids.versions))
      : [],
    ids.organizations.length
      ? db.select({ id: t.organizations.id, name: t.organizations.name, slug: t.organizations.slug }).from(t.organizations)
        .where(inArray(t.organizations.id, ids.organizations))
      : [],
    ids.users.length
      ? db.select({ id: t.users.id, username: t.users.username }).from(t.users).where(inArray(t.users.id, ids.users))
      : [],
  ]);
  return {
    projectTitles: new Map(projects.map((row) => [row.id, row.title])),
    versionNumbers: new Map(versions.map((row) => [row.id, row.versionNumber])),
    organizations: new Map(organizations.map((row) => [row.id, { name: row.name, slug: row.slug }])),
    usernames: new Map(users.map((row) => [row.id, row.username])),
  };
}

export type References = Awaited<ReturnType<typeof selectReferences>>;
