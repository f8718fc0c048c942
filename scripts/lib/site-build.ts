// Builds the site with Astro when the output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['site', 'functions', 'db/schema', 'db/client.ts', 'astro.config.mjs', 'package-lock.json', 'scripts/lib/precompress.ts', 'scripts/lib/page-origin.ts'];
const IGNORED = new Set(['node_modules', '.astro']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry) || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function siteBuildIsStale(root: string, outDir = 'dist'): boolean {
  const entry = join(root, outDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** A lock older than any build was left by a killed one. */
const STALE_LOCK_MS = 10 * 60_000;

/** Whether the process that took the lock (its PID is written inside) has died without releasing it. */
function holderIsGone(lock: string): boolean {
  const pid = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'r' }).trim() || 'NaN');
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const isStale = (lock: string) => {
  const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
  try {
    return Date.now() - since > STALE_LOCK_MS || holderIsGone(lock);
  } catch {
    // No PID written yet: its holder is between taking the lock and writing it.
    return false;
  }
};

/** Two builds at once (the Node and the Workers one, from parallel test files) would share Astro's .astro folder. */
function withBuildLock(root: string, build: () => void): void {
  const lock = join(root, '.astro-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function buildSite(root: string, env: NodeJS.ProcessEnv = {}): void {
  withBuildLock(root, () => spawnBuild(root, env));
}

function spawnBuild(root: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // A build started from the test runner would inherit NODE_ENV=test and bundle React's development build.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
  });
  if (result.status !== 0) throw new Error(`The site build failed (exit code ${result.status ?? 'unknown'})`);
}
