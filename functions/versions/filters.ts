// The version-list filters of GET /project/{id}/version, including the "auto-featured" fallback (contract §4.2).
import type { VersionType } from '../contracts/enums.ts';
import type { VersionParts, VersionRow } from './queries.ts';

export interface VersionListFilter {
  loaders?: string[];
  gameVersions?: string[];
  featured?: boolean;
  versionType?: VersionType;
  limit?: number;
  offset?: number;
}

type Entry = { row: VersionRow; parts: VersionParts };

const intersects = (a: string[], b: string[]) => a.some((item) => b.includes(item));

/** "1.21.4" → "1.21"; snapshots and other names stay as they are. */
const majorOf = (gameVersion: string) => /^(\d+\.\d+)/.exec(gameVersion)?.[1] ?? gameVersion;

/** Newest version per (major game version, loader): what launchers show when nothing is marked featured. */
function autoFeatured(entries: Entry[]): Entry[] {
  const seen = new Set<string>();
  const picked: Entry[] = [];
  for (const entry of entries) {
    const keys = entry.parts.gameVersions.flatMap((gv) => entry.parts.loaders.map((loader) => `${majorOf(gv)}|${loader}`));
    if (keys.some((key) => !seen.has(key))) picked.push(entry);
    for (const key of keys) seen.add(key);
  }
  return picked;
}

/** Applies the filters to versions sorted newest first. */
export function filterVersions(entries: Entry[], filter: VersionListFilter): Entry[] {
  let result = entries.filter(({ row, parts }) => {
    if (filter.loaders && !intersects(parts.loaders, [...filter.loaders, 'mrpack'])) return false;
    if (filter.gameVersions && parts.gameVersions.length > 0 && !intersects(parts.gameVersions, filter.gameVersions)) return false;
    if (filter.versionType && row.versionType !== filter.versionType) return false;
    return true;
  });
  if (filter.featured !== undefined) {
    const matching = result.filter(({ row }) => row.featured === filter.featured);
    result = filter.featured && matching.length === 0 ? autoFeatured(result) : matching;
  }
  const offset = filter.offset ?? 0;
  return result.slice(offset, filter.limit === undefined ? undefined : offset + filter.limit);
}
