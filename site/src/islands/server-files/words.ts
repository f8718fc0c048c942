// How the Files page words things: its message group (typed from the en-US file), placeholders, sizes and times.
import type { Messages } from '#site/lib/messages.ts';

export type FilesWords = Messages<'serverFiles.island'>;

export { fill } from '../shared/fill.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes of single files, where a byte count matters too: 1,000-based like the browser's download shelf. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${UNITS[unit]}`;
}

/**
 * The server renders times in UTC (it cannot know the zone); the island shows local time once it runs, and renders
 * UTC until then so its first render matches the server's markup.
 */
export function formatModified(iso: string, locale: string, local: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${local}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(local ? {} : { timeZone: 'UTC' }) })));
  return format.format(date);
}

/** One formatter per locale and zone: making one per row would cost more than the rows. */
const formats = new Map<string, Intl.DateTimeFormat>();
