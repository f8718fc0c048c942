// `npm start`: check the configuration, build the site if stale (development), ready the database, then serve site
// and API from one Node process until SIGTERM.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startBlobSweeper } from '#catalog';
import { startScanner } from '#moderation';
import { startBillingJobs } from '#billing';
import { startPayoutJobs } from '#payouts';
import { startAnalyticsJobs } from '#analytics';
import { resumeServers, startServerJobs } from '#servers';
import { onShutdown } from '#lib/shutdown.ts';
import { ConfigError, loadConfig, modeReason, productionProblems, type Config } from '#config';
import { createRuntime } from '#platform/runtime.ts';
import { loadEnvFiles } from './lib/env-files.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { prepareData } from './lib/prepare-data.ts';
import { serveBuiltSite, stopGracefullyOnSignals } from './lib/serve.ts';
import { addSecurityHeadersToStaticPages } from './lib/static-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const envFiles = loadEnvFiles(root);
let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message);
  throw error;
}
const settings = envFiles.length > 0 ? `; read ${envFiles.join(' and ')}, the environment taking precedence` : '';
console.log(`Kiln starts in ${config.mode} mode (${modeReason(config)}${settings}).`);
const problems = productionProblems(config);
if (problems.length > 0) {
  refuse(`Kiln will not start in production mode like this:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`
    + 'To try Kiln on this machine instead, leave PUBLIC_URL unset (or set KILN_MODE=development).');
}

// In production the build is made once, before start (`npm run build`, or the image build): rebuilding in place
// would take a server's memory and serve a half-written dist/ to requests.
if (siteBuildIsStale(root)) {
  if (config.mode === 'development') {
    console.log('Building the site…');
    buildSite(root);
  } else if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
    refuse('The site is not built: run `npm run build`, then start again.');
  } else {
    console.warn('The build is older than the sources: serving it anyway. Run `npm run build` and restart to serve the new code.');
  }
}
await prepareData(config);
addSecurityHeadersToStaticPages(join(root, 'dist'), config);

process.env.HOST = config.HOST;
process.env.PORT = String(config.PORT);
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
const server = await serveBuiltSite(root, config.publicUrl);
stopGracefullyOnSignals(server, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
// The embedded search index lives in the server's own module instance: the first search builds it, so ask now.
const localUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
const started = Date.now();
// Astro checks once, after the first request it is handed, that src/fetch.ts reaches its middleware and actions: an
// API request never does, so a page goes first, or every start would warn about handlers that are in fact called.
await fetch(`${localUrl}/`, { headers: { 'x-ratelimit-key': config.RATELIMIT_BYPASS_KEY ?? '' } }).then((page) => page.arrayBuffer());
const probe = await fetch(`${localUrl}/v2/search?limit=1`, { headers: { 'x-ratelimit-key': config.RATELIMIT_BYPASS_KEY ?? '' } });
const { total_hits: total } = (await probe.json()) as { total_hits: number };
console.log(`Search index ready: ${total} projects in ${Date.now() - started} ms.`);
// The background jobs need no state of the server's: they run beside it on one runtime of their own over the same
// stores (one database connection for all of them), each on a timer that shutdown stops.
const jobs = await createRuntime(config);
// Unreferenced blobs, abandoned writes and expired staged uploads.
startBlobSweeper(jobs);
// The file scanner serves the queue that publishing fills, a second after each publish at most.
startScanner(jobs);
// Renewals, retries and expiries: the same runBillingJobs a Workers Cron Trigger calls.
startBillingJobs(jobs);
// The creator pool's daily distribution, the end of revenue holds and withdrawals' provider status: runPayoutJobs.
startPayoutJobs(jobs);
// Hourly rollups and the 30-day keep of raw events: the same runAnalyticsJobs a Workers Cron Trigger calls.
startAnalyticsJobs(jobs);
// Hosted game servers: backups a crash cut short are marked failed, the servers that were running before come back,
// then a pass every few seconds installs paid servers and stops suspended ones, and the backup job runs queued backups
// and restores. At shutdown the node's servers stop with Kiln and come back at its next start.
await resumeServers(jobs).catch((error: unknown) => console.error(`Could not resume game servers: ${String(error)}`));
startServerJobs(jobs);
onShutdown(async () => (await jobs.nodes.driver()).close());
console.log(`\nKiln is running at ${config.publicUrl}\n`);
