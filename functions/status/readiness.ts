// Whether this process can take traffic: its database answers, every migration it ships is applied, and search is built.
import type { Runtime } from '#platform/runtime.ts';
import { initSearch, searchIsReady } from '#search';
import journal from '#db/migrations/meta/_journal.json' with { type: 'json' };
import { newestAppliedMigration, pingDatabase } from './queries.ts';

export interface ReadinessChecks {
  database: boolean;
  migrations: boolean;
  search: boolean;
}

/** The newest migration this build ships; an older one applied means `npm start` has not migrated this database yet. */
const NEWEST_SHIPPED = Math.max(...journal.entries.map((entry) => entry.when));

async function databaseChecks(runtime: Runtime): Promise<Pick<ReadinessChecks, 'database' | 'migrations'>> {
  try {
    await pingDatabase(runtime.db);
  } catch {
    return { database: false, migrations: false };
  }
  const applied = await newestAppliedMigration(runtime.db).catch(() => null);
  return { database: true, migrations: applied !== null && applied >= NEWEST_SHIPPED };
}

/**
 * The first ask starts the search build when nothing has yet (a server started without `npm start`'s warm-up), and
 * answers at once: a load balancer polls again rather than waiting on the build.
 */
export async function readiness(runtime: Runtime): Promise<ReadinessChecks> {
  const checks = await databaseChecks(runtime);
  const search = searchIsReady(runtime);
  if (!search && checks.migrations) initSearch(runtime).catch((error: unknown) => console.error('search build:', error));
  return { ...checks, search };
}
