// Human dates for news and changelog pages, fixed to UTC so a build's time zone never shifts a day.
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 14, 2026". */
export function formatLongDate(date: Date): string {
  return LONG.format(date);
}

/** A "YYYY-MM-DD" day as "March 14, 2026". */
export function formatDay(day: string): string {
  return LONG.format(new Date(`${day}T00:00:00Z`));
}

/** A "YYYY-MM-DD" day's month, as "March 2026". */
export function formatMonth(day: string): string {
  return MONTH.format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
}
