// Browser tests: the real server (built site, seeded database in a temp directory) driven by the system's Chromium.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from './scripts/lib/chromium.ts';

const chromium = findChromium();
if (!chromium) throw new Error(MISSING_CHROMIUM_MESSAGE);

const port = Number(process.env.E2E_PORT ?? 4391);
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'kiln-e2e-')));

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // Specs that move the billing sandbox's clock far ahead run after all others: the clock is the whole server's.
  projects: [
    { name: 'site', testIgnore: /\.clock\.spec\.ts$/ },
    // One at a time as well: each moves the clock under the other's subscriptions.
    { name: 'clock', testMatch: /\.clock\.spec\.ts$/, dependencies: ['site'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/start.ts`,
    url: `http://localhost:${port}/v2/tag/side_type`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // One external provider is configured, so the sign-in page has a button to show; the others stay unset. Two
    // workers open pages from one address many times a second, far past what the pages' per-IP budget is for.
    env: {
      PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, SEED_PROJECTS: '60', SEED: 'e2e',
      GITHUB_CLIENT_ID: 'e2e-github-client', GITHUB_CLIENT_SECRET: 'e2e-github-secret', PAGE_RATELIMIT_PER_MINUTE: '100000',
      // Hosted game servers listen away from Minecraft's default port, so a server on this machine does not clash.
      SERVER_PORTS: '46100-46159',
      // Few backups per server, so the backups journey sees automatic ones roll past the limit.
      SERVER_BACKUP_LIMIT: '3',
    },
  },
});
