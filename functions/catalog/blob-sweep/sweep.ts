// The blob sweep: expired staged uploads, writes a crash cut short, and blobs no row points at (a crash between a
// blob's write and its row's commit), a bounded batch per run; and the timer a long-running server runs it on.
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import type { Runtime } from '#platform/runtime.ts';
import { sweepStagedUploads } from '../version-publishing/staging.ts';
import { referencedBlobKeys } from './references.ts';

/**
 * How old an unreferenced blob (or an unfinished write) must be before the sweep removes it: far longer than any
 * upload takes between storing its bytes and committing its rows, so the sweep never takes a blob from a publish in
 * progress. Storing the same bytes again renews a blob, which is what keeps a blob a new publish reuses.
 */
export const BLOB_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const INTERVAL_MS = 10 * 60 * 1000;

export interface BlobSweepOptions {
  now?: Date;
  /** Where the previous run stopped: the last key it looked at. */
  after?: string;
  /** How many blobs (and unfinished writes) one run looks at. */
  limit?: number;
}

export interface BlobSweepReport {
  stagedUploads: number;
  abandonedWrites: number;
  blobs: number;
  /** Where the next run carries on; undefined once the run reached the end of the store. */
  next: string | undefined;
}

export async function sweepBlobs(runtime: Runtime, options: BlobSweepOptions = {}): Promise<BlobSweepReport> {
  const { blobs, db } = runtime;
  const now = options.now ?? runtime.clock.now();
  const limit = options.limit ?? BATCH;
  const cutoff = new Date(now.getTime() - BLOB_GRACE_MS);
  const stagedUploads = await sweepStagedUploads(runtime, now);
  const abandonedWrites = await blobs.removeAbandonedWrites(cutoff, limit);
  const entries = await blobs.list({ after: options.after, limit });
  const candidates = entries.filter((entry) => entry.modified < cutoff).map((entry) => entry.key);
  const referenced = await referencedBlobKeys(db, candidates);
  let deleted = 0;
  for (const key of candidates) {
    if (!referenced.has(key) && (await blobs.deleteUnlessStoredSince(key, cutoff))) deleted += 1;
  }
  return { stagedUploads, abandonedWrites, blobs: deleted, next: entries.length < limit ? undefined : entries.at(-1)!.key };
}

/** Runs the sweep every `intervalMs`, each run carrying on where the last stopped. */
export function startBlobSweeper(runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer {
  let after: string | undefined;
  return startJobTimer('blob sweep', async () => {
    after = (await sweepBlobs(runtime, { after })).next;
  }, { intervalMs: options.intervalMs ?? INTERVAL_MS });
}
