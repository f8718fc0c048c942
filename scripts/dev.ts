// `npm run dev`: ready the database like `npm start`, then run Astro's dev server with hot reload.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadConfig } from '#config';
import { loadEnvFiles } from './lib/env-files.ts';
import { prepareData } from './lib/prepare-data.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
loadEnvFiles(root);
const config = loadConfig(process.env);
await prepareData(config);

const child = spawn(
  process.execPath,
  [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--host', config.HOST, '--port', String(config.PORT)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
