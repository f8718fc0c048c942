// What the panel pages read beyond the API's shapes: a server with its stats in one go (the overview renders both at
// load time, before any script runs), and the loaders and game versions a reinstall may choose from.
import { listGameVersions } from '#catalog';
import { SERVER_LOADERS } from '#contracts/server-panel.ts';
import type { ServerStatsView, ServerView } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';
import { getServer } from '../read/service.ts';
import { pingPlayers } from '../players.ts';
import { statsView } from '../view.ts';

export interface ServerPanel {
  view: ServerView;
  stats: ServerStatsView;
}

export async function serverPanel(runtime: Runtime, viewer: Viewer, serverId: string): Promise<ServerPanel> {
  const { view, stats, row } = await getServer(runtime, viewer, serverId);
  const players = view.state === 'running' ? await pingPlayers(nodeOf(runtime, row.nodeId).publicHost, row.port) : null;
  return { view, stats: statsView(view.state, stats, row, players) };
}

export interface LoaderChoice {
  loader: (typeof SERVER_LOADERS)[number];
  /** Release versions this server's node can install with the loader, newest first; empty when it runs none. */
  versions: string[];
}

/** Every loader with the release versions the node supports for it (the catalogue's game versions, asked one by one). */
export async function reinstallChoices(runtime: Runtime, viewer: Viewer, serverId: string): Promise<LoaderChoice[]> {
  await serverAccess(runtime, viewer, serverId, 'options', false);
  const releases = (await listGameVersions(runtime.db, { type: 'release' })).map((entry) => entry.version);
  const driver = await nodeDriver(runtime);
  return SERVER_LOADERS.map((loader) => ({ loader, versions: releases.filter((version) => driver.supports(loader, version) === null) }));
}
