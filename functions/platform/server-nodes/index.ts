// The configured game-server nodes and the driver that reaches them: one local node per region on this machine by
// default, or the Wings nodes WINGS_NODES lists (whose calls back to Kiln the remote routes answer). The local driver loads on first use, so a Workers build never runs it.
import { ConfigError, type Config } from '#config';
import { REGIONS } from '#contracts/servers.ts';
import type { NodeDriver, NodeRef } from './port.ts';
import { createInstallTracker, createWingsNodeDriver, parseWingsNodes, type InstallTracker } from './wings/index.ts';

export type { NodeDriver, NodeRef } from './port.ts';
export { wingsRemoteRoutes, type WingsPanel, type WingsServerRecord } from './wings/index.ts';

export interface ServerNodes {
  kind: 'local' | 'wings';
  nodes: NodeRef[];
  driver(): Promise<NodeDriver>;
  /** Wings nodes only: the installs the driver began, which the remote routes hear the end of. */
  installs?: InstallTracker;
}

export function parsePortRange(value: string): { from: number; to: number } {
  const [from, to] = value.split('-').map(Number) as [number, number];
  if (from < 1024 || to > 65535 || to < from) throw new ConfigError(`SERVER_PORTS ${value} is not a range of ports between 1024 and 65535`);
  return { from, to };
}

/** Each region's node gets an equal share of the range, so a port says which node it belongs to. */
function localNodes(config: Config): NodeRef[] {
  const range = parsePortRange(config.SERVER_PORTS);
  const share = Math.floor((range.to - range.from + 1) / REGIONS.length);
  if (share < 1) throw new ConfigError(`SERVER_PORTS ${config.SERVER_PORTS} needs at least ${REGIONS.length} ports, one per region`);
  const publicHost = config.SERVER_PUBLIC_HOST ?? new URL(config.publicUrl).hostname;
  return REGIONS.map((region, index) => ({
    id: `local-${region.id}`,
    region: region.id,
    publicHost,
    memoryMb: config.LOCAL_NODE_MEMORY_MB,
    ports: { from: range.from + index * share, to: range.from + (index + 1) * share - 1 },
  }));
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export function createServerNodes(config: Config): ServerNodes {
  if (config.SERVER_NODES === 'wings') {
    const installs = createInstallTracker();
    const driver = createWingsNodeDriver({ panelUrl: config.publicUrl, installs });
    return { kind: 'wings', nodes: parseWingsNodes(config.WINGS_NODES), driver: async () => driver, installs };
  }
  const directory = `${config.DATA_DIR}/servers`;
  return {
    kind: 'local',
    nodes: localNodes(config),
    driver: once(async () => (await import('./local/driver.ts')).createLocalNodeDriver({ directory })),
  };
}
