// Test support for the local node: a throwaway node directory, free ports from the OS, specs, and waiting on a
// condition (polled, with the last seen value in the failure) instead of sleeping.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodeRef, ServerSpec } from '../port.ts';

export const NODE: NodeRef = { id: 'local-test', region: 'western-europe', publicHost: '127.0.0.1', memoryMb: 8192, ports: { from: 1024, to: 65535 } };

const made: string[] = [];

export function nodeDirectory(name: string): string {
  const directory = mkdtempSync(join(tmpdir(), `kiln-${name}-`));
  made.push(directory);
  return directory;
}

/** Call after the drivers over them are closed: worlds take a megabyte or two each. */
export function removeNodeDirectories() {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
}

/** A port nothing listens on right now, picked by the OS so parallel test files never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let counter = 0;

export async function testSpec(overrides: Partial<ServerSpec> = {}): Promise<ServerSpec> {
  counter += 1;
  return {
    id: `srv${process.pid}x${counter}`,
    memoryMb: 1024,
    cpu: 1,
    diskMb: 1024,
    port: await freePort(),
    loader: 'vanilla',
    gameVersion: '1.20.1',
    startupFlags: '',
    properties: { motd: 'Kiln test server', 'max-players': '7', gamemode: 'creative' },
    ...overrides,
  };
}

/** Polls `probe` until `accept` holds for its answer; fails with the last answer seen. */
export async function waitFor<T>(probe: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
  return last;
}
