// The wire shape of a server and of its live stats (contracts/servers.ts), from its record, its subscription and
// what the node reports.
import { permissionsOf, planOfRam, ramOfProduct, type PanelState, type RegionId, type ServerStatsView, type ServerView } from '#contracts/servers.ts';
import type { ServerStats } from '#platform/server-nodes/port.ts';
import type { SubscriptionRow } from '#billing';
import type { NodeRef } from './runtime.ts';
import type { ServerRow } from './records/queries.ts';
import { preferencesOf } from './options/preferences.ts';
import { suspensionReasons } from './state.ts';
import type { PlayersOnline } from './players.ts';

export function joinAddress(host: string, port: number): string {
  return port === 25565 ? host : `${host}:${port}`;
}

export function serverView(row: ServerRow, node: NodeRef, sub: SubscriptionRow | null, state: PanelState, bits: number, isOwner: boolean, domain: string | undefined): ServerView {
  const reasons = suspensionReasons(row, sub);
  const host = row.subdomain && domain ? `${row.subdomain}.${domain}` : node.publicHost;
  return {
    id: row.id,
    name: row.name,
    owner_id: row.ownerId,
    state,
    plan: { id: planOfRam(row.ramMb), ram_mb: row.ramMb, cpu: row.cpu, storage_mb: row.storageMb, swap_mb: row.swapMb },
    region: row.region as RegionId,
    node: row.nodeId,
    address: { host, port: row.port, subdomain: row.subdomain, join: joinAddress(host, row.port) },
    loader: row.loader,
    game_version: row.gameVersion,
    startup_flags: row.startupFlags,
    suspension: reasons.length > 0 ? { reasons, staff_reason: row.staffSuspension } : null,
    upgrade: row.status === 'upgrading' && row.upgradeRamMb ? { ram_mb: row.upgradeRamMb } : null,
    billing: sub ? {
      subscription_id: sub.id, status: sub.status, interval: sub.nextInterval ?? sub.interval, period_end: sub.periodEnd.toISOString(),
      next_ram_mb: sub.nextProductId ? ramOfProduct(sub.nextProductId) : null,
    } : null,
    permissions: permissionsOf(bits),
    is_owner: isOwner,
    preferences: preferencesOf(row.preferences),
    created: row.created.toISOString(),
  };
}

export function statsView(state: PanelState, stats: ServerStats | null, row: ServerRow, players: PlayersOnline | null): ServerStatsView {
  const live = state === 'running' || state === 'starting' || state === 'stopping';
  return {
    state,
    cpu_percent: live && stats ? Math.round(stats.cpuPercent * 10) / 10 : 0,
    memory_bytes: live && stats ? stats.memoryBytes : 0,
    memory_limit_bytes: row.ramMb * 1024 * 1024,
    disk_bytes: stats?.diskBytes ?? 0,
    disk_limit_bytes: row.storageMb * 1024 * 1024,
    uptime_ms: live && stats ? stats.uptimeMs : 0,
    players: state === 'running' ? players : null,
  };
}
