// Command line for demo data: sh scripts/node.sh db/seed/cli.ts [--projects N] [--seed S] [--db file:path] [--blobs dir] [--reset]
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#config';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { openDatabase } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { hasDemoData, seedDemoData } from './generate.ts';
import { loadReferenceData } from './reference.ts';
import { seedTechnicalReview } from './technical-review.ts';
import { seedBilling } from './billing.ts';
import { seedPayouts } from './payouts.ts';
import { seedAnalytics } from './analytics.ts';
import { seedModeration } from './moderation.ts';
import { seedMixedLoaders } from './mixed-loaders.ts';

const HELP = `Seeds Kiln with demo users, projects, versions and files.

Usage: sh scripts/node.sh db/seed/cli.ts [options]

  --projects N   how many projects to generate (default 500, or SEED_PROJECTS)
  --seed S       seed string; the same seed and size give the same data (default "kiln", or SEED)
  --db URL       database URL (default file:.data/kiln.db, or DATABASE_URL / DATA_DIR)
  --blobs DIR    blob directory for the files (default .data/blobs, or BLOB_DIR / DATA_DIR)
  --cdn URL      base of the download URLs inside seeded modpacks (default http://localhost:4321/cdn, or CDN_URL)
  --reset        delete the database file and blob directory first
  -h, --help     show this help
`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        projects: { type: 'string' }, seed: { type: 'string' }, db: { type: 'string' }, blobs: { type: 'string' },
        cdn: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n\n${HELP}`);
  }
  if (args.help) {
    console.log(HELP);
    return;
  }

  // The same defaults the server uses, so a plain `npm run seed` fills the database `npm start` opens.
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const url = args.db ?? config.databaseUrl;
  const blobDir = resolve(args.blobs ?? config.blobDir);
  const seed = args.seed ?? config.SEED;
  const projects = args.projects === undefined ? config.SEED_PROJECTS : Number(args.projects);
  if (!Number.isInteger(projects) || projects < 0) fail(`--projects must be a whole number ≥ 0, got "${args.projects}"`);
  const cdnUrl = args.cdn ?? config.cdnUrl;
  const file = url.startsWith('file:') ? resolve(url.slice('file:'.length)) : null;

  if (args.reset) {
    if (!file) fail('--reset only works with a local file: database; clear a remote database yourself.');
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
    rmSync(blobDir, { recursive: true, force: true });
    console.log(`Removed ${file} and ${blobDir}.`);
  }
  if (file) mkdirSync(dirname(file), { recursive: true });

  const database = await openDatabase(url, config.DATABASE_AUTH_TOKEN);
  try {
    await applyMigrations(database.db);
    await loadReferenceData(database.db);
    if (await hasDemoData(database.db)) {
      console.log(`${url} already has users or projects, so nothing was seeded.\nRun again with --reset to start over from an empty database.`);
      return;
    }
    console.log(`Seeding ${projects} projects with seed "${seed}" into ${url} (files in ${blobDir})...`);
    const blobs = createLocalBlobStore(blobDir);
    const summary = await seedDemoData(database.db, blobs, { seed, projects, cdnUrl, log: (line) => console.log(`  ${line}`) });
    await seedTechnicalReview(database.db, blobs, { seed });
    await seedBilling(database.db, { seed, now: new Date() });
    await seedPayouts(database.db, { seed, now: new Date() });
    await seedAnalytics(database.db, { seed, now: new Date() });
    await seedModeration(database.db, { seed });
    await seedMixedLoaders(database.db);
    console.log([
      `Done in ${(summary.elapsedMs / 1000).toFixed(1)}s:`,
      `  ${summary.users} users, ${summary.organizations} organizations, ${summary.teamMembers} team members`,
      `  ${summary.projects} projects, ${summary.versions} versions, ${summary.files} files (${(summary.blobBytes / 1048576).toFixed(1)} MiB), ${summary.dependencies} dependencies`,
      `  ${summary.follows} follows, ${summary.collections} collections, ${summary.galleryItems} gallery images`,
      'Demo accounts:',
      ...Object.values(DEMO_ACCOUNTS).map((account) => `  ${account.username.padEnd(10)} ${account.email.padEnd(26)} ${account.password}`),
    ].join('\n'));
  } finally {
    database.close();
  }
}

await main();
