// The version-list filters of GET /project/{id}/version, including the "auto-featured" fallback (api-compat §version-lists).
import type { VersionType } from '#contracts/enums.ts';
import type { VersionRecord } from './queries.ts';

export interface VersionListFilter {
  loaders?: string[];
  gameVersions?: string[];
  featured?: boolean;
  versionType?: VersionType;
  limit?: number;
  offset?: number;
}

const intersects = (a: string[], b: string[]) => a.some((item) => b.includes(item));

/** "1.21.4" → "1.21"; snapshots and other names stay as they are. */
const majorOf = (gameVersion: string) => /^(\d+\.\d+)/.exec(gameVersion)?.[1] ?? gameVersion;

/** Newest version per (major game version, loader): what launchers show when nothing is marked featured. */
function autoFeatured(records: VersionRecord[]): VersionRecord[] {
  const seen = new Set<string>();
  const picked: VersionRecord[] = [];
  for (const record of records) {
    const keys = record.view.game_versions.flatMap((gv) => record.view.loaders.map((loader) => `${majorOf(gv)}|${loader}`));
    if (keys.some((key) => !seen.has(key))) picked.push(record);
    for (const key of keys) seen.add(key);
  }
  return picked;
}

/** Applies the filters to versions sorted newest first. */
export function filterVersions(records: VersionRecord[], filter: VersionListFilter): VersionRecord[] {
  let result = records.filter(({ view }) => {
    if (filter.loaders && !intersects(view.loaders, [...filter.loaders, 'mrpack'])) return false;
    if (filter.gameVersions && view.game_versions.length > 0 && !intersects(view.game_versions, filter.gameVersions)) return false;
    if (filter.versionType && view.version_type !== filter.versionType) return false;
    return true;
  });
  if (filter.featured !== undefined) {
    const matching = result.filter(({ view }) => view.featured === filter.featured);
    result = filter.featured && matching.length === 0 ? autoFeatured(result) : matching;
  }
  const offset = filter.offset ?? 0;
  return result.slice(offset, filter.limit === undefined ? undefined : offset + filter.limit);
}
