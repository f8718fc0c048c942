// `npm run rescan`: queues every published file for the scanner again (after a change to the rules) and scans them
// here, printing progress. A server running beside it shares the queue; each file is scanned once either way.
import { countQueuedScans, queueRescan, runScanJobs } from '#moderation';
import { createRuntime } from '#platform/runtime.ts';
import { commandConfig } from './lib/cli-config.ts';

const runtime = await createRuntime(commandConfig());
const started = performance.now();
const queued = await queueRescan(runtime);
console.log(`rescan: ${queued} files queued`);
let scanned = 0;
let failed = 0;
for (;;) {
  const run = await runScanJobs(runtime, { limit: 32 });
  if (run.scanned + run.failed === 0) break;
  scanned += run.scanned;
  failed += run.failed;
  process.stdout.write(`\rrescan: ${scanned} scanned, ${failed} failed`);
}
const seconds = (performance.now() - started) / 1000;
const waiting = await countQueuedScans(runtime);
console.log(`\nrescan: ${scanned} files in ${seconds.toFixed(1)} s (${(scanned / Math.max(seconds, 0.001)).toFixed(0)} files/s)`
  + (waiting ? `; ${waiting} wait for a retry, which the server's scanner makes` : ''));
// A file that failed is waiting for its retry: the run did not finish the job, and says so by its exit code.
process.exit(failed > 0 ? 1 : 0);
