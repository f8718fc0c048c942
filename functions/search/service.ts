// Project search over the runtime's engine: its initial build, full rebuilds, queries, and the outbox writers call.
import type { SearchSort } from '#contracts/search.ts';
import type { FilterNode, SearchResult } from '#platform/search/port.ts';
import type { Runtime } from '#platform/runtime.ts';
import { onShutdown } from '#lib/shutdown.ts';
import { projectsChanged } from '#lib/project-changes.ts';
import { sharedAnswers } from '#lib/shared-answers.ts';
import { buildAllSearchDocuments } from './documents.ts';
import { drainOutbox, pollOutbox, type SearchIndexer } from './indexer.ts';
import { deleteRowsEnqueuedBefore, insertOutboxRows, type DbWriter } from './outbox.ts';
import { cachedResult, forgetCachedResults } from './result-cache.ts';

/** Longer than any write transaction: rows enqueued this close to a rebuild may not be in its snapshot. */
const REBUILD_OVERLAP_MS = 60_000;

const initialised = new WeakMap<Runtime, Promise<void>>();
const built = new WeakSet<Runtime>();
const indexers = new WeakMap<Runtime, SearchIndexer>();
/** Projects refreshed while a rebuild reads its snapshot: the new index may predate them, so they go again. */
const refreshedDuringRebuild = new WeakMap<Runtime, Set<string>>();

export interface RebuildReport {
  documents: number;
  buildMs: number;
  indexMs: number;
}

/** Rebuilds the whole index from the database through the document builder. */
export async function rebuildSearchIndex(runtime: Runtime, log: (line: string) => void = () => {}): Promise<RebuildReport> {
  const engine = runtime.search;
  const refreshed = new Set<string>();
  refreshedDuringRebuild.set(runtime, refreshed);
  const started = Date.now();
  let built = started;
  let docs;
  try {
    docs = await buildAllSearchDocuments(runtime.db);
    built = Date.now();
    log(`search: built ${docs.length} documents in ${built - started} ms`);
    await engine.replaceAll(docs);
    forgetCachedResults(runtime);
    sharedAnswers.forgetSearches();
  } finally {
    refreshedDuringRebuild.delete(runtime);
  }
  const indexed = Date.now();
  log(`search: ${engine.name} index holds ${await engine.count()} documents (indexed in ${indexed - built} ms)`);
  await deleteRowsEnqueuedBefore(runtime.db, new Date(started - REBUILD_OVERLAP_MS));
  await insertOutboxRows(runtime.db, [...refreshed]);
  return { documents: docs.length, buildMs: built - started, indexMs: indexed - built };
}

export interface InitOptions {
  log?: (line: string) => void;
  /** Start draining the outbox into the embedded index (default true; tests drive it themselves). */
  indexer?: boolean;
}

/**
 * A Node server runs for as long as it serves, so it keeps any engine fresh on a timer; on Workers an isolate may
 * end after its request, and a Cron Trigger drains the outbox instead (drainSearchOutbox).
 */
const LONG_RUNNING = globalThis.navigator?.userAgent?.startsWith('Node.js/') === true;

/**
 * Readies search once per runtime: the embedded index is built from the database; a Typesense cluster keeps its
 * index, built only when missing or empty. Either way the outbox drainer starts with it in a long-running process.
 * Searches wait for this, so the first one builds the index if the server did not do it at boot.
 */
export function initSearch(runtime: Runtime, options: InitOptions = {}): Promise<void> {
  let ready = initialised.get(runtime);
  if (!ready) {
    const engine = runtime.search;
    ready = (async () => {
      if (engine.name === 'embedded' || (await engine.count()) === 0) await rebuildSearchIndex(runtime, options.log);
    })();
    ready.then(() => built.add(runtime), () => initialised.delete(runtime));
    initialised.set(runtime, ready);
    if (options.indexer !== false && (engine.name === 'embedded' || LONG_RUNNING)) startSearchIndexer(runtime);
  }
  return ready;
}

/** Whether the runtime's index has been readied, without starting that work. */
export const searchIsReady = (runtime: Runtime): boolean => built.has(runtime);

/** Applies every pending outbox row to the engine now (the indexer's tick; a cron trigger's job when scaled out). */
export async function drainSearchOutbox(runtime: Runtime): Promise<number> {
  await initSearch(runtime);
  return drainOutbox(runtime.db, runtime.search, (ids) => {
    const refreshed = refreshedDuringRebuild.get(runtime);
    for (const id of ids) refreshed?.add(id);
    forgetCachedResults(runtime);
    // Again after the commit: a copy read between the writer's enqueue and its commit may hold the old state.
    projectsChanged(ids);
    sharedAnswers.forgetSearches();
  });
}

/** Drains the outbox every `intervalMs`; one indexer per runtime, so calling it again returns the running one. */
export function startSearchIndexer(
  runtime: Runtime,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): SearchIndexer {
  const running = indexers.get(runtime);
  if (running) return running;
  const onError = options.onError ?? ((error: unknown) => console.error('search indexer:', error));
  const poller = pollOutbox(() => drainSearchOutbox(runtime), options.intervalMs ?? 200, onError);
  const indexer = {
    async stop() {
      forget();
      if (indexers.get(runtime) === indexer) indexers.delete(runtime);
      await poller.stop();
    },
  };
  const forget = onShutdown(() => indexer.stop());
  indexers.set(runtime, indexer);
  return indexer;
}

/** Stops the runtime's indexer, if any (server shutdown, tests). */
export async function stopSearchIndexer(runtime: Runtime): Promise<void> {
  await indexers.get(runtime)?.stop();
}

/** Marks projects for re-indexing; call it inside the transaction that changes them (or their versions). */
export async function enqueueSearchRefresh(tx: DbWriter, projectIds: readonly string[]): Promise<void> {
  await insertOutboxRows(tx, projectIds);
  projectsChanged(projectIds);
}

export interface ProjectSearch {
  query: string;
  filter: FilterNode | null;
  sort: SearchSort;
  /** Already rounded down to a multiple of `limit`. */
  offset: number;
  limit: number;
}

export async function searchProjects(runtime: Runtime, search: ProjectSearch): Promise<SearchResult> {
  await initSearch(runtime);
  return runtime.search.search(search);
}

/** The same search for a page everyone sees: answered from a few seconds' cache until the index changes. */
export function searchProjectsForPage(runtime: Runtime, search: ProjectSearch): Promise<SearchResult> {
  return cachedResult(runtime, JSON.stringify(search), () => searchProjects(runtime, search));
}
