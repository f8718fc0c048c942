// The daily figures the creator pool is split by, and the revenue each project was credited, for the charts.
import type { Db } from '#db/client.ts';
import type { AnalyticsStore } from '#platform/analytics/index.ts';
import * as q from './queries.ts';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DailyEngagement {
  projectId: string;
  views: number;
  playtimeSeconds: number;
}

function dayStart(day: string): number {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(start)) throw new RangeError(`${day} is not a day (YYYY-MM-DD)`);
  return start;
}

/** Views and playtime per project for one UTC day, from whichever analytics store is configured; projects with neither are left out. */
export async function dailyEngagement(store: AnalyticsStore, day: string): Promise<DailyEngagement[]> {
  const start = dayStart(day);
  const totals = await store.totals({ metrics: ['views', 'playtime'], start: new Date(start), end: new Date(start + DAY_MS) });
  const byProject = new Map<string, DailyEngagement>();
  for (const row of totals) {
    const entry = byProject.get(row.projectId) ?? { projectId: row.projectId, views: 0, playtimeSeconds: 0 };
    if (row.metric === 'views') entry.views += row.amount;
    else entry.playtimeSeconds += row.amount;
    byProject.set(row.projectId, entry);
  }
  return [...byProject.values()].filter((row) => row.views > 0 || row.playtimeSeconds > 0).sort((a, b) => (a.projectId < b.projectId ? -1 : 1));
}

/**
 * Records revenue credited to projects, in minor units. A row replaces what was recorded for the same project, day
 * and currency, so splitting a day's pool again never counts it twice. Takes the caller's transaction, so the figure
 * commits with the ledger entries it mirrors.
 */
export async function recordProjectRevenue(db: Db | q.Tx, rows: q.RevenueRow[]): Promise<void> {
  for (const row of rows) {
    dayStart(row.day);
    if (!Number.isSafeInteger(row.amount) || row.amount < 0) throw new RangeError('revenue is a whole, non-negative number of minor units');
  }
  await q.upsertRevenue(db, rows);
}
