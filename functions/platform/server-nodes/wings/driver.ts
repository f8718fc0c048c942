// The `wings` node driver: Kiln's servers on Pelican/Pterodactyl Wings nodes, through Wings' HTTP API and console
// websocket. Wings learns what a server is from Kiln itself (see remote-routes.ts): installing or syncing a server
// tells Wings its UUID, and Wings fetches the configuration back.
import { z } from 'zod';
import { NodeError, type NodeDriver, type NodeRef, type ServerSpec } from '../port.ts';
import { createWingsBackups } from './backups.ts';
import { watchConsoleSocket } from './console-socket.ts';
import { wingsFileMethods } from './file-ops.ts';
import { readServerFile, wipeServerFiles, writeServerFile } from './files.ts';
import { nodeBaseUrl, wingsJson, wingsSend } from './http.ts';
import type { InstallTracker } from './install-tracker.ts';
import { wingsSupports } from './loaders.ts';
import { wingsUuidOf } from './server-uuid.ts';
import { toServerStats, wingsServerDetails, wingsSystem } from './stats.ts';

export interface WingsDriverOptions {
  /** Kiln's public URL: Wings accepts console sockets only from the panel's origin, and tokens name it as issuer. */
  panelUrl: string;
  /** Shared with the remote routes, which hear when an install ends. */
  installs: InstallTracker;
  /** Per HTTP call to a node (and for a console socket's first authentication). */
  timeoutMs?: number;
  /** First delay before a dropped console socket reconnects. */
  consoleRetryMs?: number;
}

/** Wings keeps at most this many console lines for `GET /logs`. */
const WINGS_LOG_LINES = 100;

const logsAnswer = z.object({ data: z.array(z.string()) });

function uuidOf(serverId: string): string {
  const uuid = wingsUuidOf(serverId);
  if (!uuid) throw new NodeError('This server id cannot be used on a Wings node', 'invalid');
  return uuid;
}

