// Who may do what with a server, decided here once: its owner everything, an invited sub-user what their
// permissions allow, admins everything (support); anyone else gets a 404. API tokens need SERVER_READ to look and
// SERVER_WRITE to change anything.
import { ApiError, notFound } from '#contracts/errors.ts';
import { ALL_SERVER_PERMISSIONS, permissionBit, type SubuserPermission } from '#contracts/servers.ts';
import { viewerMay, type Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { serverRow, subuserBits, type ServerRow } from '../records/queries.ts';

export interface ServerAccess {
  row: ServerRow;
  /** The permission bits the viewer holds here. */
  bits: number;
  isOwner: boolean;
}

/** `need` is what the action takes; `'view'` only needs to be allowed to see the server at all. */
export async function serverAccess(runtime: Runtime, viewer: Viewer, serverId: string, need: SubuserPermission | 'view' | 'owner', write = need !== 'view'): Promise<ServerAccess> {
  const row = await serverRow(runtime.db, serverId);
  if (!row) throw notFound('No such server');
  const isOwner = row.ownerId === viewer.userId;
  const invited = isOwner ? null : await subuserBits(runtime.db, row.id, viewer.userId);
  const bits = isOwner || viewer.role === 'admin' ? ALL_SERVER_PERMISSIONS : invited;
  if (bits === null) throw notFound('No such server');
  if (!viewerMay(viewer, write ? 'SERVER_WRITE' : 'SERVER_READ')) {
    throw new ApiError('auth_error', `The token does not have the ${write ? 'SERVER_WRITE' : 'SERVER_READ'} scope`);
  }
  if (need === 'owner' && !isOwner && viewer.role !== 'admin') throw new ApiError('auth_error', 'Only the server\'s owner can do this');
  if (need !== 'view' && need !== 'owner' && (bits & permissionBit(need)) === 0) {
    throw new ApiError('auth_error', `You do not have the ${need} permission on this server`);
  }
  return { row, bits, isOwner };
}

/**
 * What the server's owner alone may do: change what their card pays for. Staff who can see the server (and so get past
 * `owner` for support) are refused here, with `what` saying what they tried.
 */
export async function serverPayerAccess(runtime: Runtime, viewer: Viewer, serverId: string, what: string): Promise<ServerAccess> {
  const access = await serverAccess(runtime, viewer, serverId, 'owner');
  if (!access.isOwner) throw new ApiError('auth_error', `Only the server's owner can change its ${what}`);
  return access;
}
