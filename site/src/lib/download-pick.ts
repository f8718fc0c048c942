// The download view's pick: the newest file that fits the chosen game version and platform, or, when none fits, what the
// project does offer. A choice the project lacks stays chosen, so the view can say so instead of offering another file.
import { newestMatching, type ListableVersion } from './version-list.ts';

export interface DownloadChoice {
  gameVersion: string | null;
  loader: string | null;
}

/** The project's game versions (newest first) and platforms, in the order the view lists them. */
export interface DownloadOptions {
  gameVersions: readonly string[];
  loaders: readonly string[];
}

export type DownloadPick<V> =
  | { kind: 'match'; version: V }
  | {
    kind: 'none';
    /** Game versions with a file for the chosen platform; null when no platform is chosen. */
    gameVersionsForLoader: string[] | null;
    /** Platforms with a file for the chosen game version; null when no game version is chosen. */
    loadersForGameVersion: string[] | null;
    /** Every game version and platform that has a file. */
    gameVersions: string[];
    loaders: string[];
  };

/** The query's choice as asked: blank means any; a value the project lacks is kept, never swapped for "any". */
export function readDownloadChoice(query: URLSearchParams, options: DownloadOptions): DownloadChoice {
  const gameVersion = query.get('version')?.trim() || null;
  const loader = query.get('loader')?.trim().toLowerCase() || null;
  // With a single platform there is nothing to choose: it is the one every file is for.
  const onlyLoader = !query.has('loader') && options.loaders.length === 1 ? options.loaders[0]! : null;
  return { gameVersion, loader: loader ?? onlyLoader };
}

/** Values in the view's order; any the view does not list come after, as found. */
function ordered(values: Iterable<string>, order: readonly string[]): string[] {
  const present = new Set(values);
  return [...order.filter((value) => present.has(value)), ...[...present].filter((value) => !order.includes(value))];
}

export function pickDownload<V extends ListableVersion>(newestFirst: readonly V[], choice: DownloadChoice, options: DownloadOptions): DownloadPick<V> {
  // A version without files has nothing to download, whatever it is made for.
  const downloadable = newestFirst.filter((version) => version.files.length > 0);
  const version = newestMatching(downloadable, choice.gameVersion, choice.loader);
  if (version) return { kind: 'match', version };
  const gameVersionsWith = (keep: (version: V) => boolean) =>
    ordered(downloadable.filter(keep).flatMap((entry) => entry.game_versions), options.gameVersions);
  const loadersWith = (keep: (version: V) => boolean) =>
    ordered(downloadable.filter(keep).flatMap((entry) => entry.loaders), options.loaders);
  const { gameVersion, loader } = choice;
  return {
    kind: 'none',
    gameVersionsForLoader: loader === null ? null : gameVersionsWith((entry) => entry.loaders.includes(loader)),
    loadersForGameVersion: gameVersion === null ? null : loadersWith((entry) => entry.game_versions.includes(gameVersion)),
    gameVersions: gameVersionsWith(() => true),
    loaders: loadersWith(() => true),
  };
}

export type NoMatch = Extract<DownloadPick<unknown>, { kind: 'none' }>;

export interface SuggestionRow {
  /** Game versions for the chosen platform, platforms for the chosen game version, or every one of either. */
  kind: 'gameVersionsForLoader' | 'loadersForGameVersion' | 'gameVersions' | 'loaders';
  /** Each leads to a file. */
  choices: DownloadChoice[];
}

/**
 * What to offer instead when nothing fits: the rest of the chosen platform's game versions and of the chosen game
 * version's platforms; when the project has neither, every platform or game version it does have a file for.
 */
export function downloadSuggestions(none: NoMatch, { gameVersion, loader }: DownloadChoice): SuggestionRow[] {
  const rows: SuggestionRow[] = [];
  if (loader !== null && none.gameVersionsForLoader!.length > 0) {
    rows.push({ kind: 'gameVersionsForLoader', choices: none.gameVersionsForLoader!.map((value) => ({ gameVersion: value, loader })) });
  }
  if (gameVersion !== null && none.loadersForGameVersion!.length > 0) {
    rows.push({ kind: 'loadersForGameVersion', choices: none.loadersForGameVersion!.map((value) => ({ gameVersion, loader: value })) });
  }
  if (rows.length > 0) return rows;
  if (loader !== null) rows.push({ kind: 'loaders', choices: none.loaders.map((value) => ({ gameVersion: null, loader: value })) });
  if (gameVersion !== null) rows.push({ kind: 'gameVersions', choices: none.gameVersions.map((value) => ({ gameVersion: value, loader: null })) });
  return rows.filter((row) => row.choices.length > 0);
}
