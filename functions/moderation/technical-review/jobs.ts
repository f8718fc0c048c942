// The scan job: serves the queue that publishing fills, one file at a time off the event loop, then approves trusted
// creators' submissions whose files all passed. The Node server runs it on a timer (startScanner, from
// scripts/start.ts); `npm run rescan` and a Workers Cron Trigger call runScanJobs alike.
import { packDownloadHosts } from '#contracts/pack-downloads.ts';
import { startJobTimer, type JobTimer } from '#lib/job-timer.ts';
import { blobSource } from '#lib/zip/byte-reads.ts';
import type { Runtime } from '#platform/runtime.ts';
import * as q from './queries.ts';
import { scanOffThread, stopScanWorker } from './scanner/off-thread.ts';
import { approveTrustedSubmissions } from '../review/trusted.ts';
import { recordScan } from './service.ts';

/** Files claimed per run; each is scanned before the next, so a run stays short whatever the queue holds. */
const BATCH = 8;
/** A claimed file not answered within this (a crashed run) is claimed again. */
const LEASE_MS = 15 * 60_000;
/** After this many failed attempts the file is recorded as unscannable, which holds its version for staff. */
export const SCAN_ATTEMPTS_MAX = 5;
const retryDelayMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

export interface ScanRun {
  scanned: number;
  failed: number;
}

async function scanOne(runtime: Runtime, job: q.ClaimedScan, now: Date): Promise<void> {
  const file = await q.selectFileToScan(runtime.db, job.fileId);
  // Removed since it was queued: nothing left to scan or to hold.
  if (!file) return q.deleteServedScan(runtime.db, job);
  const source = blobSource(runtime.blobs, file.blobKey, file.size);
  const report = await scanOffThread(file.filename, source, { packHosts: packDownloadHosts(runtime.config.cdnUrl) });
  await recordScan(runtime.db, file, report, now, job);
}

async function giveUp(runtime: Runtime, job: q.ClaimedScan, error: unknown, now: Date): Promise<void> {
  const file = await q.selectFileToScan(runtime.db, job.fileId);
  if (!file) return q.deleteServedScan(runtime.db, job);
  const detail = `scanning failed ${job.attempts} times: ${error instanceof Error ? error.message : String(error)}`;
  const finding = { rule: 'unscannable' as const, severity: 'high' as const, entry: '', className: null, method: null, detail: detail.slice(0, 1000) };
  await recordScan(runtime.db, file, { findings: [finding], classes: 0, archives: 0, inflatedBytes: 0 }, now, job);
}

/** Scans the files that are due, up to `limit`; a failure is retried later, with growing delays. */
export async function runScanJobs(runtime: Runtime, options: { limit?: number; now?: Date } = {}): Promise<ScanRun> {
  const now = options.now ?? new Date();
  const claimed = await q.claimDueScans(runtime.db, now, new Date(now.getTime() + LEASE_MS), options.limit ?? BATCH);
  const run: ScanRun = { scanned: 0, failed: 0 };
  for (const job of claimed) {
    try {
      await scanOne(runtime, job, now);
      run.scanned++;
    } catch (error) {
      run.failed++;
      console.error(`file scan of ${job.fileId}:`, error);
      if (job.attempts >= SCAN_ATTEMPTS_MAX) await giveUp(runtime, job, error, now);
      else await q.retryScanAt(runtime.db, job.fileId, new Date(now.getTime() + retryDelayMs(job.attempts)));
    }
  }
  // A trusted creator's submission waits only for its files' scans, which this run may have finished.
  await approveTrustedSubmissions(runtime, now);
  return run;
}

/** Queues every published file again, for a rescan after the rules changed; returns how many. */
export const queueRescan = (runtime: Runtime, now = new Date()) => q.queueEveryFile(runtime.db, now);

export const countQueuedScans = (runtime: Runtime) => q.countQueuedScans(runtime.db);

/** Serves the queue every `intervalMs` (a second: a held version should be hidden moments after it is published). */
export const startScanner = (runtime: Runtime, options: { intervalMs?: number } = {}): JobTimer => startJobTimer('file scanner', async () => {
  let run: ScanRun;
  // A full batch means more is waiting: go on at once rather than a tick later.
  do run = await runScanJobs(runtime); while (run.scanned + run.failed === BATCH);
}, { intervalMs: options.intervalMs ?? 1000, onStop: stopScanWorker });
