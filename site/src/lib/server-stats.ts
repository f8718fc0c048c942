// How the server panel words its live numbers (CPU, memory, storage, uptime, players), shared by the page as rendered
// and the island that refreshes it, so both always say the same thing the same way.
import type { ServerStatsView } from '#contracts/servers.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Sizes as people read them: whole megabytes below a gigabyte, else gigabytes with a decimal when it matters. */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < GB) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / MB)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / GB)} GB`;
}

export const formatMegabytes = (megabytes: number, locale: string) => formatBytes(megabytes * MB, locale);

/** "3d 4h 5m": the two largest units that are not zero (minutes alone for a fresh start). */
export function formatUptime(ms: number, locale: string): string {
  const minutes = Math.floor(ms / 60_000);
  const parts: [number, 'day' | 'hour' | 'minute'][] = [[Math.floor(minutes / 1440), 'day'], [Math.floor(minutes / 60) % 24, 'hour'], [minutes % 60, 'minute']];
  const shown = parts.filter(([value]) => value > 0).slice(0, 2);
  return (shown.length > 0 ? shown : [[0, 'minute'] as const])
    .map(([value, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value))
    .join(' ');
}

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** The words the numbers are set in; `ofLimit` holds {{used}} and {{limit}}, `playersCount` {{online}} and {{max}}. */
export interface StatsWords {
  ofLimit: string;
  playersCount: string;
  noPlayers: string;
  playersUnknown: string;
  offline: string;
}

export interface StatsText {
  cpu: string;
  memory: string;
  memoryDetail: string;
  storage: string;
  storageDetail: string;
  uptime: string;
  players: string;
  playerNames: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export function statsText(stats: ServerStatsView, ramAsNumber: boolean, words: StatsWords, locale: string): StatsText {
  const live = stats.state === 'running' || stats.state === 'starting' || stats.state === 'stopping';
  const memoryShare = stats.memory_limit_bytes > 0 ? (stats.memory_bytes / stats.memory_limit_bytes) * 100 : 0;
  const storageShare = stats.disk_limit_bytes > 0 ? (stats.disk_bytes / stats.disk_limit_bytes) * 100 : 0;
  const memoryOf = fill(words.ofLimit, { used: formatBytes(stats.memory_bytes, locale), limit: formatBytes(stats.memory_limit_bytes, locale) });
  return {
    cpu: formatPercent(stats.cpu_percent, locale),
    memory: ramAsNumber ? formatBytes(stats.memory_bytes, locale) : formatPercent(memoryShare, locale),
    memoryDetail: ramAsNumber ? fill(words.ofLimit, { used: '', limit: formatBytes(stats.memory_limit_bytes, locale) }).trim() : memoryOf,
    storage: formatPercent(storageShare, locale),
    storageDetail: fill(words.ofLimit, { used: formatBytes(stats.disk_bytes, locale), limit: formatBytes(stats.disk_limit_bytes, locale) }),
    uptime: live ? formatUptime(stats.uptime_ms, locale) : words.offline,
    players: stats.players ? fill(words.playersCount, { online: String(stats.players.online), max: String(stats.players.max) }) : '—',
    playerNames: stats.players ? (stats.players.sample.length > 0 ? stats.players.sample.join(', ') : words.noPlayers) : words.playersUnknown,
  };
}
