// Per-project-type rules: mix of types, categories, loaders, client/server sides, licenses and statuses.
import type { ProjectStatus, ProjectType, SideType } from '#contracts/enums.ts';
import { Random, WeightedTable } from './random.ts';

export const TYPE_MIX = new WeightedTable<ProjectType>([
  ['mod', 55], ['plugin', 12], ['resourcepack', 10], ['shader', 5], ['datapack', 8], ['modpack', 10],
]);

/** Category rows as loaded from the reference data, grouped by the project type they belong to. */
export interface CategoryRef {
  name: string;
  projectType: string;
  header: string;
}

export interface PickedCategory {
  name: string;
  additional: boolean;
}

// Plugins and data packs have no categories of their own in the reference data; like Modrinth they use the mod list.
const CATEGORY_SOURCE: Record<ProjectType, string> = {
  mod: 'mod', plugin: 'mod', datapack: 'mod', resourcepack: 'resourcepack', shader: 'shader', modpack: 'modpack',
};

/** Categories a type actually draws from (a subset for plugins and data packs, where only some mod categories fit). */
const CATEGORY_FILTER: Partial<Record<ProjectType, readonly string[]>> = {
  plugin: ['economy', 'management', 'minigame', 'social', 'utility', 'game-mechanics', 'optimization', 'library', 'adventure', 'transportation', 'storage'],
  datapack: ['game-mechanics', 'adventure', 'decoration', 'utility', 'worldgen', 'mobs', 'equipment', 'magic', 'food', 'minigame', 'cursed'],
};

export class Categories {
  readonly #byType = new Map<ProjectType, Map<string, string[]>>();

  constructor(rows: readonly CategoryRef[]) {
    for (const type of Object.keys(CATEGORY_SOURCE) as ProjectType[]) {
      const allowed = CATEGORY_FILTER[type];
      const headers = new Map<string, string[]>();
      for (const row of rows) {
        if (row.projectType !== CATEGORY_SOURCE[type] || (allowed && !allowed.includes(row.name))) continue;
        if (type === 'mod' || type === 'plugin' || type === 'datapack') if (row.header !== 'categories') continue;
        headers.set(row.header, [...(headers.get(row.header) ?? []), row.name]);
      }
      if (headers.size === 0) throw new Error(`No categories for ${type}: run loadReferenceData first`);
      this.#byType.set(type, headers);
    }
  }

  /** Names under one header ("categories", "features", "resolutions", "performance impact"). */
  names(type: ProjectType, header = 'categories'): string[] {
    return this.#byType.get(type)?.get(header) ?? [];
  }

  /**
   * 1–3 featured and 0–2 additional categories. `primary` (the theme the title was built from) is always
   * featured; resource packs get one resolution and shaders one performance impact, as real packs do.
   */
  pick(rng: Random, type: ProjectType, primary: string): PickedCategory[] {
    const chosen = new Set<string>([primary]);
    const featured = [primary];
    const additional: string[] = [];
    const add = (name: string, asAdditional: boolean) => {
      if (chosen.has(name)) return;
      chosen.add(name);
      (asAdditional ? additional : featured).push(name);
    };
    if (type === 'resourcepack') add(rng.pick(this.names(type, 'resolutions')), rng.chance(0.5));
    if (type === 'shader') add(rng.pick(this.names(type, 'performance impact')), rng.chance(0.6));
    const pool = type === 'resourcepack' || type === 'shader'
      ? [...this.names(type, 'categories'), ...this.names(type, 'features')]
      : this.names(type).filter((name) => name !== 'library' && name !== 'cursed');
    const featuredTarget = rng.weighted([[1, 3], [2, 4], [3, 3]] as const);
    const additionalTarget = rng.weighted([[0, 5], [1, 3], [2, 2]] as const);
    for (const name of rng.sample(pool, 6)) {
      if (featured.length < featuredTarget) add(name, false);
      else if (additional.length < additionalTarget) add(name, true);
    }
    return [...featured.map((name) => ({ name, additional: false })), ...additional.map((name) => ({ name, additional: true }))];
  }
}

