// Reading servers: a person's list, one server as its panel shows it, and its live stats; each asks the node how the
// server is doing, and a node that does not answer shows as "connection lost" rather than failing the page.
import { subscriptionsByIds, type SubscriptionRow } from '#billing';
import type { ServerStatsView, ServerView } from '#contracts/servers.ts';
import type { ServerStats } from '#platform/server-nodes/port.ts';
import { viewerMay, type Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { ALL_SERVER_PERMISSIONS } from '#contracts/servers.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serversOfUser, type ServerRow } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { panelState, suspensionReasons } from '../state.ts';
import { serverView, statsView } from '../view.ts';
import { pingPlayers } from '../players.ts';

/** What the node says of the server, or null when it does not answer ("connection lost"); nothing is asked before it is paid. */
export async function nodeStats(runtime: Runtime, row: ServerRow): Promise<ServerStats | null> {
  if (row.status === 'pending_payment') return null;
  try {
    return await (await nodeDriver(runtime)).stats(nodeOf(runtime, row.nodeId), row.id);
  } catch {
    return null;
  }
}

async function subscriptionOf(runtime: Runtime, row: ServerRow): Promise<SubscriptionRow | null> {
  if (!row.subscriptionId) return null;
  return (await subscriptionsByIds(runtime.db, [row.subscriptionId]))[0] ?? null;
}

export interface LiveServer {
  view: ServerView;
  stats: ServerStats | null;
  row: ServerRow;
}

async function live(runtime: Runtime, row: ServerRow, sub: SubscriptionRow | null, bits: number, isOwner: boolean): Promise<LiveServer> {
  const stats = await nodeStats(runtime, row);
  const state = panelState(row, suspensionReasons(row, sub).length > 0, stats?.state ?? null);
  return { view: serverView(row, nodeOf(runtime, row.nodeId), sub, state, bits, isOwner, runtime.config.SERVER_DOMAIN), stats, row };
}

export async function listServers(runtime: Runtime, viewer: Viewer): Promise<ServerView[]> {
  if (!viewerMay(viewer, 'SERVER_READ')) throw new ApiError('auth_error', 'The token does not have the SERVER_READ scope');
  const entries = await serversOfUser(runtime.db, viewer.userId);
  const ids = entries.flatMap((entry) => (entry.row.subscriptionId ? [entry.row.subscriptionId] : []));
  const subs = new Map((await subscriptionsByIds(runtime.db, ids)).map((sub) => [sub.id, sub]));
  const views = await Promise.all(entries.map((entry) => live(
    runtime, entry.row, (entry.row.subscriptionId && subs.get(entry.row.subscriptionId)) || null, entry.subuserBits ?? ALL_SERVER_PERMISSIONS, entry.subuserBits === null,
  )));
  return views.map((entry) => entry.view);
}

export async function getServer(runtime: Runtime, viewer: Viewer, serverId: string): Promise<LiveServer> {
  const access = await serverAccess(runtime, viewer, serverId, 'view');
  return live(runtime, access.row, await subscriptionOf(runtime, access.row), access.bits, access.isOwner);
}

export async function serverStats(runtime: Runtime, viewer: Viewer, serverId: string): Promise<ServerStatsView> {
  const { view, stats, row } = await getServer(runtime, viewer, serverId);
  const players = view.state === 'running' ? await pingPlayers(nodeOf(runtime, row.nodeId).publicHost, row.port) : null;
  return statsView(view.state, stats, row, players);
}
