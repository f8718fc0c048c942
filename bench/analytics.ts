// Analytics store figures: how many events a second the embedded store takes (one at a time, as page views arrive,
// and in batches), and the p50 of a 90-day, 15-project daily series over hourly rollups. With CLICKHOUSE_URL set, the
// same figures for a ClickHouse server (its database must be empty or Kiln's own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import { applyMigrations } from '#db/migrate.ts';
import { createClickHouseAnalyticsStore } from '#platform/analytics/clickhouse.ts';
import { createEmbeddedAnalyticsStore } from '#platform/analytics/embedded.ts';
import type { AnalyticsEvent, AnalyticsStore } from '#platform/analytics/index.ts';
import { ms, percentile } from './table.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const PROJECTS = Array.from({ length: 15 }, (_, index) => `BENCH${String(index).padStart(3, '0')}`);
const SINGLE_EVENTS = 5_000;
const BATCH_EVENTS = 100_000;
const QUERIES = 50;

const view = (index: number, time: number): AnalyticsEvent => ({
  time: new Date(time), projectId: PROJECTS[index % PROJECTS.length]!, metric: 'views', amount: 1, country: 'DE', dedupeKey: `bench-${time}-${index}`,
});

async function perSecond(count: number, work: () => Promise<void>): Promise<string> {
  const started = performance.now();
  await work();
  return ((count / (performance.now() - started)) * 1000).toFixed(0);
}

/** 90 days of events, one per project per hour, rolled up; then the query a dashboard makes, timed. */
async function figures(store: AnalyticsStore, now: number): Promise<string[][]> {
  const single = await perSecond(SINGLE_EVENTS, async () => {
    for (let index = 0; index < SINGLE_EVENTS; index++) await store.record([view(index, now - index)]);
  });
  const start = now - 90 * DAY_MS;
  const history: AnalyticsEvent[] = [];
  for (let hour = start; hour < now; hour += HOUR_MS) PROJECTS.forEach((_, index) => history.push(view(index, hour)));
  const batched = await perSecond(history.length, async () => {
    for (let index = 0; index < history.length; index += 5_000) await store.record(history.slice(index, index + 5_000));
  });
  await store.rollUp(new Date(now + HOUR_MS));
  const samples: number[] = [];
  for (let run = 0; run < QUERIES; run++) {
    const started = performance.now();
    await store.series({ projectIds: PROJECTS, metric: 'views', start: new Date(start), end: new Date(now), sliceMinutes: 1440 });
    samples.push(performance.now() - started);
  }
  return [
    [`${store.kind}: ingest, one event per call`, `${single} events/s`],
    [`${store.kind}: ingest, batches of 5,000 (${history.length.toLocaleString('en')} events)`, `${batched} events/s`],
    [`${store.kind}: 90 days × 15 projects, daily slices (p50 of ${QUERIES})`, ms(percentile(samples, 50))],
  ];
}

export async function analyticsFigures(): Promise<string[][]> {
  const directory = mkdtempSync(join(tmpdir(), 'kiln-bench-analytics-'));
  const database = await openDatabase(`file:${join(directory, 'kiln.db')}`);
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  try {
    await applyMigrations(database.db);
    const rows = await figures(createEmbeddedAnalyticsStore(database.db), now);
    if (process.env.CLICKHOUSE_URL) {
      const store = createClickHouseAnalyticsStore({ url: process.env.CLICKHOUSE_URL, username: process.env.CLICKHOUSE_USER, password: process.env.CLICKHOUSE_PASSWORD, database: process.env.CLICKHOUSE_DATABASE });
      rows.push(...await figures(store, now));
    }
    return rows;
  } finally {
    database.close();
    rmSync(directory, { recursive: true, force: true });
  }
}