export function createWingsNodeDriver(options: WingsDriverOptions): NodeDriver {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backups = createWingsBackups({ panelUrl: options.panelUrl, timeoutMs });
  const cores = new Map<string, number>();
  const watches = new Set<() => void>();

  const send = (node: NodeRef, method: 'POST' | 'DELETE', path: string, what: string, body?: unknown) =>
    wingsSend(node, { method, path, body, timeoutMs }, what);

  async function nodeCores(node: NodeRef): Promise<number> {
    const known = cores.get(node.id);
    if (known) return known;
    const system = await wingsJson(node, { method: 'GET', path: '/api/system', timeoutMs }, 'Reading the node', wingsSystem);
    cores.set(node.id, system.cpu_count);
    return system.cpu_count;
  }

  function refuseUnsupported(spec: ServerSpec) {
    const refusal = wingsSupports(spec.loader, spec.gameVersion);
    if (refusal) throw new NodeError(refusal, 'unsupported');
  }

  const driver: NodeDriver = {
    kind: 'wings',
    supports: wingsSupports,

    async install(node, spec) {
      refuseUnsupported(spec);
      const uuid = uuidOf(spec.id);
      options.installs.begin(spec.id);
      try {
        await send(node, 'POST', '/api/servers', 'Installing the server', { uuid, start_on_completion: false });
      } catch (error) {
        options.installs.forget([spec.id]);
        throw error;
      }
    },

    async reinstall(node, spec, keep = []) {
      refuseUnsupported(spec);
      const uuid = uuidOf(spec.id);
      // Killed first so the old process writes nothing into the wiped directory.
      await send(node, 'POST', `/api/servers/${uuid}/power`, 'Stopping the server', { action: 'kill' });
      await wipeServerFiles(node, uuid, keep, timeoutMs);
      options.installs.begin(spec.id);
      try {
        await send(node, 'POST', `/api/servers/${uuid}/reinstall`, 'Reinstalling the server');
      } catch (error) {
        options.installs.forget([spec.id]);
        throw error;
      }
    },

    async update(node, spec) {
      await send(node, 'POST', `/api/servers/${uuidOf(spec.id)}/sync`, 'Applying the plan');
    },

    async remove(node, serverId) {
      try {
        await send(node, 'DELETE', `/api/servers/${uuidOf(serverId)}`, 'Deleting the server');
      } catch (error) {
        // Already gone from the node is what removing wants.
        if (!(error instanceof NodeError && error.reason === 'not_found')) throw error;
      }
      options.installs.forget([serverId]);
    },

    async power(node, serverId, action) {
      // Wings answers 400 to a start or restart of a server it holds suspended.
      const suspended = new NodeError('The server is suspended', 'conflict');
      await wingsSend(
        node,
        { method: 'POST', path: `/api/servers/${uuidOf(serverId)}/power`, body: { action }, timeoutMs, refusals: { 400: suspended } },
        'Changing the power state',
      );
    },

    async stats(node, serverId) {
      const uuid = uuidOf(serverId);
      const [details, nodeCoreCount] = await Promise.all([
        wingsJson(node, { method: 'GET', path: `/api/servers/${uuid}`, timeoutMs }, 'Reading the server state', wingsServerDetails),
        nodeCores(node),
      ]);
      return toServerStats(details, nodeCoreCount, options.installs.state(serverId));
    },

    async command(node, serverId, line) {
      const stopped = new NodeError('The server is not running', 'conflict');
      await wingsSend(
        node,
        { method: 'POST', path: `/api/servers/${uuidOf(serverId)}/commands`, body: { commands: [line] }, timeoutMs, refusals: { 502: stopped } },
        'Sending the command',
      );
    },

    async recentConsole(node, serverId, limit) {
      const size = Math.max(1, Math.min(WINGS_LOG_LINES, Math.floor(limit)));
      const logs = await wingsJson(
        node,
        { method: 'GET', path: `/api/servers/${uuidOf(serverId)}/logs`, query: { size: String(size) }, timeoutMs },
        'Reading the console',
        logsAnswer,
      );
      // Wings' log file keeps no times: the lines are stamped when Kiln reads them.
      const at = Date.now();
      return logs.data.slice(-size).map((text) => ({ at, text }));
    },

    async watchConsole(node, serverId, onLine) {
      const uuid = uuidOf(serverId);
      const base = nodeBaseUrl(node);
      const stop = await watchConsoleSocket({
        url: `${base.replace(/^http/, 'ws')}/api/servers/${uuid}/ws`,
        origin: new URL(options.panelUrl).origin,
        token: { nodeToken: node.token!, serverUuid: uuid, issuer: options.panelUrl, audience: base },
        onLine,
        timeoutMs,
        retryMs: options.consoleRetryMs,
      });
      const unwatch = () => {
        watches.delete(unwatch);
        stop();
      };
      watches.add(unwatch);
      return unwatch;
    },

    readFile: (node, serverId, path, maxBytes) => readServerFile(node, uuidOf(serverId), path, maxBytes, timeoutMs),
    writeFile: (node, serverId, path, content) => writeServerFile(node, uuidOf(serverId), path, content, timeoutMs),
    ...wingsFileMethods({ uuidOf, timeoutMs, panelUrl: options.panelUrl }),

    ...backups,

    async resume(node, servers) {
      // Wings keeps running containers through a restart of Kiln; only servers that should run and do not are started.
      const results = await Promise.allSettled(
        servers
          .filter((server) => server.wantsRunning)
          .map(async ({ spec }) => {
            const { state } = await driver.stats(node, spec.id);
            if (state === 'offline' || state === 'crashed') await driver.power(node, spec.id, 'start');
          }),
      );
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) throw new NodeError(`${failed} server(s) on node ${node.id} could not be resumed`, 'unavailable');
    },

    async close() {
      for (const unwatch of [...watches]) unwatch();
    },
  };
  return driver;
}
