// Test support: a fresh, migrated libSQL file database with reference data, in its own temp directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '#db/client.ts';
import { applyMigrations } from '#db/migrate.ts';
import { loadReferenceData } from '#db/seed/reference.ts';

export interface TestDatabase extends Database {
  directory: string;
  url: string;
  dispose(): void;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const directory = mkdtempSync(join(tmpdir(), 'kiln-test-'));
  const url = `file:${join(directory, 'kiln.db')}`;
  const database = await openDatabase(url);
  await applyMigrations(database.db);
  await loadReferenceData(database.db);
  return {
    ...database,
    directory,
    url,
    dispose() {
      database.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
