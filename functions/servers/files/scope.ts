// What every file and content action starts with: the viewer's `files` permission on the server (reads need
// SERVER_READ, changes SERVER_WRITE), a server whose files can be touched now, and the room left in its plan's storage.
import { ApiError } from '#contracts/errors.ts';
import type { Viewer } from '#access';
import { subscriptionsByIds } from '#billing';
import { nodeDriver, nodeOf, type NodeDriver, type NodeRef, type Runtime } from '../runtime.ts';
import type { ServerRow } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { suspensionReasons } from '../state.ts';

export interface FileScope {
  row: ServerRow;
  /** Node refusals become API errors; a path that does not exist is a 404. */
  driver: NodeDriver;
  node: NodeRef;
}

const MiB = 1024 * 1024;

export async function fileScope(runtime: Runtime, viewer: Viewer, serverId: string, write: boolean): Promise<FileScope> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'files', write);
  if (row.status === 'pending_payment' || row.status === 'installing') throw new ApiError('conflict', 'The server is still being installed.');
  if (row.status === 'upgrading') throw new ApiError('conflict', 'The server is being moved to its new plan.');
  const sub = row.subscriptionId ? (await subscriptionsByIds(runtime.db, [row.subscriptionId]))[0] ?? null : null;
  if (suspensionReasons(row, sub).length > 0) throw new ApiError('conflict', 'The server is suspended.');
  return { row, driver: await nodeDriver(runtime, 'not_found'), node: nodeOf(runtime, row.nodeId) };
}

/** The plan's storage minus what the node reports in use (never below zero). */
export async function freeBytes(scope: FileScope): Promise<number> {
  const stats = await scope.driver.stats(scope.node, scope.row.id);
  return Math.max(0, scope.row.storageMb * MiB - stats.diskBytes);
}

const megabytes = (bytes: number, round: (value: number) => number) => `${round(bytes / MiB)} MB`;

/** The refusal of a write that does not fit, in the words the Files page shows; `needs` is null when a body ran past its declared size. */
export function notEnoughStorage(needs: number | null, free: number): ApiError {
  const freeText = megabytes(free, Math.floor);
  return new ApiError('payload_too_large', needs === null
    ? `Not enough storage: this file is larger than the ${freeText} free on your plan.`
    : `Not enough storage: this file needs ${megabytes(needs, Math.ceil)} and ${freeText} are free on your plan.`);
}
