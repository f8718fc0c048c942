// What the local node does when a server dies unasked, outgrows its memory or will not stop: crashed or restarted
// per the restart policy, killed by the watchdog, killed after the stop timeout, each with a console line saying why.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerSpec } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('crash');
const driver = createLocalNodeDriver({ directory, stopTimeoutMs: 1500, watchdogIntervalMs: 200 });
afterAll(async () => {
  await driver.close();
  removeNodeDirectories();
});

const runnerPid = (id: string) => Number(readFileSync(join(directory, '.kiln-node', `${id}.pid`), 'utf8'));
const consoleText = async (id: string) => (await driver.recentConsole(NODE, id, 1000)).map((line) => line.text).join('\n');
const stateOf = async (id: string) => (await driver.stats(NODE, id)).state;

async function started(overrides: Partial<ServerSpec>): Promise<ServerSpec> {
  const spec = await testSpec(overrides);
  await driver.install(NODE, spec);
  await waitFor(() => stateOf(spec.id), (state) => state === 'offline');
  await driver.power(NODE, spec.id, 'start');
  return spec;
}

async function running(overrides: Partial<ServerSpec>): Promise<ServerSpec> {
  const spec = await started(overrides);
  await waitFor(() => stateOf(spec.id), (state) => state === 'running');
  return spec;
}

describe('crashes and limits on the local node', () => {
  it('marks a server that was killed from outside as crashed when it may not restart', { timeout: 30_000 }, async () => {
    const spec = await running({ autoRestart: false });
    process.kill(runnerPid(spec.id), 'SIGKILL');
    await waitFor(() => stateOf(spec.id), (state) => state === 'crashed');
    const text = await consoleText(spec.id);
    expect(text).toContain('[Kiln] The server stopped unexpectedly (signal SIGKILL).');
    expect(text).toContain('Automatic restart is off');
    await driver.power(NODE, spec.id, 'start');
    await waitFor(() => stateOf(spec.id), (state) => state === 'running');
  });

  it('restarts a crashed server up to 3 times in 5 minutes, then leaves it crashed', { timeout: 45_000 }, async () => {
    const spec = await running({});
    for (let attempt = 1; attempt <= 3; attempt++) {
      const pid = runnerPid(spec.id);
      process.kill(pid, 'SIGKILL');
      await waitFor(async () => ({ state: await stateOf(spec.id), pid: runnerPid(spec.id) }), (now) => now.state === 'running' && now.pid !== pid);
      expect(await consoleText(spec.id)).toContain(`Restarting it automatically (${attempt} of 3 times allowed within 5 minutes).`);
    }
    process.kill(runnerPid(spec.id), 'SIGKILL');
    await waitFor(() => stateOf(spec.id), (state) => state === 'crashed');
    expect(await consoleText(spec.id)).toContain('It crashed 3 times within 5 minutes: it stays stopped until someone starts it.');
  });

  it('kills a server that uses more memory than its plan', { timeout: 30_000 }, async () => {
    const spec = await started({ memoryMb: 100, autoRestart: false });
    await waitFor(() => stateOf(spec.id), (state) => state === 'crashed');
    expect(await consoleText(spec.id)).toMatch(/\[Kiln\] The server used \d+ MiB of memory, more than its 100 MiB: stopping it\./);
  });

  it('says so when the port is taken, and gives up after the restarts allowed', { timeout: 30_000 }, async () => {
    const spec = await testSpec();
    const squatter = createServer().listen(spec.port);
    try {
      await driver.install(NODE, spec);
      await waitFor(() => stateOf(spec.id), (state) => state === 'offline');
      await driver.power(NODE, spec.id, 'start');
      await waitFor(() => stateOf(spec.id), (state) => state === 'crashed');
      const text = await consoleText(spec.id);
      expect(text).toContain(`[ERROR]: Failed to bind to port ${spec.port}: EADDRINUSE`);
      expect(text).not.toMatch(/^\s+at /m);
    } finally {
      squatter.close();
    }
  });

  it('kills a server that does not stop within the stop timeout', { timeout: 30_000 }, async () => {
    const spec = await running({});
    const pid = runnerPid(spec.id);
    process.kill(pid, 'SIGSTOP');
    await driver.power(NODE, spec.id, 'stop');
    expect(await stateOf(spec.id)).toBe('offline');
    expect(await consoleText(spec.id)).toContain('[Kiln] The server did not stop within 1.5 seconds: killing it.');
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
