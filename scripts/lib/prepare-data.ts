// Readies the database for serving: migrations, reference data, demo data on an empty database, the search index.
import { mkdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Config } from '#config';
import { openDatabase } from '#db/client.ts';
import { applyMigrations } from '#db/migrate.ts';
import { loadReferenceData } from '#db/seed/reference.ts';
import { seedDemoData } from '#db/seed/generate.ts';
import { projects } from '#db/schema/index.ts';
import { createLocalBlobStore } from '#platform/blobs/local.ts';

export async function prepareData(config: Config, log: (line: string) => void = console.log): Promise<void> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const database = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  try {
    await applyMigrations(database.db);
    await loadReferenceData(database.db);
    const [row] = await database.db.select({ total: count() }).from(projects);
    if ((row?.total ?? 0) === 0 && config.SEED_PROJECTS > 0) {
      log(`Seeding demo data (${config.SEED_PROJECTS} projects, seed "${config.SEED}")…`);
      const summary = await seedDemoData(database.db, createLocalBlobStore(config.blobDir), {
        seed: config.SEED,
        projects: config.SEED_PROJECTS,
        cdnUrl: config.cdnUrl,
      });
      log(`Seeded ${summary.projects} projects, ${summary.versions} versions and ${summary.users} users in ${Math.round(summary.elapsedMs)} ms.`);
    }
  } finally {
    database.close();
  }
}