/** Primary category weights: what a project is mostly about (also picks its theme). */
export const PRIMARY_CATEGORY: Record<ProjectType, WeightedTable<string>> = {
  mod: new WeightedTable([
    ['utility', 14], ['optimization', 8], ['decoration', 9], ['adventure', 9], ['technology', 8], ['magic', 6], ['worldgen', 7],
    ['mobs', 6], ['equipment', 7], ['storage', 5], ['food', 4], ['game-mechanics', 7], ['library', 8], ['social', 2],
    ['transportation', 3], ['management', 2], ['economy', 1], ['minigame', 1], ['cursed', 1],
  ]),
  plugin: new WeightedTable([
    ['utility', 20], ['management', 16], ['economy', 12], ['minigame', 10], ['social', 10], ['game-mechanics', 12],
    ['optimization', 6], ['library', 8], ['adventure', 3], ['transportation', 2], ['storage', 2],
  ]),
  datapack: new WeightedTable([
    ['game-mechanics', 22], ['adventure', 12], ['decoration', 8], ['utility', 16], ['worldgen', 10], ['mobs', 8],
    ['equipment', 7], ['magic', 5], ['food', 4], ['minigame', 5], ['cursed', 3],
  ]),
  resourcepack: new WeightedTable([
    ['vanilla-like', 20], ['tweaks', 16], ['simplistic', 12], ['realistic', 8], ['themed', 10], ['utility', 10],
    ['combat', 10], ['decoration', 6], ['modded', 5], ['cursed', 3],
  ]),
  shader: new WeightedTable([['semi-realistic', 30], ['realistic', 22], ['vanilla-like', 22], ['fantasy', 14], ['cartoon', 9], ['cursed', 3]]),
  modpack: new WeightedTable([
    ['kitchen-sink', 14], ['adventure', 16], ['optimization', 14], ['lightweight', 14], ['technology', 10], ['magic', 8],
    ['quests', 8], ['multiplayer', 8], ['challenging', 5], ['combat', 3],
  ]),
};

/** Loader sets a project ships for; `legacy` ones are pinned to an old release. */
interface LoaderProfile {
  loaders: readonly string[];
  legacy?: readonly string[];
}

const profiles = (entries: [readonly string[], number, (readonly string[])?][]) =>
  new WeightedTable<LoaderProfile>(entries.map(([loaders, weight, legacy]) => [{ loaders, legacy }, weight]));

export const LOADER_PROFILES: Record<ProjectType, WeightedTable<LoaderProfile>> = {
  mod: profiles([
    [['fabric'], 30], [['fabric', 'quilt'], 11], [['forge'], 11], [['neoforge'], 10], [['fabric', 'forge'], 5],
    [['fabric', 'neoforge'], 8], [['forge', 'neoforge'], 5], [['fabric', 'forge', 'neoforge'], 5],
    [['fabric', 'forge', 'neoforge', 'quilt'], 4], [['quilt'], 2], [['forge'], 5, ['1.12.2', '1.7.10', '1.16.5', '1.20.1']],
    [['fabric'], 2, ['1.20.1', '1.16.5', '1.18.2']], [['legacy-fabric'], 0.5, ['1.8.9', '1.12.2']],
    [['ornithe'], 0.3, ['1.8.9', '1.12.2']], [['liteloader'], 0.3, ['1.12.2', '1.7.10']], [['forge', 'liteloader'], 0.2, ['1.12.2']],
    [['rift'], 0.2, ['1.13.2']],
  ]),
  plugin: profiles([
    [['paper', 'purpur', 'spigot', 'bukkit'], 30], [['paper', 'purpur'], 14], [['paper'], 12], [['paper', 'folia'], 6],
    [['paper', 'purpur', 'folia', 'spigot', 'bukkit'], 6], [['spigot', 'bukkit'], 6], [['sponge'], 3], [['velocity'], 9],
    [['bungeecord', 'waterfall'], 6], [['bungeecord', 'waterfall', 'velocity'], 5], [['spigot', 'bukkit'], 3, ['1.8.8', '1.12.2']],
  ]),
  datapack: profiles([[['datapack'], 1]]),
  resourcepack: profiles([[['minecraft'], 10], [['minecraft'], 1, ['1.8.9', '1.12.2']]]),
  shader: profiles([[['iris', 'optifine'], 45], [['iris'], 30], [['optifine'], 12], [['canvas'], 5], [['vanilla'], 8]]),
  modpack: profiles([[['fabric'], 50], [['neoforge'], 18], [['forge'], 20], [['quilt'], 6], [['forge'], 6, ['1.12.2', '1.16.5']]]),
};

