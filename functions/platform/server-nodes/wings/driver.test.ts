// Contract tests of the Wings driver against a fake Wings daemon that, like Wings, fetches configurations and install
// scripts from Kiln's remote routes over HTTP and streams console output over its websocket after JWT auth.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeError, type ConsoleLine, type NodeDriver, type NodeRef, type ServerSpec } from '../port.ts';
import { createWingsNodeDriver } from './driver.ts';
import { startFakeWings, type FakeWings } from './fake-wings.ts';
import { createInstallTracker } from './install-tracker.ts';
import { wingsRemoteRoutes, type WingsServerRecord } from './remote-routes.ts';
import { wingsUuidOf } from './server-uuid.ts';

const TOKEN = 'node-secret-token-0123456789';
const spec: ServerSpec = {
  id: 'Ab3dE5gH', memoryMb: 4096, cpu: 2, diskMb: 10240, port: 25570, loader: 'paper', gameVersion: '1.21.1',
  startupFlags: '-XX:+UseG1GC', properties: { motd: 'Hello' },
};
const uuid = wingsUuidOf(spec.id)!;

let fake: FakeWings;
let panelServer: ServerType;
let driver: NodeDriver;
let node: NodeRef;
const records = new Map<string, WingsServerRecord>();
const installed: { serverId: string; ok: boolean; reinstall: boolean }[] = [];

beforeAll(async () => {
  const installs = createInstallTracker();
  const nodes: NodeRef[] = [];
  const app = wingsRemoteRoutes({
    nodes,
    installs,
    panel: {
      server: async (serverId) => records.get(serverId) ?? null,
      serversOn: async (nodeId) => [...records.values()].filter((record) => record.nodeId === nodeId),
      installed: async (serverId, ok, reinstall) => void installed.push({ serverId, ok, reinstall }),
    },
  });
  panelServer = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const panelUrl = `http://127.0.0.1:${(panelServer.address() as AddressInfo).port}`;
  fake = await startFakeWings({ token: TOKEN, tokenId: 'node-1-id', panelUrl, cores: 4, cpuAbsolute: 150 });
  node = { id: 'wings-1', region: 'western-europe', publicHost: 'play.example', memoryMb: 32768, ports: { from: 25565, to: 25664 }, url: fake.url, tokenId: 'node-1-id', token: TOKEN };
  nodes.push(node);
  records.set(spec.id, { spec, name: 'Test world', suspended: false, nodeId: node.id });
  driver = createWingsNodeDriver({ panelUrl, installs, timeoutMs: 3000, consoleRetryMs: 50 });
});

afterAll(async () => {
  await driver.close();
  await fake.close();
  await new Promise((resolve) => panelServer.close(resolve));
});

