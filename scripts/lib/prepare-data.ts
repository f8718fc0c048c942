// Readies the database for serving: migrations, reference data, and in development demo data on an empty database.
import { mkdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Config } from '#config';
import { openDatabase } from '#db/client.ts';
import { applyMigrations } from '#db/migrate.ts';
import { loadReferenceData } from '#db/seed/reference.ts';
import { seedDemoData } from '#db/seed/generate.ts';
import { seedTechnicalReview } from '#db/seed/technical-review.ts';
import { seedBilling } from '#db/seed/billing.ts';
import { seedPayouts } from '#db/seed/payouts.ts';
import { seedAnalytics } from '#db/seed/analytics.ts';
import { seedModeration } from '#db/seed/moderation.ts';
import { seedMixedLoaders } from '#db/seed/mixed-loaders.ts';
import { seedServers } from '#db/seed/servers.ts';
import { seedServerNotices } from '#db/seed/server-notices.ts';
import { projects } from '#db/schema/index.ts';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { createServerNodes } from '#platform/server-nodes/index.ts';
import { runScanJobs } from '#moderation';

export async function prepareData(config: Config, log: (line: string) => void = console.log): Promise<void> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const database = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  try {
    await applyMigrations(database.db);
    await loadReferenceData(database.db);
    // A public site starts empty: demo accounts have published passwords, and demo projects are not its content.
    if (config.mode === 'production') return;
    const [row] = await database.db.select({ total: count() }).from(projects);
    if ((row?.total ?? 0) === 0 && config.SEED_PROJECTS > 0) {
      log(`Seeding demo data (${config.SEED_PROJECTS} projects, seed "${config.SEED}")…`);
      const blobs = createLocalBlobStore(config.blobDir);
      const summary = await seedDemoData(database.db, blobs, {
        seed: config.SEED,
        projects: config.SEED_PROJECTS,
        cdnUrl: config.cdnUrl,
      });
      await seedTechnicalReview(database.db, blobs, { seed: config.SEED });
      // Scanned before the server opens, so the demo's held version is never served while its scan waits.
      await runScanJobs(assembleRuntime(config, database.db, blobs));
      await seedBilling(database.db, { seed: config.SEED, now: new Date() });
      await seedPayouts(database.db, { seed: config.SEED, now: new Date() });
      await seedAnalytics(database.db, { seed: config.SEED, now: new Date() });
      await seedModeration(database.db, { seed: config.SEED });
      await seedMixedLoaders(database.db);
      const [node] = createServerNodes(config).nodes;
      if (node) await seedServers(database.db, { seed: config.SEED, now: new Date(), node: { id: node.id, region: node.region, port: node.ports.from } });
      await seedServerNotices(database.db, { now: new Date() });
      log(`Seeded ${summary.projects} projects, ${summary.versions} versions and ${summary.users} users in ${Math.round(summary.elapsedMs)} ms.`);
    }
  } finally {
    database.close();
  }
}
