// `npm run migrate`: applies pending migrations and the reference data to the configured database (DATABASE_URL, with
// DATABASE_AUTH_TOKEN for Turso), then exits — how a deployment without a long-running Node server (Workers) readies
// its database before the new code serves.
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import { applyMigrations } from '#db/migrate.ts';
import { loadReferenceData } from '#db/seed/reference.ts';
import { loadEnvFiles } from './lib/env-files.ts';

loadEnvFiles(fileURLToPath(new URL('..', import.meta.url)));
try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  try {
    await applyMigrations(database.db);
    await loadReferenceData(database.db);
  } finally {
    database.close();
  }
  console.log(`Migrated ${config.databaseUrl.replace(/\?.*$/, '')}.`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
