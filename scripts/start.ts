// `npm start`: build the site if stale, ready the database, then serve site and API from one Node process.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { startBlobSweeper } from '#catalog';
import { loadConfig } from '#config';
import { createRuntime } from '#platform/runtime.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { prepareData } from './lib/prepare-data.ts';
import { addSecurityHeadersToStaticPages } from './lib/static-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const config = loadConfig(process.env);

if (siteBuildIsStale(root)) {
  console.log('Building the site…');
  buildSite(root);
}
await prepareData(config);
addSecurityHeadersToStaticPages(join(root, 'dist'), config);

process.env.HOST = config.HOST;
process.env.PORT = String(config.PORT);
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href);
// The embedded search index lives in the server's own module instance: the first search builds it, so ask now.
const localUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
const started = Date.now();
const probe = await fetch(`${localUrl}/v2/search?limit=1`, { headers: { 'x-ratelimit-key': config.RATELIMIT_BYPASS_KEY ?? '' } });
const { total_hits: total } = (await probe.json()) as { total_hits: number };
console.log(`Search index ready: ${total} projects in ${Date.now() - started} ms.`);
// The blob sweep needs no state of the server's: it runs beside it, on a runtime of its own over the same stores.
startBlobSweeper(await createRuntime(config));
console.log(`\nKiln is running at ${config.publicUrl}\n`);
if (config.MAIL_TRANSPORT === 'outbox' && config.mode === 'production') {
  console.warn('Mail goes to the outbox table: nobody receives it, and its links stay readable in the database. Set MAIL_TRANSPORT=http for a public site.');
}
