// The `local` node driver: runs each hosted server as a real Minecraft-protocol process on this machine, one runner
// child per server, its files under `<directory>/<server id>/`. One supervisor per directory serves the whole process.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeError, type NodeDriver, type ServerSpec } from '../port.ts';
import { createLocalBackups } from './backups.ts';
import { createDiskUsage } from './disk-usage.ts';
import { localFileMethods } from './file-methods.ts';
import { localRefusal } from './game-versions.ts';
import { installFiles, removeFiles, updateInstall, wipeFiles } from './installer.ts';
import { createLayout } from './layout.ts';
import { recoverRestores } from './restore-staging.ts';
import { lexicalPath, readServerFile, writeServerFile } from './server-files.ts';
import { ServerProcess, type ProcessOptions } from './server-process.ts';
import { stopStaleRunner } from './stale-runners.ts';

export interface LocalNodeOptions {
  /** Where the servers' directories live (created when missing). */
  directory: string;
  /** How long a graceful stop may take before the process is killed. */
  stopTimeoutMs?: number;
  /** How often a running server's memory is checked against its plan. */
  watchdogIntervalMs?: number;
  /** How long a measured directory size is reused. */
  diskCacheMs?: number;
  /** The runner script; by default the one beside this file, or in the source tree Kiln runs from. */
  runnerPath?: string;
}

const MIB = 1024 * 1024;
const RESTARTS = { limit: 3, windowMs: 5 * 60_000 };

/**
 * The built site and the start script each load their own copy of this code into one process; both must reach the
 * same child processes, so the drivers live on the process's global object.
 */
const DRIVERS: unique symbol = Symbol.for('kiln.server-nodes.local.drivers');
const shared = globalThis as typeof globalThis & { [DRIVERS]?: Map<string, NodeDriver> };

/** Node runs the runner from source; inside the site's bundle there is no source beside this code, so use the tree's. */
function defaultRunnerPath(): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), 'runner.ts');
  return existsSync(beside) ? beside : resolve('functions/platform/server-nodes/local/runner.ts');
}

const runSpec = ({ properties: _properties, ...spec }: ServerSpec) => spec;

export function createLocalNodeDriver(options: LocalNodeOptions): NodeDriver {
  const root = resolve(options.directory);
  const drivers = (shared[DRIVERS] ??= new Map());
  const existing = drivers.get(root);
  if (existing) return existing;
  const driver = buildDriver(root, options, () => drivers.delete(root));
  drivers.set(root, driver);
  return driver;
}

