// Test support for the seed: a fresh test database and blob directory filled by seedDemoData, with row and blob readers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Row } from '@libsql/client';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { seedDemoData, type SeedSummary } from './generate.ts';

export const TEST_CDN = 'http://cdn.test/cdn';

export interface SeededDatabase {
  database: TestDatabase;
  blobDir: string;
  summary: SeedSummary;
  rows(sql: string, args?: (string | number)[]): Promise<Row[]>;
  readBlob(key: string): Uint8Array;
  dispose(): void;
}

export async function seedTestDatabase(seed: string, projects: number): Promise<SeededDatabase> {
  const database = await createTestDatabase();
  const blobDir = mkdtempSync(join(tmpdir(), 'kiln-seed-blobs-'));
  try {
    const summary = await seedDemoData(database.db, createLocalBlobStore(blobDir), { seed, projects, cdnUrl: TEST_CDN });
    return {
      database, blobDir, summary,
      rows: async (sql, args = []) => (await database.client.execute({ sql, args })).rows,
      readBlob: (key) => new Uint8Array(readFileSync(join(blobDir, key))),
      dispose() {
        database.dispose();
        rmSync(blobDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    database.dispose();
    rmSync(blobDir, { recursive: true, force: true });
    throw error;
  }
}
