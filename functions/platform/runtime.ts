// The dependencies services receive (config, database, blob store, search engine, mail, clock), assembled from config.
import { ConfigError, type Config } from '#config';
import { openDatabase, type Db } from '#db/client.ts';
import type { BlobStore } from './blobs/port.ts';
import { createLocalBlobStore } from './blobs/local.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { createSearchEngine } from './search/index.ts';
import type { SearchEngine } from './search/port.ts';

export interface Clock {
  now(): Date;
}

export interface Runtime {
  config: Config;
  db: Db;
  blobs: BlobStore;
  search: SearchEngine;
  mail: Mailer;
  clock: Clock;
}

export type RuntimeProvider = () => Promise<Runtime>;

/** What a service that sends mail needs: the mailer, and the database and config its message is made from. */
export type Mailing = Pick<Runtime, 'db' | 'config' | 'mail'>;

const systemClock: Clock = { now: () => new Date() };

/** Switches the configuration accepts whose adapters are not built yet: naming them fails at start, not silently. */
const UNAVAILABLE: { variable: 'BLOB_STORE' | 'PAYMENTS' | 'SERVER_NODES'; value: string }[] = [
  { variable: 'BLOB_STORE', value: 's3' },
  { variable: 'PAYMENTS', value: 'stripe' },
  { variable: 'SERVER_NODES', value: 'wings' },
];

export function assertAdaptersAvailable(config: Config): void {
  for (const { variable, value } of UNAVAILABLE) {
    if (config[variable] === value) throw new ConfigError(`${variable}=${value} has no adapter yet: unset ${variable} to use the embedded default`);
  }
}

/** The runtime over an open database; the blob store defaults to the configured directory. */
export function assembleRuntime(config: Config, db: Db, blobs: BlobStore = createLocalBlobStore(config.blobDir)): Runtime {
  assertAdaptersAvailable(config);
  return { config, db, blobs, search: createSearchEngine(config), mail: createMailer(config, db), clock: systemClock };
}

export async function createRuntime(config: Config): Promise<Runtime> {
  assertAdaptersAvailable(config);
  const { db } = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  return assembleRuntime(config, db);
}
