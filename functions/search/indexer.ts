// Keeps a search engine fresh from the outbox: each batch is applied to the engine before its rows are deleted,
// so a crash at any point only means the batch is applied again.
import type { Db } from '#db/client.ts';
import type { SearchEngine } from '#platform/search/port.ts';
import { buildSearchDocuments } from './documents.ts';
import { claimOutboxRows, deleteAppliedRows } from './outbox.ts';

const BATCH = 500;

/** Applies pending outbox rows until none is left; returns how many projects were refreshed. */
export async function drainOutbox(db: Db, engine: SearchEngine, onApplied: (projectIds: string[]) => void = () => {}): Promise<number> {
  let applied = 0;
  for (;;) {
    const rows = await claimOutboxRows(db, BATCH);
    if (rows.length === 0) return applied;
    const ids = rows.map((row) => row.projectId);
    const docs = await buildSearchDocuments(db, ids);
    const listed = new Set(docs.map((doc) => doc.project_id));
    await engine.upsert(docs);
    await engine.remove(ids.filter((id) => !listed.has(id)));
    await deleteAppliedRows(db, rows);
    onApplied(ids);
    applied += rows.length;
    if (rows.length < BATCH) return applied;
  }
}

export interface SearchIndexer {
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
}

/** Runs `drain` every `intervalMs`, never two at once; the timer does not keep the process alive. */
export function pollOutbox(drain: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): SearchIndexer {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= drain().catch(onError).finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
