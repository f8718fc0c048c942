// Opens the libSQL database (a local file with WAL, or a remote Turso/sqld URL) behind a typed drizzle client.
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';

export type Db = LibSQLDatabase<typeof schema>;

export interface Database {
  db: Db;
  client: Client;
  close(): void;
}

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  const client = createClient({ url, authToken });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA synchronous = NORMAL');
    // A demo or benchmark database is hundreds of MB; SQLite's default 2 MB page cache would read most lookups from disk.
    await client.execute('PRAGMA cache_size = -65536');
    await client.execute('PRAGMA mmap_size = 536870912');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  return { db: drizzle(client, { schema }), client, close: () => client.close() };
}

export { schema };