function buildDriver(root: string, options: LocalNodeOptions, forget: () => void): NodeDriver {
  const layout = createLayout(root);
  // Before any server of this node can start: a restore a crash interrupted is finished or undone first.
  recoverRestores(layout);
  const disk = createDiskUsage(options.diskCacheMs);
  const processes = new Map<string, ServerProcess>();
  const installs = new Set<Promise<void>>();
  const processOptions: ProcessOptions = {
    runnerPath: options.runnerPath ?? defaultRunnerPath(),
    stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
    watchdogIntervalMs: options.watchdogIntervalMs ?? 2000,
    restarts: RESTARTS,
  };

  const track = (proc: ServerProcess, spec: ServerSpec, work: () => Promise<void>) => {
    proc.state = 'installing';
    const job = work()
      .then(() => {
        proc.spec = runSpec(spec);
        proc.state = 'offline';
        disk.forget(proc.directory);
      })
      .catch(async (error: unknown) => {
        proc.state = 'install_failed';
        const message = error instanceof Error ? error.message : String(error);
        proc.console.append(`[Kiln] Installing the server failed: ${message}`);
        await layout.writeRecord(spec.id, { spec: runSpec(spec), installedAt: null, installError: message }).catch(() => undefined);
      })
      .finally(() => installs.delete(job));
    installs.add(job);
  };

  const newProcess = (spec: ReturnType<typeof runSpec>, state: ServerProcess['state']) => {
    const proc = new ServerProcess(layout.serverDirectory(spec.id), layout.pidFile(spec.id), spec, state, processOptions);
    processes.set(spec.id, proc);
    return proc;
  };

  async function processOf(id: string): Promise<ServerProcess> {
    const known = processes.get(id);
    if (known) return known;
    const record = await layout.readRecord(id);
    if (!record) throw new NodeError('No such server on this node.', 'not_found');
    return processes.get(id) ?? newProcess(record.spec, record.installError ? 'install_failed' : 'offline');
  }

  const backups = createLocalBackups({ layout, processOf, changed: (directory) => disk.forget(directory) });

  const assertSupported = (spec: ServerSpec) => {
    const refusal = localRefusal(spec.loader, spec.gameVersion);
    if (refusal) throw new NodeError(refusal, 'unsupported');
  };

  const assertStoppable = (proc: ServerProcess) => {
    if (proc.state === 'installing') throw new NodeError('The server is still installing.', 'conflict');
  };

  return {
    kind: 'local',

    supports: localRefusal,

    async install(_node, spec) {
      assertSupported(spec);
      const known = processes.get(spec.id);
      if (known && (known.pid !== null || known.state === 'installing')) throw new NodeError('The server is already installed and in use.', 'conflict');
      track(known ?? newProcess(runSpec(spec), 'installing'), spec, () => installFiles(layout, spec));
    },

    async reinstall(_node, spec, keep = []) {
      assertSupported(spec);
      for (const path of keep) lexicalPath(layout.serverDirectory(spec.id), path);
      const known = processes.get(spec.id) ?? ((await layout.readRecord(spec.id)) ? await processOf(spec.id) : null);
      const proc = known ?? newProcess(runSpec(spec), 'offline');
      assertStoppable(proc);
      backups.assertNotRestoring(spec.id);
      await proc.stop();
      proc.console.closeFile();
      track(proc, spec, async () => {
        await wipeFiles(layout, spec.id, keep);
        await installFiles(layout, spec);
      });
    },

    async update(_node, spec) {
      const proc = await processOf(spec.id);
      proc.spec = runSpec(spec);
      await updateInstall(layout, spec);
    },

    async remove(_node, serverId) {
      // An install still writing would bring back what is removed.
      await Promise.all(installs);
      const proc = processes.get(serverId);
      if (proc) {
        await proc.kill();
        proc.console.closeFile();
        processes.delete(serverId);
      }
      await removeFiles(layout, serverId);
      disk.forget(layout.serverDirectory(serverId));
    },

    async power(_node, serverId, action) {
      const proc = await processOf(serverId);
      assertStoppable(proc);
      if (action === 'kill') return proc.kill();
      if (action === 'stop' || action === 'restart') await proc.stop();
      if (action === 'stop') return;
      backups.assertNotRestoring(serverId);
      if (proc.state === 'install_failed') throw new NodeError('The installation failed: reinstall the server to start it.', 'conflict');
      proc.start();
    },

    async stats(_node, serverId) {
      const proc = await processOf(serverId);
      const [usage, diskBytes] = await Promise.all([proc.usage(), disk.of(proc.directory)]);
      return {
        state: proc.state,
        // pidusage counts one busy core as 100%: the node's share spreads that over every core it has.
        cpuPercent: Math.min(100, usage.cpu / availableParallelism()),
        memoryBytes: usage.memory,
        memoryLimitBytes: proc.spec.memoryMb * MIB,
        diskBytes,
        uptimeMs: proc.startedAt === 0 ? 0 : Date.now() - proc.startedAt,
      };
    },

    async command(_node, serverId, line) {
      (await processOf(serverId)).command(line);
    },

    async recentConsole(_node, serverId, limit) {
      return (await processOf(serverId)).console.recent(limit);
    },

    async watchConsole(_node, serverId, onLine) {
      return (await processOf(serverId)).console.watch(onLine);
    },

    async readFile(_node, serverId, path, maxBytes) {
      return readServerFile((await processOf(serverId)).directory, path, maxBytes);
    },

    async writeFile(_node, serverId, path, content) {
      const proc = await processOf(serverId);
      await writeServerFile(proc.directory, path, content);
      disk.forget(proc.directory);
    },

    createBackup: backups.createBackup,
    restoreBackup: backups.restoreBackup,
    deleteBackup: backups.deleteBackup,
    backupDownloadUrl: backups.backupDownloadUrl,

    ...localFileMethods(async (serverId) => (await processOf(serverId)).directory, (folder) => disk.forget(folder)),

    async resume(_node, servers) {
      // A runner from before Kiln's restart cannot be talked to (its console was the old Kiln's pipe): it is asked to
      // save and stop, and the server is started afresh under this process when its owner wants it running.
      await Promise.all(
        servers.map(async ({ spec, wantsRunning }) => {
          const own = processes.get(spec.id);
          if (!own || own.pid === null) {
            const stale = await stopStaleRunner(layout.pidFile(spec.id), layout.serverDirectory(spec.id), processOptions.stopTimeoutMs);
            if (stale !== null) (await processOf(spec.id).catch(() => null))?.console.append(`[Kiln] Stopped the server's process left from before Kiln restarted (pid ${stale}).`);
          }
          if (!(await layout.readRecord(spec.id))) {
            assertSupported(spec);
            await installFiles(layout, spec);
          } else await updateInstall(layout, spec);
          const proc = await processOf(spec.id);
          proc.spec = runSpec(spec);
          if (wantsRunning && proc.pid === null && (proc.state === 'offline' || proc.state === 'crashed')) proc.start();
        }),
      );
    },

    async close() {
      await Promise.all(installs);
      await Promise.all([...processes.values()].map((proc) => proc.stop()));
      for (const proc of processes.values()) proc.console.closeFile();
      processes.clear();
      forget();
    },
  };
}