export const PLUGIN_PROXY_LOADERS: readonly string[] = ['bungeecord', 'waterfall', 'velocity'];

type Sides = readonly [SideType, SideType];

/** [client_side, server_side] per type; mods vary, everything else follows where it runs. */
export const SIDES: Record<ProjectType, WeightedTable<Sides>> = {
  mod: new WeightedTable<Sides>([
    [['required', 'required'], 45], [['required', 'unsupported'], 22], [['optional', 'required'], 10],
    [['unsupported', 'required'], 5], [['optional', 'optional'], 13], [['required', 'optional'], 5],
  ]),
  plugin: new WeightedTable<Sides>([[['unsupported', 'required'], 1]]),
  datapack: new WeightedTable<Sides>([[['optional', 'required'], 1]]),
  resourcepack: new WeightedTable<Sides>([[['required', 'unsupported'], 1]]),
  shader: new WeightedTable<Sides>([[['required', 'unsupported'], 1]]),
  modpack: new WeightedTable<Sides>([[['required', 'optional'], 6], [['required', 'required'], 4]]),
};

/** The v3 `environment` value a version reports for a pair of sides. */
export function environmentOf(client: SideType, server: SideType): string {
  const key = `${client}/${server}`;
  const table: Record<string, string> = {
    'required/required': 'client_and_server', 'required/unsupported': 'client_only',
    'required/optional': 'client_only_server_optional', 'optional/required': 'server_only_client_optional',
    'unsupported/required': 'server_only', 'optional/optional': 'client_or_server_prefers_both',
  };
  return table[key] ?? 'unknown';
}

export const ALL_RIGHTS_RESERVED = 'LicenseRef-All-Rights-Reserved';

const CODE_LICENSES: [string, number][] = [
  ['MIT', 28], [ALL_RIGHTS_RESERVED, 18], ['GPL-3.0-only', 12], ['LGPL-3.0-only', 11], ['Apache-2.0', 8], ['MPL-2.0', 9],
  ['CC0-1.0', 4], ['AGPL-3.0-only', 2], ['BSD-3-Clause', 2], ['Unlicense', 1],
];
const ART_LICENSES: [string, number][] = [
  [ALL_RIGHTS_RESERVED, 30], ['CC-BY-NC-SA-4.0', 14], ['CC-BY-4.0', 10], ['CC0-1.0', 14], ['MIT', 14], ['CC-BY-SA-4.0', 8],
  ['GPL-3.0-only', 4], ['MPL-2.0', 3], ['Apache-2.0', 3],
];
const CODE_TABLE = new WeightedTable(CODE_LICENSES);
const ART_TABLE = new WeightedTable(ART_LICENSES);

export function pickLicense(rng: Random, type: ProjectType): string {
  return (type === 'resourcepack' || type === 'shader' ? ART_TABLE : CODE_TABLE).pick(rng);
}

/** Licenses whose projects publish their source (they get a repository link). */
export const isOpenLicense = (license: string) => license !== ALL_RIGHTS_RESERVED && !license.includes('-NC-');

/** Generated projects are nearly all approved; the rest exercise every visibility rule. */
export const STATUS_MIX = new WeightedTable<ProjectStatus>([
  ['approved', 930], ['archived', 25], ['unlisted', 15], ['draft', 15], ['processing', 10], ['rejected', 3], ['private', 2],
]);

/** The demo creator's projects: two approved, then one of each hidden or special status. */
export const CREATOR_PROJECTS: readonly (readonly [ProjectType, ProjectStatus])[] = [
  ['mod', 'approved'], ['shader', 'approved'], ['mod', 'draft'], ['datapack', 'processing'], ['plugin', 'unlisted'],
  ['resourcepack', 'private'], ['modpack', 'rejected'], ['mod', 'archived'],
];

/** Statuses whose projects anyone may see in search, follow or depend on. */
export const isPublicStatus = (status: ProjectStatus) => status === 'approved' || status === 'archived';
/** Statuses where moderators approved the project at some point. */
export const wasApproved = (status: ProjectStatus) => ['approved', 'archived', 'unlisted', 'private'].includes(status);
