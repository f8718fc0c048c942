// Starts a Kiln server for benchmarks (its own data directory, kept between runs) unless BENCH_URL points at one;
// the server's rate limiter is bypassed with a bench-only key, since a load test is one client by design.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

export interface BenchTarget {
  url: string;
  dataDir: string;
  /** The server's process, when this started it (memory figures need it). */
  pid?: number;
  stop(): void;
}

export async function benchTarget(projects: number): Promise<BenchTarget> {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(root, '.data', `bench-${projects}`);
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), dataDir, stop: () => undefined };
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROJECTS: String(projects), RATELIMIT_BYPASS_KEY: 'bench', LOG_REQUESTS: 'false' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/v2/tag/side_type`, child, 600_000);
  return { url, dataDir, pid: child.pid, stop: () => child.kill('SIGTERM') };
}
