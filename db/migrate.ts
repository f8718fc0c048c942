// Applies the drizzle-kit migrations in db/migrations to a database (Node only: reads the folder from disk). Forward
// only: every pending migration runs in one transaction, so a failing one leaves the database as it was.
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(db: Db, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}
