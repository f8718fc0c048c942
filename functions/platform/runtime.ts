// The process-wide dependencies (config, database, blob store) that services receive, created once on first use.
import { getConfig, type Config } from '#config';
import { openDatabase, type Db } from '#db/client.ts';
import type { BlobStore } from './blobs/port.ts';
import { createLocalBlobStore } from './blobs/local.ts';

export interface Runtime {
  config: Config;
  db: Db;
  blobs: BlobStore;
}

export type RuntimeProvider = () => Promise<Runtime>;

export async function createRuntime(config: Config): Promise<Runtime> {
  const { db } = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  return { config, db, blobs: createLocalBlobStore(config.blobDir) };
}

let shared: Promise<Runtime> | undefined;

/** The shared runtime for the server process (pages and API alike). */
export const getRuntime: RuntimeProvider = () => {
  shared ??= createRuntime(getConfig()).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
};
