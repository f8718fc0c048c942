// What a modpack bundles: an index of seeded public mod files by loader and game version, and the picks for each pack version.
import type { SideType } from '#contracts/enums.ts';
import type { Timeline } from './gameversions.ts';
import type { MrpackFile } from './manifests.ts';
import type { Random } from './random.ts';

export interface IndexedFile {
  projectId: string;
  versionId: string;
  file: MrpackFile;
}

const envOf = (side: SideType): SideType => (side === 'unknown' ? 'required' : side);

export class ModFileIndex {
  readonly #byKey = new Map<string, IndexedFile[]>();

  /** Registers a public mod version's primary file under every loader and game version it supports. */
  add(loaders: readonly string[], gameVersions: readonly string[], entry: Omit<IndexedFile, 'file'> & { file: Omit<MrpackFile, 'env'> }, sides: [SideType, SideType]): void {
    const indexed: IndexedFile = { ...entry, file: { ...entry.file, env: { client: envOf(sides[0]), server: envOf(sides[1]) } } };
    for (const loader of loaders) {
      for (const gameVersion of gameVersions) {
        const key = `${loader}|${gameVersion}`;
        const list = this.#byKey.get(key);
        if (list) list.push(indexed);
        else this.#byKey.set(key, [indexed]);
      }
    }
  }

  /** Quilt runs Fabric mods, so Quilt packs may bundle either. */
  #candidates(loader: string, gameVersion: string): IndexedFile[] {
    const own = this.#byKey.get(`${loader}|${gameVersion}`) ?? [];
    return loader === 'quilt' ? own.concat(this.#byKey.get(`fabric|${gameVersion}`) ?? []) : own;
  }

  /**
   * The game version a pack version targets: one the seeded mods actually cover (weighted by how many),
   * released before the pack version, never older than the pack's previous version. Null if none fits.
   */
  chooseGameVersion(rng: Random, timeline: Timeline, loader: string, time: number, atLeast: number, pinned?: number): string | null {
    const options: [string, number][] = [];
    for (const release of timeline.releases) {
      if (release.index < atLeast || release.time > time) continue;
      const count = (this.#byKey.get(`${loader}|${release.version}`)?.length ?? 0)
        + (loader === 'quilt' ? this.#byKey.get(`fabric|${release.version}`)?.length ?? 0 : 0);
      if (count > 0) options.push([release.version, count]);
    }
    if (options.length === 0) return null;
    const pinnedVersion = pinned === undefined ? undefined : timeline.releases[pinned]?.version;
    if (pinnedVersion && options.some(([version]) => version === pinnedVersion)) return pinnedVersion;
    return rng.weighted(options);
  }

  /** Up to `count` files from distinct projects for one loader and game version. */
  choose(rng: Random, loader: string, gameVersion: string, count: number, exclude: string): IndexedFile[] {
    const candidates = this.#candidates(loader, gameVersion);
    const chosen = new Map<string, IndexedFile>();
    for (let attempt = 0; attempt < count * 3 && chosen.size < count && candidates.length > 0; attempt++) {
      const pick = rng.pick(candidates);
      if (pick.projectId !== exclude && !chosen.has(pick.projectId)) chosen.set(pick.projectId, pick);
    }
    return [...chosen.values()];
  }
}
