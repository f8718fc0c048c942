// Seeds a believable demo catalog: a worker generates rows and files from the seed; this thread writes them to the DB and blob store.
import { Worker } from 'node:worker_threads';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { hashDemoPasswords } from './accounts.ts';
import { BlobQueue } from './blobqueue.ts';
import { SEEDED_TABLES, type CatalogCounts, type CatalogInput } from './catalog.ts';
import { BulkWriter } from './insert.ts';
import type { MainMessage, WorkerMessage } from './worker.ts';

/** Every seeded date counts back from here unless `now` says otherwise; never from the wall clock. */
export const SEED_BASE_DATE = new Date('2026-11-01T00:00:00Z');

export interface SeedOptions {
  seed: string;
  projects: number;
  /** Base of the download URLs written into seeded modpacks, e.g. http://localhost:4321/cdn (rows store keys). */
  cdnUrl: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedSummary extends CatalogCounts {
  blobBytes: number;
  elapsedMs: number;
}

/** Blob writes allowed to trail behind before a chunk is acknowledged to the worker. */
const BLOB_BACKLOG = 4000;

const TABLES_BY_NAME = new Map<string, SQLiteTable>(SEEDED_TABLES.map((table) => [getTableName(table), table]));

/** True when users or projects exist already (reference tags don't count). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  const [project] = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  return Boolean(user || project);
}

async function catalogInput(db: Db, options: SeedOptions): Promise<CatalogInput> {
  const [gameVersions, categories, platforms] = await Promise.all([
    db.select().from(t.gameVersions), db.select().from(t.categories), db.select().from(t.donationPlatforms),
  ]);
  return {
    seed: options.seed, projects: options.projects, cdnUrl: options.cdnUrl.replace(/\/+$/, ''),
    now: (options.now ?? SEED_BASE_DATE).getTime(),
    gameVersions: gameVersions.map(({ version, versionType, date }) => ({ version, versionType, date })),
    categories: categories.map(({ name, projectType, header }) => ({ name, projectType, header })),
    platforms: platforms.sort((a, b) => a.ordering - b.ordering).map((platform) => platform.short),
  };
}

/**
 * Fills an empty, migrated database (reference data loaded) and the blob store. Deterministic: the same seed,
 * size and `now` give identical rows and file bytes (except the demo accounts' salted password hashes).
 *
 * Generation (prose, zips, hashes) runs in a worker thread while this thread runs SQLite and the blob store,
 * which is what keeps 100k projects within a couple of minutes on two cores.
 */
export async function seedDemoData(db: Db, blobs: BlobStore, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  if (!Number.isInteger(options.projects) || options.projects < 0) throw new Error(`projects must be a whole number ≥ 0, got ${options.projects}`);
  if (await hasDemoData(db)) throw new Error('The database already has users or projects; demo data goes into an empty database.');

  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: await catalogInput(db, options) });
  const send = (message: MainMessage) => worker.postMessage(message);
  const writer = await BulkWriter.begin(db, SEEDED_TABLES).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  const queue = new BlobQueue(blobs);
  let counts: CatalogCounts;
  try {
    const hashing = hashDemoPasswords().then((hashes) => send({ type: 'hashes', hashes }));
    counts = await new Promise<CatalogCounts>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (!settled) reject(error);
        settled = true;
      };
      // Messages are handled strictly in order: rows must reach SQLite in the order the worker made them.
      let chain = Promise.resolve();
      const handle = async (message: WorkerMessage) => {
        switch (message.type) {
          case 'rows': {
            const table = TABLES_BY_NAME.get(message.table);
            if (!table) throw new Error(`Seed worker sent rows for unknown table ${message.table}`);
            await writer.insertPacked(table, message.json, message.count);
            break;
          }
          case 'blobs':
            message.keys.forEach((key, i) => queue.add(key, new Uint8Array(message.buffers[i]!)));
            break;
          case 'chunk':
            await queue.waitBelow(BLOB_BACKLOG);
            send({ type: 'credit' });
            break;
          case 'log':
            log(`${message.line} (${elapsed()})`);
            break;
          case 'done':
            settled = true;
            resolve(message.counts);
            break;
          case 'error':
            throw Object.assign(new Error(`Seed generation failed: ${message.message}`), { stack: message.stack });
        }
      };
      worker.on('message', (message: WorkerMessage) => {
        chain = chain.then(() => (settled ? undefined : handle(message))).catch(fail);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`Seed worker stopped early (exit code ${code})`)));
      hashing.catch(fail);
    });
    // Commit only once every file is on disk, so rows never point at missing blobs.
    await queue.drain();
    await writer.commit();
  } catch (error) {
    await worker.terminate();
    await writer.rollback();
    await queue.drain().catch(() => {});
    throw error;
  }
  await worker.terminate();
  log(`committed ${writer.rowsWritten} rows and ${queue.count} files (${(queue.bytes / 1048576).toFixed(1)} MiB) in ${elapsed()}`);
  return { ...counts, blobBytes: queue.bytes, elapsedMs: Math.round(performance.now() - started) };
}
