// `npm test`: unit and integration tests (vitest), then browser tests (Playwright with the system's Chromium),
// closing with one "N passed, N failed" line over both.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from './lib/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const VITEST_REPORT = join(root, 'test-results/vitest.json');
const PLAYWRIGHT_REPORT = join(root, 'test-results/playwright.json');

function run(label: string, script: string, args: string[]): number {
  console.log(`\n▶ ${label}\n`);
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  });
  return result.status ?? 1;
}

function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  if (existsSync(VITEST_REPORT)) {
    const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync(PLAYWRIGHT_REPORT)) {
    const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

if (!findChromium()) {
  console.error(MISSING_CHROMIUM_MESSAGE);
  process.exit(1);
}

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
let status = run('Unit and integration tests', 'node_modules/vitest/vitest.mjs', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
if (status === 0) status = run('Browser tests', 'node_modules/@playwright/test/cli.js', ['test', '--reporter=list,json']);
const { passed, failed } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed > 0 ? 1 : status);
