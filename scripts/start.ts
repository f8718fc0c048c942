// `npm start`: build the site if stale, ready the database, then serve site and API from one Node process.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { getConfig } from '../functions/config.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { prepareData } from './lib/prepare-data.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const config = getConfig();

if (siteBuildIsStale(root)) {
  console.log('Building the site…');
  buildSite(root);
}
await prepareData(config);

process.env.HOST = config.HOST;
process.env.PORT = String(config.PORT);
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href);
console.log(`\nKiln is running at ${config.publicUrl}\n`);
