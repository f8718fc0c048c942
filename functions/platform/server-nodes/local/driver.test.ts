// The local node end to end with real processes: install, start, the server-list ping, a real client joining and
// chatting, console commands, stats, a graceful stop, and the refusals of what the node cannot run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, type Bot } from 'mineflayer';
import { status } from 'minecraft-server-util';
import pidusage from 'pidusage';
import { afterAll, describe, expect, it } from 'vitest';
import { NodeError, type ConsoleLine } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('node');
const driver = createLocalNodeDriver({ directory });
afterAll(async () => {
  await driver.close();
  removeNodeDirectories();
});

const runnerPid = (id: string) => Number(readFileSync(join(directory, '.kiln-node', `${id}.pid`), 'utf8'));

async function joinBot(port: number, username: string): Promise<Bot> {
  const bot = createBot({ host: '127.0.0.1', port, username, version: '1.20.1', auth: 'offline', hideErrors: true });
  await new Promise<void>((resolve, reject) => {
    bot.once('spawn', () => resolve());
    bot.once('error', reject);
    bot.once('kicked', (reason) => reject(new Error(`kicked: ${reason}`)));
  });
  return bot;
}

describe('the local node driver', () => {
  it('runs a vanilla server players can find, join and chat on, and stops it gracefully', { timeout: 60_000 }, async () => {
    const spec = await testSpec();
    await driver.install(NODE, spec);
    await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
    const properties = readFileSync(join(directory, spec.id, 'server.properties'), 'utf8');
    expect(properties).toContain(`server-port=${spec.port}\n`);
    expect(properties).toContain('motd=Kiln test server\n');

    const lines: ConsoleLine[] = [];
    const unwatch = await driver.watchConsole(NODE, spec.id, (line) => lines.push(line));
    await driver.power(NODE, spec.id, 'start');
    expect((await driver.stats(NODE, spec.id)).state).toBe('starting');
    await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'running');
    expect(lines.some((line) => /\]: Done \(/.test(line.text))).toBe(true);

    const ping = await status('127.0.0.1', spec.port, { timeout: 5000 });
    expect(ping.players).toMatchObject({ online: 0, max: 7 });
    expect(ping.motd.clean).toBe('Kiln test server');
    const idle = await pidusage(runnerPid(spec.id));

    const bot = await joinBot(spec.port, 'kilnbot');
    try {
      await waitFor(() => lines.some((line) => line.text.includes('kilnbot joined the game')), Boolean);
      expect((await status('127.0.0.1', spec.port, { timeout: 5000 })).players.online).toBe(1);

      const chatAt = Date.now();
      bot.chat('hello');
      const heard = await waitFor(() => lines.find((line) => line.text.includes('<kilnbot> hello')), Boolean, 2000);
      expect(heard!.at - chatAt).toBeLessThan(2000);

      const received = new Promise<string>((resolve) => {
        bot.on('messagestr', (message) => {
          if (message.includes('hi there')) resolve(message);
        });
      });
      await driver.command(NODE, spec.id, 'say hi there');
      expect(await received).toContain('[Server] hi there');

      await driver.command(NODE, spec.id, 'list');
      await waitFor(() => lines.some((line) => line.text.includes('There are 1 of a max of 7 players online: kilnbot')), Boolean, 2000);
      await driver.command(NODE, spec.id, 'frobnicate now');
      await waitFor(() => lines.some((line) => line.text.includes('Unknown command "frobnicate"')), Boolean, 2000);

      const stats = await driver.stats(NODE, spec.id);
      expect(stats.cpuPercent).toBeGreaterThanOrEqual(0);
      expect(stats.cpuPercent).toBeLessThanOrEqual(100);
      expect(stats.memoryBytes).toBeGreaterThan(30 * 1024 * 1024);
      expect(stats.memoryLimitBytes).toBe(spec.memoryMb * 1024 * 1024);
      expect(stats.diskBytes).toBeGreaterThan(0);
      expect(stats.uptimeMs).toBeGreaterThan(0);
      const withBot = await pidusage(runnerPid(spec.id));
      console.info(`RSS of one local server: idle ${Math.round(idle.memory / 2 ** 20)} MiB, with one player ${Math.round(withBot.memory / 2 ** 20)} MiB`);

      await driver.command(NODE, spec.id, 'op kilnbot');
      await waitFor(() => lines.some((line) => line.text.includes('Opped kilnbot')), Boolean, 2000);
      const kicked = new Promise<string>((resolve) => bot.once('kicked', (reason) => resolve(String(reason))));
      await driver.command(NODE, spec.id, 'kick kilnbot Time for bed');
      expect(await kicked).toContain('Time for bed');
      await waitFor(() => lines.some((line) => line.text.includes('kilnbot left the game')), Boolean, 2000);
    } finally {
      bot.quit();
    }

    await driver.power(NODE, spec.id, 'stop');
    const stopped = await driver.stats(NODE, spec.id);
    expect(stopped).toMatchObject({ state: 'offline', memoryBytes: 0, uptimeMs: 0 });
    // Exactly this line means the runner exited with code 0.
    expect(lines.map((line) => line.text)).toEqual(expect.arrayContaining([expect.stringContaining('Saved; goodbye'), '[Kiln] The server is stopped.']));
    expect(lines.some((line) => line.text.includes('unexpectedly'))).toBe(false);
    unwatch();

    const log = readFileSync(join(directory, spec.id, 'logs', 'latest.log'), 'utf8');
    expect(log).toContain('<kilnbot> hello');
    expect((await driver.recentConsole(NODE, spec.id, 3)).map((line) => line.text)).toHaveLength(3);
    await expect(driver.command(NODE, spec.id, 'say nobody hears')).rejects.toMatchObject({ reason: 'conflict' });
  });

  it('kills a server at once on request', { timeout: 30_000 }, async () => {
    const spec = await testSpec();
    await driver.install(NODE, spec);
    await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
    await driver.power(NODE, spec.id, 'start');
    await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'running');
    const pid = runnerPid(spec.id);
    await driver.power(NODE, spec.id, 'kill');
    expect((await driver.stats(NODE, spec.id)).state).toBe('offline');
    expect((await driver.recentConsole(NODE, spec.id, 1))[0]!.text).toBe('[Kiln] The server is stopped (signal SIGKILL).');
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('refuses loaders and versions it cannot run', async () => {
    expect(driver.supports('vanilla', '1.20.1')).toBeNull();
    expect(driver.supports('vanilla', '1.21.4')).toBeNull();
    expect(driver.supports('fabric', '1.20.1')).toBe('Fabric servers need a Wings node: this node runs vanilla servers only.');
    expect(driver.supports('neoforge', '1.20.1')).toBe('NeoForge servers need a Wings node: this node runs vanilla servers only.');
    expect(driver.supports('vanilla', '1.7.10')).toMatch(/^Minecraft 1\.7\.10 is not supported on this node: it runs vanilla 1\.8\.8 to 1\.21\.4\.$/);
    const spec = await testSpec({ loader: 'forge' });
    await expect(driver.install(NODE, spec)).rejects.toBeInstanceOf(NodeError);
    await expect(driver.install(NODE, spec)).rejects.toMatchObject({ reason: 'unsupported' });
    await expect(driver.stats(NODE, spec.id)).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('answers not found for a server it does not hold, and for ids that are not server ids', async () => {
    await expect(driver.power(NODE, 'nosuchserver', 'start')).rejects.toMatchObject({ reason: 'not_found' });
    await expect(driver.readFile(NODE, '../etc', 'passwd', 100)).rejects.toMatchObject({ reason: 'not_found' });
  });
});
