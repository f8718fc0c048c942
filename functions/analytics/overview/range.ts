// The pages' named ranges as UTC days: previous 30 days, this calendar month, last calendar month, or custom.
import { MAX_RANGE_DAYS, type AnalyticsPageQuery, type PageRange } from '#contracts/analytics.ts';

const DAY_MS = 86_400_000;

export interface DayRange {
  range: PageRange;
  /** First and last day, both included. */
  first: string;
  last: string;
  days: string[];
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= Date.parse(`${last}T00:00:00Z`); time += DAY_MS) days.push(dayOf(time));
  return days;
}

function named(range: Exclude<PageRange, 'custom'>, now: Date): [string, string] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === 'previous_30_days') return [dayOf(today - 29 * DAY_MS), dayOf(today)];
  if (range === 'this_month') return [dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), dayOf(today)];
  return [dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)), dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))];
}

/** A custom range that is missing, reversed or too long falls back to the previous 30 days, as the picker's default. */
export function resolveRange(query: Pick<AnalyticsPageQuery, 'range' | 'start' | 'end'>, now: Date): DayRange {
  if (query.range === 'custom' && query.start && query.end && query.start <= query.end) {
    const days = daysBetween(query.start, query.end);
    if (days.length > 0 && days.length <= MAX_RANGE_DAYS) return { range: 'custom', first: query.start, last: query.end, days };
  }
  const range = query.range === 'custom' ? 'previous_30_days' : query.range;
  const [first, last] = named(range, now);
  return { range, first, last, days: daysBetween(first, last) };
}
