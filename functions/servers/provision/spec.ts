// A server's record as the node needs it: resources from its plan, its port, loader, version and startup flags, and
// the server.properties it is installed with.
import { NAMED_PLANS, type ServerProperties } from '#contracts/servers.ts';
import type { ServerSpec } from '#platform/server-nodes/port.ts';
import type { ServerRow } from '../records/queries.ts';

export const DEFAULT_LOADER = 'vanilla';
/** A release every node driver runs: the local nodes' Minecraft server speaks it, and Wings installs it. */
export const DEFAULT_GAME_VERSION = '1.20.1';

/** Players a plan is sized for: the named plans' upper bounds, and about three per GiB for custom sizes. */
export function playersFor(ramMb: number): number {
  return NAMED_PLANS.find((plan) => plan.ramMb === ramMb)?.maxPlayers ?? Math.max(5, Math.round((ramMb / 1024) * 3));
}

export function initialProperties(row: Pick<ServerRow, 'name' | 'ramMb'>, onlineMode: boolean): Partial<ServerProperties> {
  return {
    motd: row.name, gamemode: 'survival', difficulty: 'easy', 'max-players': playersFor(row.ramMb), pvp: true, 'white-list': false,
    'online-mode': onlineMode, hardcore: false, 'allow-flight': false, 'spawn-protection': 16, 'view-distance': 10, 'simulation-distance': 10,
    'level-seed': '', 'enable-command-block': false,
  };
}

/** The file's own spelling of each typed value. */
export function propertiesText(values: Partial<ServerProperties>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

export function specOf(row: ServerRow, properties: Record<string, string> = {}, autoRestart = true): ServerSpec {
  return {
    id: row.id, memoryMb: row.ramMb, cpu: row.cpu, diskMb: row.storageMb, port: row.port, loader: row.loader, gameVersion: row.gameVersion,
    startupFlags: row.startupFlags, properties: { ...properties, 'server-port': String(row.port) }, autoRestart,
  };
}