/** Resolves with the first line matching, or rejects after a while. */
function waitForLine(lines: ConsoleLine[], pattern: RegExp): Promise<ConsoleLine> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const found = lines.find((line) => pattern.test(line.text));
      if (found) resolve(found);
      else if (Date.now() - started > 3000) reject(new Error(`no console line matched ${pattern}`));
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('wings driver', () => {
  it('supports the loaders Wings runs and refuses others', () => {
    expect(driver.supports('fabric', '1.21.1')).toBeNull();
    expect(driver.supports('neoforge', '1.21.1')).toBeNull();
    expect(driver.supports('bungeecord', '1.21.1')).toBe('bungeecord servers are not supported here');
    expect(driver.supports('forge', '1.12.2')).toBe('Forge before Minecraft 1.17 is not supported here');
  });

  it('installs: Wings fetches the configuration and install script from Kiln, then the server is offline', async () => {
    const release = fake.holdInstalls();
    await driver.install(node, spec);
    expect((await driver.stats(node, spec.id)).state).toBe('installing');
    release();
    await fake.installsSettled();
    const server = fake.servers.get(uuid)!;
    const settings = server.configuration.settings as { uuid: string; build: { memory_limit: number; cpu_limit: number }; allocations: { default: { port: number } } };
    expect(settings.uuid).toBe(uuid);
    expect(settings.build).toMatchObject({ memory_limit: 4096, cpu_limit: 200 });
    expect(settings.allocations.default.port).toBe(25570);
    expect(server.installScript).toContain('fill.papermc.io');
    expect(installed).toEqual([{ serverId: spec.id, ok: true, reinstall: false }]);
    expect((await driver.stats(node, spec.id)).state).toBe('offline');
  });

  it('starts the server and reports CPU as a share of the whole node', async () => {
    await driver.power(node, spec.id, 'start');
    const stats = await driver.stats(node, spec.id);
    // 150 from Wings is one and a half of the node's 4 cores busy: 37.5% of the node.
    expect(stats).toEqual({ state: 'running', cpuPercent: 37.5, memoryBytes: 1_500_000_000, memoryLimitBytes: 4_294_967_296, diskBytes: 0, uptimeMs: 65_000 });
  });

  it('sends a command whose output comes back through the console websocket, and survives token renewal and drops', async () => {
    const lines: ConsoleLine[] = [];
    const stop = await driver.watchConsole(node, spec.id, (line) => lines.push(line));
    await driver.command(node, spec.id, 'say hello');
    expect((await waitForLine(lines, /ran say hello/)).at).toBeGreaterThan(0);

    const before = fake.authentications;
    fake.warnTokensExpiring();
    await expect.poll(() => fake.authentications).toBe(before + 1);

    fake.dropSockets();
    await expect.poll(() => fake.authentications, { timeout: 3000 }).toBe(before + 2);
    fake.output(uuid, 'after reconnect');
    await waitForLine(lines, /after reconnect/);

    stop();
    fake.output(uuid, 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.some((line) => line.text === 'after stop')).toBe(false);
  });

  it('reads the recent console, oldest first and at most the limit', async () => {
    const recent = await driver.recentConsole(node, spec.id, 3);
    expect(recent.map((line) => line.text)).toEqual(['[Server thread/INFO]: ran say hello', 'after reconnect', 'after stop']);
  });

  it('writes and reads files by relative path, refusing paths outside the server', async () => {
    await driver.writeFile(node, spec.id, 'config/kiln.yml', 'a: 1\n');
    expect(await driver.readFile(node, spec.id, 'config/kiln.yml', 1024)).toBe('a: 1\n');
    expect(await driver.readFile(node, spec.id, 'missing.txt', 1024)).toBeNull();
    await expect(driver.readFile(node, spec.id, 'config/kiln.yml', 2)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(driver.readFile(node, spec.id, '../etc/passwd', 1024)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(driver.writeFile(node, spec.id, '/etc/passwd', 'x')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('maps Wings failures to node errors', async () => {
    await expect(driver.stats(node, 'Zz9yX8wV')).rejects.toMatchObject({ reason: 'not_found' });
    await driver.power(node, spec.id, 'stop');
    const refused = driver.command(node, spec.id, 'list');
    await expect(refused).rejects.toBeInstanceOf(NodeError);
    await expect(refused).rejects.toMatchObject({ reason: 'conflict', message: 'The server is not running' });
    const unreachable = { ...node, url: 'http://127.0.0.1:1' };
    await expect(driver.stats(unreachable, spec.id)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('is refused by Wings with a wrong token, over HTTP and on the console socket', async () => {
    const wrong = { ...node, id: 'wings-wrong', token: 'not-the-node-token-000' };
    await expect(driver.power(wrong, spec.id, 'start')).rejects.toMatchObject({ reason: 'unavailable', message: "Changing the power state: the node refused Kiln's credentials" });
    await expect(driver.watchConsole(wrong, spec.id, () => {})).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('resumes: starts the servers that should run and are offline', async () => {
    await driver.resume(node, [{ spec, wantsRunning: true }]);
    expect(fake.servers.get(uuid)!.state).toBe('running');
  });

  it('updates (suspension included), reinstalls keeping what is asked, and removes', async () => {
    records.set(spec.id, { ...records.get(spec.id)!, spec: { ...spec, memoryMb: 6144 } });
    await driver.update(node, { ...spec, memoryMb: 6144 });
    expect((fake.servers.get(uuid)!.configuration.settings as { build: { memory_limit: number } }).build.memory_limit).toBe(6144);

    await driver.writeFile(node, spec.id, 'world/level.dat', 'level');
    await driver.reinstall(node, spec, ['world/level.dat']);
    await fake.installsSettled();
    expect([...fake.servers.get(uuid)!.files.keys()]).toEqual(['world/level.dat']);
    expect(installed.at(-1)).toEqual({ serverId: spec.id, ok: true, reinstall: true });

    records.set(spec.id, { ...records.get(spec.id)!, suspended: true });
    await driver.update(node, spec);
    await expect(driver.power(node, spec.id, 'start')).rejects.toMatchObject({ reason: 'conflict', message: 'The server is suspended' });

    await driver.remove(node, spec.id);
    expect(fake.servers.has(uuid)).toBe(false);
    await driver.remove(node, spec.id);
  });
});
