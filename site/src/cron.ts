// What each Cron Trigger schedule runs on Workers: the job functions a Node server runs on timers (scripts/start.ts),
// each run in turn, a failure logged without stopping the others.
import { drainSearchOutbox } from '#search';
import { runScanJobs } from '#moderation';
import { runBillingJobs } from '#billing';
import { runPayoutJobs } from '#payouts';
import { runAnalyticsJobs } from '#analytics';
import { sweepBlobs } from '#catalog';
import { reconcileServers, runBackupJobs } from '#servers';
import type { Runtime } from '#access';

interface Job {
  name: string;
  run(runtime: Runtime): Promise<unknown>;
}

/** The scanner goes on while files are due, within this much of a run. */
const SCAN_BUDGET_MS = 30_000;
/** Sweep batches per run: enough to walk a large bucket in a few runs. */
const SWEEP_BATCHES = 20;
/** Where the last sweep stopped. An isolate may be recycled between runs; then the next starts at the beginning. */
let sweepAfter: string | undefined;

const searchOutbox: Job = { name: 'search outbox', run: drainSearchOutbox };

const fileScanner: Job = {
  name: 'file scanner',
  async run(runtime) {
    const started = Date.now();
    for (;;) {
      const { scanned, failed } = await runScanJobs(runtime);
      if (scanned + failed === 0 || Date.now() - started > SCAN_BUDGET_MS) return;
    }
  },
};

const serverJobs: Job = {
  name: 'server jobs',
  async run(runtime) {
    // The local node driver runs game servers as processes on its own machine; a Worker has none.
    if (runtime.nodes.kind !== 'wings') return console.warn('server jobs: skipped, game servers on Workers need SERVER_NODES=wings');
    await reconcileServers(runtime);
    // Wings runs backups and restores on the node and reports back: a pass only hands them over.
    return runBackupJobs(runtime);
  },
};

const blobSweep: Job = {
  name: 'blob sweep',
  async run(runtime) {
    // A local blob directory does not outlive a Worker isolate: only a bucket holds files there.
    if (runtime.config.BLOB_STORE === 'local') return console.warn('blob sweep: skipped, files on Workers need BLOB_STORE=r2 (or s3)');
    for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
      sweepAfter = (await sweepBlobs(runtime, { after: sweepAfter })).next;
      if (sweepAfter === undefined) return;
    }
  },
};

const EVERY_MINUTE: Job[] = [
  searchOutbox,
  fileScanner,
  { name: 'billing jobs', run: runBillingJobs },
  { name: 'payout jobs', run: runPayoutJobs },
  serverJobs,
];
const analytics: Job = { name: 'analytics jobs', run: runAnalyticsJobs };

/** The schedules wrangler.toml declares, by their cron expression; each job at about the cadence its Node timer has. */
const SCHEDULES: Readonly<Record<string, readonly Job[]>> = {
  '* * * * *': EVERY_MINUTE,
  '*/5 * * * *': [analytics],
  '*/10 * * * *': [blobSweep],
};

/** A schedule wrangler.toml does not declare (one an operator set) runs every job, so none is left behind. */
const jobsFor = (cron: string): readonly Job[] => SCHEDULES[cron] ?? [...EVERY_MINUTE, analytics, blobSweep];

export async function runSchedule(runtime: Runtime, cron: string): Promise<void> {
  const took: string[] = [];
  for (const job of jobsFor(cron)) {
    const started = Date.now();
    try {
      await job.run(runtime);
      took.push(`${job.name} ${Date.now() - started} ms`);
    } catch (error) {
      took.push(`${job.name} failed`);
      console.error(`${job.name}:`, error);
    }
  }
  console.log(`cron ${cron}: ${took.join(', ')}`);
}
