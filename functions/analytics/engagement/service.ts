// The daily figures the creator pool is split by, and the revenue each project was credited, for the charts.
import type { Db } from '#db/client.ts';
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

/** Views and playtime per project for one UTC day, from the hourly rollups; projects with neither are left out. */
export async function dailyEngagement(db: Db, day: string): Promise<DailyEngagement[]> {
  const start = dayStart(day);
  const rows = await q.selectEngagement(db, start, start + DAY_MS);
  return rows
    .map((row) => ({ projectId: row.projectId, views: Number(row.views), playtimeSeconds: Number(row.playtimeSeconds) }))
    .filter((row) => row.views > 0 || row.playtimeSeconds > 0);
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
