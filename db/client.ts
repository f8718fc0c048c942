// Opens the libSQL database (a local file with WAL, or a remote Turso/sqld URL) behind a typed drizzle client.
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';
import { queueWrites } from './write-queue.ts';

export type Db = LibSQLDatabase<typeof schema>;

export interface Database {
  db: Db;
  client: Client;
  close(): void;
}

/** How long a statement waits for another connection's write to finish before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  // The client keeps a pool of connections (a transaction holds one of its own): the busy timeout is given to the
  // client so that every connection waits, not only the first (a PRAGMA reaches only the connection it runs on).
  const opened = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  const client = url.startsWith('file:') ? queueWrites(opened, url) : opened;
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
    // A demo or benchmark database is hundreds of MB; SQLite's default 2 MB page cache would read most lookups from disk.
    await client.execute('PRAGMA cache_size = -65536');
    await client.execute('PRAGMA mmap_size = 536870912');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  return { db: drizzle(client, { schema }), client, close: () => client.close() };
}

export { schema };
