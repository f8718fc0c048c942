// How a project's versions evolve: numbering style, channels, publish times, support windows and per-loader splits.
import type { ProjectType, VersionType } from '#contracts/enums.ts';
import { loaderName } from './content.ts';
import type { Timeline } from './gameversions.ts';
import { Random, WeightedTable } from './random.ts';

export interface VersionPlan {
  id: string;
  number: string;
  name: string;
  type: VersionType;
  time: number;
  loaders: string[];
  /** Oldest first. */
  gameVersions: string[];
  featured: boolean;
  downloads: number;
  authorId: string;
  /** Same changelog as the version before (per-loader twins, quick re-uploads). */
  reuseChangelog: boolean;
  sources: boolean;
}

type Style = 'semver' | 'semver+mc' | 'mc-semver' | 'two-part' | 'r' | 'v-two';

const STYLES: Record<ProjectType, WeightedTable<Style>> = {
  mod: new WeightedTable<Style>([['semver', 60], ['semver+mc', 25], ['mc-semver', 15]]),
  plugin: new WeightedTable<Style>([['semver', 70], ['two-part', 30]]),
  datapack: new WeightedTable<Style>([['semver', 60], ['two-part', 40]]),
  resourcepack: new WeightedTable<Style>([['two-part', 40], ['r', 20], ['semver', 40]]),
  shader: new WeightedTable<Style>([['v-two', 40], ['semver', 60]]),
  modpack: new WeightedTable<Style>([['semver', 1]]),
};

const VERSION_COUNT = new WeightedTable<number>([[1, 30], [2, 25], [3, 18], [4, 12], [5, 8], [6, 7]]);

type NameStyle = 'title' | 'v' | 'plain' | 'mc';
const NAME_STYLES = new WeightedTable<NameStyle>([['title', 40], ['v', 25], ['plain', 25], ['mc', 10]]);

export interface RunInput {
  type: ProjectType;
  title: string;
  loaders: readonly string[];
  timeline: Timeline;
  range: [number, number];
  pinned?: number;
  /** First version's publish time, and the span later versions fall into. */
  firstTime: number;
  laterFrom: number;
  laterTo: number;
  /** Owner first; later entries are collaborators allowed to upload. */
  authors: readonly string[];
  nextId: () => string;
  sources: boolean;
}

/** 1–6 versions (about 2.5 on average), oldest first, with strictly increasing publish times. */
export function planVersions(rng: Random, input: RunInput): VersionPlan[] {
  const total = VERSION_COUNT.pick(rng);
  // A quarter of multi-loader mods publish one file per loader per release, like many real projects do.
  const split = input.type === 'mod' && input.loaders.length > 1 && rng.chance(0.25);
  const releases = split ? Math.max(1, Math.ceil(total / input.loaders.length)) : total;
  const times = [input.firstTime];
  const later: number[] = [];
  // Updates cluster after launch and thin out later, so plenty of projects stay on older game versions.
  for (let i = 1; i < releases; i++) later.push(input.laterFrom + Math.pow(rng.float(), 1.6) * Math.max(0, input.laterTo - input.laterFrom));
  later.sort((a, b) => a - b);
  for (const time of later) times.push(Math.max(time, times[times.length - 1]! + 3_600_000));
  const windows = input.timeline.windows(rng, times, input.range, {
    pinned: input.pinned, maxSpan: input.type === 'modpack' ? 1 : input.type === 'plugin' ? 4 : 3,
  });

  const style = STYLES[input.type].pick(rng);
  // Modpack game versions are settled later (from the mods actually seeded), so their names must not embed one.
  const nameStyle: NameStyle = input.type === 'modpack' ? (rng.chance(0.6) ? 'title' : 'v') : NAME_STYLES.pick(rng);
  let core: [number, number, number] = rng.weighted<[number, number, number]>([
    [[0, rng.int(1, 9), rng.int(0, 5)], 4], [[1, rng.int(0, 6), rng.int(0, 4)], 4], [[rng.int(2, 5), rng.int(0, 9), 0], 2],
  ]);
  let counter = rng.int(1, 20);
  let previousType: VersionType = 'release';
  const out: VersionPlan[] = [];

  for (let r = 0; r < releases; r++) {
    if (r > 0) {
      counter += 1;
      if (previousType === 'release' || rng.chance(0.5)) {
        const bump = rng.weighted([[2, 6], [1, 3], [0, 1]] as const);
        core = bump === 2 ? [core[0], core[1], core[2] + 1] : bump === 1 ? [core[0], core[1] + 1, 0] : [core[0] + 1, 0, 0];
      }
    }
    const isLast = r === releases - 1;
    const type: VersionType = rng.weighted<VersionType>(isLast ? [['release', 85], ['beta', 11], ['alpha', 4]] : [['release', 70], ['beta', 20], ['alpha', 10]]);
    previousType = type;
    const window = windows[r]!;
    const newest = window[window.length - 1]!;
    const loaderRuns = split ? input.loaders.map((loader) => [loader]) : [input.loaders.slice()];
    loaderRuns.forEach((loaders, j) => {
      if (out.length >= Math.max(total, 1) && j > 0) return;
      const number = formatNumber(rng, style, core, counter, type, newest, split ? loaders[0]! : null, input.type);
      out.push({
        id: input.nextId(), number, name: versionName(nameStyle, input.title, number, newest, split ? loaders[0]! : null),
        type, time: times[r]! + j * 60_000, loaders, gameVersions: window, featured: false, downloads: 0,
        authorId: input.authors.length > 1 && rng.chance(0.2) ? rng.pick(input.authors) : input.authors[0]!,
        reuseChangelog: j > 0 || (r > 0 && rng.chance(0.1)), sources: input.sources,
      });
    });
  }
  return out;
}

function formatNumber(
  rng: Random, style: Style, [major, minor, patch]: [number, number, number], counter: number, type: VersionType,
  minecraft: string, loader: string | null, projectType: ProjectType,
): string {
  const n = rng.int(1, 5);
  const pre = type === 'release' ? '' : projectType === 'plugin' && style === 'two-part'
    ? (type === 'alpha' ? '-SNAPSHOT' : '-beta') : `-${type}.${n}`;
  const semver = `${major}.${minor}.${patch}${pre}`;
  const twoPart = `${major}.${minor}${patch ? `.${patch}` : ''}${pre}`;
  const tag = loader ? `-${loader}` : '';
  let number: string;
  switch (style) {
    case 'semver': number = `${semver}${tag}`; break;
    case 'semver+mc': number = `${semver}${tag}+${minecraft}`; break;
    case 'mc-semver': number = `${minecraft}-${semver}${tag}`; break;
    case 'two-part': number = `${twoPart}${tag}`; break;
    case 'r': number = `r${counter}${pre}`; break;
    case 'v-two': number = `v${twoPart}`; break;
  }
  return number.length <= 32 ? number : `${semver}${tag}`.slice(0, 32);
}

function versionName(style: NameStyle, title: string, number: string, minecraft: string, loader: string | null): string {
  // Per-loader twins carry the loader in the number; the name says it in words instead.
  const core = loader ? number.replace(`-${loader}`, '') : number;
  const bare = core.replace(/^v(?=\d)/, '');
  let name: string;
  switch (style) {
    case 'title': name = `${title} ${core}`; break;
    case 'v': name = /^\d/.test(bare) ? `v${bare}` : bare; break;
    case 'plain': name = number; break;
    case 'mc': name = core.includes(minecraft) ? core : `[${minecraft}] ${bare}`; break;
  }
  if (loader && style !== 'plain') name += ` (${loaderName(loader)})`;
  return name.length <= 64 ? name : number;
}
