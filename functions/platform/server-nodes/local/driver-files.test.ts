// A local server's files through the driver: reads and writes stay inside its directory whatever the path says, a
// write replaces the file whole, and reinstall, update and remove leave exactly what they promise.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerSpec } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('files');
const outside = nodeDirectory('outside');
const driver = createLocalNodeDriver({ directory });
let spec: ServerSpec;
let serverDirectory: string;

beforeAll(async () => {
  spec = await testSpec();
  serverDirectory = join(directory, spec.id);
  await driver.install(NODE, spec);
  await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
  writeFileSync(join(outside, 'secret.txt'), 'not yours');
});
afterAll(async () => {
  await driver.close();
  removeNodeDirectories();
});

describe('server files on the local node', () => {
  it('reads and writes files by paths inside the server, creating folders as needed', async () => {
    expect(await driver.readFile(NODE, spec.id, 'server.properties', 10_000)).toContain(`server-port=${spec.port}`);
    await driver.writeFile(NODE, spec.id, 'config/./notes.txt', 'first');
    await driver.writeFile(NODE, spec.id, 'config/notes.txt', 'second');
    expect(await driver.readFile(NODE, spec.id, 'config/notes.txt', 10_000)).toBe('second');
    expect(await driver.readFile(NODE, spec.id, 'config/notes.txt', 3)).toBe('sec');
    expect(await driver.readFile(NODE, spec.id, 'missing.txt', 100)).toBeNull();
    expect(readdirSync(join(serverDirectory, 'config'))).toEqual(['notes.txt']);
  });

  it.each(['../escape.txt', 'config/../../escape.txt', '/etc/passwd', 'C:\\Windows\\win.ini', 'nul\0byte.txt', '', '.'])(
    'refuses the path %j',
    async (path) => {
      await expect(driver.readFile(NODE, spec.id, path, 100)).rejects.toMatchObject({ reason: 'invalid' });
      await expect(driver.writeFile(NODE, spec.id, path, 'x')).rejects.toMatchObject({ reason: 'invalid' });
    },
  );

  it('refuses symbolic links that lead outside the server, also dangling ones, and follows those that stay inside', async () => {
    symlinkSync(join(outside, 'secret.txt'), join(serverDirectory, 'leak.txt'));
    symlinkSync(outside, join(serverDirectory, 'elsewhere'));
    symlinkSync(join(outside, 'not-yet.txt'), join(serverDirectory, 'dangling.txt'));
    symlinkSync(join(serverDirectory, 'server.properties'), join(serverDirectory, 'alias.properties'));
    for (const path of ['leak.txt', 'elsewhere/secret.txt', 'elsewhere/new.txt', 'dangling.txt']) {
      await expect(driver.readFile(NODE, spec.id, path, 100)).rejects.toMatchObject({ reason: 'invalid' });
      await expect(driver.writeFile(NODE, spec.id, path, 'x')).rejects.toMatchObject({ reason: 'invalid' });
    }
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
    expect(existsSync(join(outside, 'new.txt'))).toBe(false);
    expect(existsSync(join(outside, 'not-yet.txt'))).toBe(false);
    expect(await driver.readFile(NODE, spec.id, 'alias.properties', 10_000)).toContain('motd=Kiln test server');
  });

  it('refuses to read or write a folder as a file', async () => {
    mkdirSync(join(serverDirectory, 'folder'));
    await expect(driver.readFile(NODE, spec.id, 'folder', 100)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(driver.writeFile(NODE, spec.id, 'folder', 'x')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('reinstalls keeping only what the owner keeps, with the port Kiln gives', async () => {
    const other = await testSpec();
    await driver.install(NODE, other);
    await waitFor(() => driver.stats(NODE, other.id), (stats) => stats.state === 'offline');
    await driver.writeFile(NODE, other.id, 'world/level.txt', 'my world');
    await driver.writeFile(NODE, other.id, 'plugins/junk.txt', 'junk');
    await driver.writeFile(NODE, other.id, 'server.properties', 'motd=Mine\nserver-port=1\n');
    const moved = { ...other, port: other.port + 1, properties: { motd: 'Fresh' } };
    await driver.reinstall(NODE, moved, ['world', 'server.properties']);
    await waitFor(() => driver.stats(NODE, other.id), (stats) => stats.state === 'offline');
    const otherDirectory = join(directory, other.id);
    expect(readdirSync(otherDirectory).sort()).toEqual(['server.properties', 'world']);
    expect(readFileSync(join(otherDirectory, 'world/level.txt'), 'utf8')).toBe('my world');
    expect(readFileSync(join(otherDirectory, 'server.properties'), 'utf8')).toBe(`motd=Mine\nserver-port=${moved.port}\n`);
    await expect(driver.reinstall(NODE, moved, ['../outside'])).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('reinstalls a server the node has never seen as a fresh install', async () => {
    const stranger = await testSpec();
    await driver.reinstall(NODE, stranger, ['world']);
    await waitFor(() => driver.stats(NODE, stranger.id), (stats) => stats.state === 'offline');
    expect(await driver.readFile(NODE, stranger.id, 'server.properties', 10_000)).toContain(`server-port=${stranger.port}\n`);
  });

  it('applies a changed plan to the record and the port to server.properties', async () => {
    await driver.update(NODE, { ...spec, memoryMb: 2048, port: spec.port + 2 });
    expect((await driver.stats(NODE, spec.id)).memoryLimitBytes).toBe(2048 * 1024 * 1024);
    expect(await driver.readFile(NODE, spec.id, 'server.properties', 10_000)).toContain(`server-port=${spec.port + 2}\n`);
  });

  it('removes every trace of a server', async () => {
    const doomed = await testSpec();
    await driver.install(NODE, doomed);
    await waitFor(() => driver.stats(NODE, doomed.id), (stats) => stats.state === 'offline');
    await driver.remove(NODE, doomed.id);
    expect(existsSync(join(directory, doomed.id))).toBe(false);
    await expect(driver.stats(NODE, doomed.id)).rejects.toMatchObject({ reason: 'not_found' });
  });
});
