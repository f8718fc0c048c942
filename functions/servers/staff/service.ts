// Staff tools over every server: the list moderators and admins see (each server's state asked of its node, as its
// panel does), and the admins' suspension with a reason its owner sees, written to the owner's billing audit log.
import { recordStaffAction, subscriptionsByIds } from '#billing';
import type { StaffServersFilter } from '#contracts/server-notices.ts';
import { ApiError, notFound } from '#contracts/errors.ts';
import { planOfRam, type PanelState, type PlanId } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { nodeOf, type Runtime } from '../runtime.ts';
import { serverRow, updateServer, type ServerRow } from '../records/queries.ts';
import { panelState, suspensionReasons } from '../state.ts';
import { nodeStats } from '../read/service.ts';
import { requireAdmin, requireStaffReader } from './policy.ts';
import { serversWithOwners } from './queries.ts';

export interface StaffServerEntry {
  id: string;
  name: string;
  owner: { id: string; username: string };
  plan: PlanId;
  ramMb: number;
  node: string;
  region: string;
  state: PanelState;
  /** The hosting subscription's status; null for a server nothing pays for (the local demo). */
  subscriptionStatus: string | null;
  staffSuspension: string | null;
  created: Date;
}

export async function staffServerList(runtime: Runtime, viewer: Viewer, filter: StaffServersFilter = {}): Promise<StaffServerEntry[]> {
  requireStaffReader(viewer);
  const entries = await serversWithOwners(runtime.db, filter.q);
  const ids = entries.flatMap((entry) => (entry.row.subscriptionId ? [entry.row.subscriptionId] : []));
  const subs = new Map((await subscriptionsByIds(runtime.db, ids)).map((sub) => [sub.id, sub]));
  const listed = await Promise.all(entries.map(async ({ row, owner }): Promise<StaffServerEntry> => {
    const sub = (row.subscriptionId && subs.get(row.subscriptionId)) || null;
    return {
      id: row.id, name: row.name, owner: { id: row.ownerId, username: owner }, plan: planOfRam(row.ramMb), ramMb: row.ramMb,
      node: row.nodeId, region: row.region, state: panelState(row, suspensionReasons(row, sub).length > 0, (await nodeStats(runtime, row))?.state ?? null),
      subscriptionStatus: sub?.status ?? null, staffSuspension: row.staffSuspension, created: row.created,
    };
  }));
  return filter.state ? listed.filter((entry) => entry.state === filter.state) : listed;
}

async function staffTarget(runtime: Runtime, staff: Viewer, serverId: string): Promise<ServerRow> {
  requireAdmin(staff);
  const row = await serverRow(runtime.db, serverId);
  if (!row) throw notFound('No such server');
  return row;
}

/**
 * Suspends the server with a reason its owner sees, and stops it. A node that does not answer is left to the
 * reconcile pass, which stops every suspended server it finds running.
 */
export async function suspendServer(runtime: Runtime, staff: Viewer, serverId: string, reason: string): Promise<void> {
  const row = await staffTarget(runtime, staff, serverId);
  const now = runtime.clock.now();
  await runtime.db.transaction(async (tx) => {
    await updateServer(tx, row.id, { staffSuspension: reason, wantsRunning: false });
    await recordStaffAction(tx, { staffId: staff.userId, userId: row.ownerId, action: 'server_suspend', details: { server: row.id, name: row.name, reason }, created: now });
  });
  try {
    await (await runtime.nodes.driver()).power(nodeOf(runtime, row.nodeId), row.id, 'stop');
  } catch {
    // The next reconcile pass stops it.
  }
}

/** Lifts a staff suspension; the owner starts the server again when they want it running. */
export async function unsuspendServer(runtime: Runtime, staff: Viewer, serverId: string): Promise<void> {
  const row = await staffTarget(runtime, staff, serverId);
  if (row.staffSuspension === null) throw new ApiError('conflict', 'Staff have not suspended this server');
  const now = runtime.clock.now();
  await runtime.db.transaction(async (tx) => {
    await updateServer(tx, row.id, { staffSuspension: null });
    await recordStaffAction(tx, { staffId: staff.userId, userId: row.ownerId, action: 'server_unsuspend', details: { server: row.id, name: row.name, reason: row.staffSuspension }, created: now });
  });
}
