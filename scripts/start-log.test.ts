// A newcomer's first `npm start` (development mode, demo data) prints what it does and nothing to worry about.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kiln-start-log-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('starts without a single warning', async () => {
  if (siteBuildIsStale(root)) buildSite(root);
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), SEED_PROJECTS: '3' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (const started = Date.now(); !output.includes('Kiln is running'); await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`The server did not start:\n${output}`);
    }
    // Astro's warnings arrive just after the first request; give any a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(output).toContain('Kiln starts in development mode');
    expect(output).not.toMatch(/warn|does not call/i);
  } finally {
    child.kill('SIGKILL');
  }
}, 300_000);
