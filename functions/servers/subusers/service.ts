// Sub-users: the owner invites people by username with their own permissions (console, files, backups, options),
// changes them, or removes them. Only the owner manages the list; anyone on it can see it.
import { and, asc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import { permissionBit, permissionsOf, type SubuserPermission } from '#contracts/servers.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { Viewer } from '#access';
import { resolveUser } from '#accounts';
import type { Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';

export const MAX_SUBUSERS = 25;

export interface SubuserView {
  user_id: string;
  username: string;
  avatar_url: string | null;
  permissions: SubuserPermission[];
  created: string;
}

const bitsOf = (permissions: SubuserPermission[]) => permissions.reduce((bits, permission) => bits | permissionBit(permission), 0);

export async function listSubusers(runtime: Runtime, viewer: Viewer, serverId: string): Promise<SubuserView[]> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'view');
  const rows = await runtime.db.select({ userId: t.serverSubusers.userId, username: t.users.username, avatar: t.users.avatarUrl, bits: t.serverSubusers.permissions, created: t.serverSubusers.created })
    .from(t.serverSubusers).innerJoin(t.users, eq(t.users.id, t.serverSubusers.userId))
    .where(eq(t.serverSubusers.serverId, row.id)).orderBy(asc(t.serverSubusers.created));
  return rows.map((entry) => ({ user_id: entry.userId, username: entry.username, avatar_url: storedFileUrl(runtime.config.cdnUrl, entry.avatar), permissions: permissionsOf(entry.bits), created: entry.created.toISOString() }));
}

export async function inviteSubuser(runtime: Runtime, viewer: Viewer, serverId: string, username: string, permissions: SubuserPermission[]): Promise<SubuserView> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'owner');
  const user = await resolveUser(runtime.db, username).catch(() => {
    throw notFound(`There is no user called ${username}`);
  });
  if (user.id === row.ownerId) throw badRequest('The owner already has every permission');
  const count = await runtime.db.$count(t.serverSubusers, eq(t.serverSubusers.serverId, row.id));
  if (count >= MAX_SUBUSERS) throw new ApiError('limit_reached', `A server can have at most ${MAX_SUBUSERS} sub-users`);
  const created = runtime.clock.now();
  const inserted = await runtime.db.insert(t.serverSubusers).values({ serverId: row.id, userId: user.id, permissions: bitsOf(permissions), created })
    .onConflictDoNothing().returning({ userId: t.serverSubusers.userId });
  if (inserted.length === 0) throw new ApiError('conflict', `${user.username} is already a sub-user of this server`);
  return { user_id: user.id, username: user.username, avatar_url: storedFileUrl(runtime.config.cdnUrl, user.avatarUrl), permissions, created: created.toISOString() };
}

export async function setSubuserPermissions(runtime: Runtime, viewer: Viewer, serverId: string, userId: string, permissions: SubuserPermission[]): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'owner');
  const updated = await runtime.db.update(t.serverSubusers).set({ permissions: bitsOf(permissions) })
    .where(and(eq(t.serverSubusers.serverId, row.id), eq(t.serverSubusers.userId, userId))).returning({ userId: t.serverSubusers.userId });
  if (updated.length === 0) throw notFound('No such sub-user');
}

/** The owner removes anyone; a sub-user may leave on their own. */
export async function removeSubuser(runtime: Runtime, viewer: Viewer, serverId: string, userId: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, userId === viewer.userId ? 'view' : 'owner', true);
  const removed = await runtime.db.delete(t.serverSubusers)
    .where(and(eq(t.serverSubusers.serverId, row.id), eq(t.serverSubusers.userId, userId))).returning({ userId: t.serverSubusers.userId });
  if (removed.length === 0) throw notFound('No such sub-user');
}
