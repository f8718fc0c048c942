// `npm test`: unit and integration tests (vitest), then browser tests (Playwright with the system's Chromium).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from './lib/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(label: string, script: string, args: string[]): void {
  console.log(`\n▶ ${label}\n`);
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!findChromium()) {
  console.error(MISSING_CHROMIUM_MESSAGE);
  process.exit(1);
}

run('Unit and integration tests', 'node_modules/vitest/vitest.mjs', ['run']);
run('Browser tests', 'node_modules/@playwright/test/cli.js', ['test']);
