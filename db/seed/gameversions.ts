// Minecraft release timeline: which releases a version supports, loader ranges, pack formats and loader versions.
import type { Random } from './random.ts';

export interface Release {
  version: string;
  time: number;
  index: number;
}

const parsed = new Map<string, number[]>();
/** Parsing dominated profiles (it runs for every file), and there are only ~100 distinct versions. */
function parts(version: string): number[] {
  let cached = parsed.get(version);
  if (!cached) {
    cached = version.split('.').map(Number);
    parsed.set(version, cached);
  }
  return cached;
}

/** Numeric comparison: "1.21.10" is newer than "1.21.9", and "26.1" newer than "1.21.11". */
export function compareMinecraft(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Full releases only (no snapshots), oldest first. */
export function releaseTimeline(rows: readonly { version: string; versionType: string; date: Date }[]): Release[] {
  return rows
    .filter((row) => row.versionType === 'release' && /^\d+(\.\d+)*$/.test(row.version))
    .sort((a, b) => compareMinecraft(a.version, b.version))
    .map((row, index) => ({ version: row.version, time: row.date.getTime(), index }));
}

/** Oldest and newest release a loader exists for (null: no bound). */
export const LOADER_RANGES: Record<string, readonly [string | null, string | null]> = {
  fabric: ['1.14', null], quilt: ['1.18.2', null], neoforge: ['1.20.2', null], forge: ['1.7.10', null],
  'legacy-fabric': ['1.8.9', '1.13.2'], ornithe: ['1.8.9', '1.13.2'], liteloader: ['1.7.10', '1.12.2'], rift: ['1.13', '1.13.2'],
  bukkit: ['1.8.8', null], spigot: ['1.8.8', null], paper: ['1.8.8', null], purpur: ['1.14.4', null], folia: ['1.19.4', null],
  sponge: ['1.12.2', null], bungeecord: ['1.8', null], waterfall: ['1.8', null], velocity: ['1.8', null],
  iris: ['1.16.5', null], optifine: ['1.8.9', null], canvas: ['1.16.5', null], vanilla: ['1.17', null],
  datapack: ['1.13', null], minecraft: ['1.8', null],
};

/** Releases that many projects stay on long after newer ones ship. */
export const POPULAR_RELEASES = ['1.20.1', '1.21.1', '1.19.2', '1.18.2', '1.16.5', '1.12.2', '1.20.4', '1.21.4', '1.8.9', '1.7.10'];

export class Timeline {
  readonly releases: Release[];
  readonly #byVersion: Map<string, Release>;
  readonly #ranges = new Map<string, [number, number] | null>();

  constructor(releases: Release[]) {
    if (releases.length === 0) throw new Error('No release game versions loaded: run loadReferenceData first');
    this.releases = releases;
    this.#byVersion = new Map(releases.map((release) => [release.version, release]));
  }

  get(version: string): Release | undefined {
    return this.#byVersion.get(version);
  }

  /** Index of the newest release out by `time` (the oldest one if none was). */
  latestAt(time: number): number {
    let low = 0;
    let high = this.releases.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.releases[mid]!.time <= time) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The index range every loader in the set supports; null when they share no release. */
  rangeFor(loaders: readonly string[]): [number, number] | null {
    const key = loaders.join(',');
    if (!this.#ranges.has(key)) this.#ranges.set(key, this.#computeRange(loaders));
    return this.#ranges.get(key)!;
  }

  #computeRange(loaders: readonly string[]): [number, number] | null {
    let low = 0;
    let high = this.releases.length - 1;
    for (const loader of loaders) {
      const [from, to] = LOADER_RANGES[loader] ?? [null, null];
      if (from) low = Math.max(low, this.#indexAtOrAfter(from));
      if (to) high = Math.min(high, this.#indexAtOrBefore(to));
    }
    return low <= high ? [low, high] : null;
  }

  #indexAtOrAfter(version: string): number {
    const found = this.releases.findIndex((release) => compareMinecraft(release.version, version) >= 0);
    return found < 0 ? this.releases.length : found;
  }

  #indexAtOrBefore(version: string): number {
    let found = -1;
    this.releases.forEach((release, index) => {
      if (compareMinecraft(release.version, version) <= 0) found = index;
    });
    return found;
  }

  /**
   * Support windows for a run of versions published at `times` (ascending): each covers 1–`maxSpan`
   * adjacent releases, ends on a release that was out when the version shipped, and never moves
   * backwards, so a project's older versions sit on older game versions.
   */
  windows(rng: Random, times: readonly number[], range: [number, number], options: { pinned?: number; maxSpan: number }): string[][] {
    const [low, high] = range;
    const out: string[][] = [];
    let previousEnd = low;
    for (const time of times) {
      let end = Math.min(high, this.latestAt(time) - rng.weighted([[0, 5], [1, 2], [2, 2], [3, 1]] as const));
      if (options.pinned !== undefined && rng.chance(0.8)) end = Math.min(end, options.pinned);
      else if (rng.chance(0.35)) {
        // Earlier entries of POPULAR_RELEASES are the more popular ones.
        const popular = POPULAR_RELEASES.map((v, rank) => [this.get(v)?.index ?? -1, POPULAR_RELEASES.length - rank] as const)
          .filter(([i]) => i >= previousEnd && i <= end);
        if (popular.length > 0) end = rng.weighted(popular);
      }
      end = Math.max(end, previousEnd, low);
      previousEnd = end;
      const span = rng.weighted([[1, 45], [2, 30], [3, 15], [4, 10]] as const);
      const start = Math.max(low, end - Math.min(span, options.maxSpan) + 1);
      const window: string[] = [];
      for (let i = start; i <= end; i++) window.push(this.releases[i]!.version);
      out.push(window);
    }
    return out;
  }
}

// [first release, format]: the pack_format numbers Minecraft expects, newest last.
const RESOURCE_FORMATS: [string, number][] = [
  ['1.6.1', 1], ['1.9', 2], ['1.11', 3], ['1.13', 4], ['1.15', 5], ['1.16.2', 6], ['1.17', 7], ['1.18', 8], ['1.19', 9],
  ['1.19.3', 12], ['1.19.4', 13], ['1.20', 15], ['1.20.2', 18], ['1.20.3', 22], ['1.20.5', 32], ['1.21', 34],
  ['1.21.2', 42], ['1.21.4', 46], ['1.21.5', 55], ['1.21.6', 63], ['1.21.7', 64], ['1.21.9', 69], ['1.21.11', 75],
  ['26.1', 84], ['26.2', 88],
];
const DATA_FORMATS: [string, number][] = [
  ['1.13', 4], ['1.15', 5], ['1.16.2', 6], ['1.17', 7], ['1.18', 8], ['1.18.2', 9], ['1.19', 10], ['1.19.4', 12],
  ['1.20', 15], ['1.20.2', 18], ['1.20.3', 26], ['1.20.5', 41], ['1.21', 48], ['1.21.2', 57], ['1.21.4', 61],
  ['1.21.5', 71], ['1.21.6', 80], ['1.21.7', 81], ['1.21.9', 88], ['1.21.11', 94], ['26.1', 101], ['26.2', 107],
];

const formats = new Map<[string, number][], Map<string, number>>();
function formatFor(table: [string, number][], version: string): number {
  let cache = formats.get(table);
  if (!cache) formats.set(table, (cache = new Map()));
  let format = cache.get(version);
  if (format === undefined) {
    format = table[0]![1];
    for (const [first, value] of table) if (compareMinecraft(version, first) >= 0) format = value;
    cache.set(version, format);
  }
  return format;
}

export const resourcePackFormat = (version: string) => formatFor(RESOURCE_FORMATS, version);
export const dataPackFormat = (version: string) => formatFor(DATA_FORMATS, version);

/** 1.21 renamed data pack folders to the singular ("function", "recipe", "loot_table"). */
export const usesSingularDataFolders = (version: string) => compareMinecraft(version, '1.21') >= 0;

const FORGE_MAJORS: [string, number][] = [
  ['1.7.10', 10], ['1.8.9', 11], ['1.12.2', 14], ['1.14.4', 28], ['1.15.2', 31], ['1.16.5', 36], ['1.17.1', 37],
  ['1.18.2', 40], ['1.19.2', 43], ['1.19.4', 45], ['1.20.1', 47], ['1.20.2', 48], ['1.20.4', 49], ['1.20.6', 50],
  ['1.21', 51], ['1.21.1', 52], ['1.21.3', 53], ['1.21.4', 54], ['1.21.5', 55], ['1.21.8', 58], ['1.21.10', 60],
  ['1.21.11', 61], ['26.1', 62], ['26.2', 64],
];

export const forgeMajor = (version: string) => formatFor(FORGE_MAJORS, version);

/** Loader versions for a modpack's `dependencies` and a mod's loader constraint. */
export function loaderVersion(rng: Random, loader: string, minecraft: string): string {
  const build = rng.int(2, 240);
  switch (loader) {
    case 'forge':
      return forgeMajor(minecraft) < 20 ? `${forgeMajor(minecraft)}.23.5.${2700 + build}` : `${forgeMajor(minecraft)}.${rng.int(0, 4)}.${rng.int(0, 40)}`;
    case 'neoforge': {
      const [major, minor, patch] = minecraft.split('.');
      return major === '1' ? `${minor}.${patch ?? 0}.${build}` : `${major}.${minor ?? 0}.${patch ?? 0}.${build}`;
    }
    case 'quilt':
      return `0.${rng.int(26, 29)}.${rng.int(0, 4)}`;
    default:
      return compareMinecraft(minecraft, '1.20.5') >= 0 ? `0.16.${rng.int(0, 14)}` : `0.${rng.int(14, 15)}.${rng.int(0, 11)}`;
  }
}

/** The `dependencies` key a .mrpack uses for each mod loader. */
export const MRPACK_LOADER_KEYS: Record<string, string> = {
  fabric: 'fabric-loader', quilt: 'quilt-loader', forge: 'forge', neoforge: 'neoforge',
};
