// The version-list logic of spec §9 (URL endings, primary files, duplicate changelogs), its filters and the download pick.
import type { FileV2 } from '#contracts/wire/version.ts';

/** A version file as the API gives it (the placeholder has no ID). */
export type ListableFile = Omit<FileV2, 'id'>;

export interface ListableVersion {
  id: string;
  version_number: string;
  date_published: string;
  version_type: string;
  game_versions: string[];
  loaders: string[];
  files: ListableFile[];
  changelog?: string;
}

export type ListedVersion<V extends ListableVersion> = V & {
  /** The last segment of the version's URL: its number, or its ID when an older version already has that number. */
  urlEnding: string;
  primaryFile: ListableFile;
  /** Same changelog as the next older version. */
  duplicate: boolean;
};

/** What a version without files offers: nothing to download. */
export const PLACEHOLDER_FILE: ListableFile = {
  hashes: { sha1: '', sha512: '' }, url: '#', filename: 'unknown', primary: false, size: 0, file_type: null,
};

/** Processes oldest first by date_published, so the first version to use a number keeps it; returns newest first. */
export function buildVersionList<V extends ListableVersion>(versions: readonly V[]): ListedVersion<V>[] {
  const oldestFirst = [...versions].sort((a, b) => Date.parse(a.date_published) - Date.parse(b.date_published));
  const seenNumbers = new Set<string>();
  const entries = oldestFirst.map((version) => {
    const urlEnding = seenNumbers.has(version.version_number) ? version.id : version.version_number;
    seenNumbers.add(version.version_number);
    const primaryFile = version.files.find((file) => file.primary) ?? version.files[0] ?? PLACEHOLDER_FILE;
    return { ...version, urlEnding, primaryFile };
  });
  const newestFirst = entries.reverse();
  return newestFirst.map((entry, index) => {
    const older = newestFirst[index + 1];
    return { ...entry, duplicate: Boolean(entry.changelog) && older !== undefined && older.changelog === entry.changelog };
  });
}

export interface VersionListFilter {
  loaders: string[];
  gameVersions: string[];
  channels: string[];
}

/** Each filter that has values keeps the versions matching any of them. */
export function filterVersionList<V extends ListableVersion>(entries: readonly V[], filter: VersionListFilter): V[] {
  const matches = (wanted: string[], have: string[]) => wanted.length === 0 || wanted.some((value) => have.includes(value));
  return entries.filter((entry) =>
    matches(filter.loaders, entry.loaders)
    && matches(filter.gameVersions, entry.game_versions)
    && matches(filter.channels, [entry.version_type]));
}

const CHANNEL_PREFERENCE = ['release', 'beta', 'alpha'];

/** The version the download view offers: the newest release for the game version and loader, else the newest beta, else alpha. */
export function newestMatching<V extends ListableVersion>(newestFirst: readonly V[], gameVersion: string | null, loader: string | null): V | null {
  const candidates = filterVersionList(newestFirst, {
    loaders: loader ? [loader] : [],
    gameVersions: gameVersion ? [gameVersion] : [],
    channels: [],
  });
  for (const channel of CHANNEL_PREFERENCE) {
    const found = candidates.find((entry) => entry.version_type === channel);
    if (found) return found;
  }
  return candidates[0] ?? null;
}

/** Finds a version by the last URL segment: its ID first, then the URL ending the list gave it. */
export const findListedVersion = <V extends ListableVersion>(entries: readonly ListedVersion<V>[], segment: string) =>
  entries.find((entry) => entry.id === segment) ?? entries.find((entry) => entry.urlEnding === segment) ?? null;
