// Kiln restarting over live servers: runners left by a Kiln that died are stopped and the wanted servers started
// under the new one; a Kiln killed outright takes its servers down with it (they save and stop on their own).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { status } from 'minecraft-server-util';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerSpec } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('resume');
const runnerPath = join(import.meta.dirname, 'runner.ts');
const pidFile = (id: string) => join(directory, '.kiln-node', `${id}.pid`);
const children: ChildProcess[] = [];
afterAll(async () => {
  await createLocalNodeDriver({ directory }).close();
  for (const child of children) child.kill('SIGKILL');
  removeNodeDirectories();
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

/** A runner as an earlier Kiln left it: alive, its console held by someone this Kiln cannot reach. */
async function staleRunner(spec: ServerSpec): Promise<number> {
  const serverDirectory = join(directory, spec.id);
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', runnerPath, serverDirectory], {
    cwd: serverDirectory,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH, KILN_GAME_VERSION: spec.gameVersion, KILN_PID_FILE: pidFile(spec.id) },
  });
  children.push(child);
  await new Promise<void>((resolve) => createInterface({ input: child.stdout! }).on('line', (line) => line.includes(']: Done (') && resolve()));
  return child.pid!;
}

async function installed(driverDirectory: string, overrides: Partial<ServerSpec> = {}): Promise<ServerSpec> {
  const driver = createLocalNodeDriver({ directory: driverDirectory });
  const spec = await testSpec(overrides);
  await driver.install(NODE, spec);
  await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
  return spec;
}

describe('resuming after a restart of Kiln', () => {
  it('is one driver per directory for the whole process', () => {
    expect(createLocalNodeDriver({ directory })).toBe(createLocalNodeDriver({ directory: `${directory}/.` }));
  });

  it('stops stale runners, starts the servers wanted running and leaves the others stopped', { timeout: 40_000 }, async () => {
    const wanted = await installed(directory);
    const unwanted = await installed(directory);
    await createLocalNodeDriver({ directory }).close();
    const [stalePid, otherStalePid] = [await staleRunner(wanted), await staleRunner(unwanted)];
    const missing = await testSpec();

    const driver = createLocalNodeDriver({ directory });
    await driver.resume(NODE, [
      { spec: wanted, wantsRunning: true },
      { spec: unwanted, wantsRunning: false },
      { spec: missing, wantsRunning: false },
    ]);
    expect(isAlive(stalePid)).toBe(false);
    expect(isAlive(otherStalePid)).toBe(false);
    const recent = (await driver.recentConsole(NODE, wanted.id, 1000)).map((line) => line.text);
    expect(recent).toContain(`[Kiln] Stopped the server's process left from before Kiln restarted (pid ${stalePid}).`);

    await waitFor(() => driver.stats(NODE, wanted.id), (stats) => stats.state === 'running');
    expect(Number(readFileSync(pidFile(wanted.id), 'utf8'))).not.toBe(stalePid);
    expect((await status('127.0.0.1', wanted.port, { timeout: 5000 })).players.max).toBe(7);
    expect((await driver.stats(NODE, unwanted.id)).state).toBe('offline');
    expect(existsSync(pidFile(unwanted.id))).toBe(false);
    expect((await driver.stats(NODE, missing.id)).state).toBe('offline');
    expect(readFileSync(join(directory, missing.id, 'server.properties'), 'utf8')).toContain(`server-port=${missing.port}`);
  });

  it('leaves no server running when Kiln itself is killed', { timeout: 40_000 }, async () => {
    const kilnDirectory = nodeDirectory('killed');
    const spec = await installed(kilnDirectory);
    await createLocalNodeDriver({ directory: kilnDirectory }).close();
    const script = join(kilnDirectory, 'kiln.ts');
    writeFileSync(
      script,
      `import { createLocalNodeDriver } from ${JSON.stringify(join(import.meta.dirname, 'driver.ts'))};\n`
        + `const driver = createLocalNodeDriver({ directory: ${JSON.stringify(kilnDirectory)} });\n`
        + `await driver.power({}, ${JSON.stringify(spec.id)}, 'start');\n`
        + `setInterval(async () => { if ((await driver.stats({}, ${JSON.stringify(spec.id)})).state === 'running') console.log('running'); }, 50);\n`,
    );
    const kiln = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(kiln);
    await new Promise<void>((resolve) => createInterface({ input: kiln.stdout! }).on('line', (line) => line === 'running' && resolve()));
    const runner = Number(readFileSync(join(kilnDirectory, '.kiln-node', `${spec.id}.pid`), 'utf8'));
    kiln.kill('SIGKILL');
    await waitFor(() => isAlive(runner), (alive) => !alive);
    // The pid file goes only when the runner exits by itself, not when something kills it.
    expect(existsSync(join(kilnDirectory, '.kiln-node', `${spec.id}.pid`))).toBe(false);
  });
});
