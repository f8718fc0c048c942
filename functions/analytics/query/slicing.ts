// Turning an asked time range and resolution into whole-hour slices within the contract's limits.
import { MAX_SLICES, MIN_SLICE_MINUTES } from '#contracts/analytics.ts';
import { badRequest } from '#contracts/errors.ts';

const HOUR_MS = 3_600_000;

export interface Slicing {
  /** Start of the first slice, on a whole UTC hour. */
  start: Date;
  end: Date;
  sliceMinutes: number;
  slices: number;
}

/** Rollups are hourly, so a slice is a whole number of hours: a 90-minute slice would split an hour between two. */
export function sliceRange(startAt: Date, end: Date, resolution: { slices: number } | { minutes: number }): Slicing {
  const start = new Date(Math.floor(startAt.getTime() / HOUR_MS) * HOUR_MS);
  const rangeMinutes = (end.getTime() - start.getTime()) / 60_000;
  if (!(rangeMinutes > 0)) throw badRequest('the time range must end after it starts');
  const asked = 'slices' in resolution ? rangeMinutes / resolution.slices : resolution.minutes;
  const sliceMinutes = Math.max(MIN_SLICE_MINUTES, Math.ceil(asked / 60) * 60);
  const slices = Math.ceil(rangeMinutes / sliceMinutes);
  if (slices > MAX_SLICES) throw badRequest(`the time range holds ${slices} slices of ${sliceMinutes} minutes; at most ${MAX_SLICES} are allowed`);
  return { start, end, sliceMinutes, slices };
}
