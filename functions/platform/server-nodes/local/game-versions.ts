// Which loader and game versions the local node can run: vanilla only, at the release versions flying-squid serves
// (read from the installed package, so an upgrade of it widens the list without an edit here).
import { createRequire } from 'node:module';

const RELEASE = /^\d+\.\d+(\.\d+)?$/;

const compareVersions = (a: string, b: string) => {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index++) {
    const difference = (left![index] ?? 0) - (right![index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

let cached: string[] | undefined;

/**
 * Every release version flying-squid accepts, oldest first: its tested versions and the releases between its oldest
 * and newest that its protocol data (minecraft-data, as flying-squid resolves it) covers.
 */
export function localGameVersions(): string[] {
  if (cached) return cached;
  const squidRequire = createRequire(createRequire(import.meta.url).resolve('flying-squid'));
  const { testedVersions, oldestSupportedVersion, latestSupportedVersion } = squidRequire('./src/lib/version.js') as {
    testedVersions: string[];
    oldestSupportedVersion: string;
    latestSupportedVersion: string;
  };
  const { supportedVersions } = squidRequire('minecraft-data') as { supportedVersions: { pc: string[] } };
  const inRange = supportedVersions.pc.filter(
    (version) => RELEASE.test(version) && compareVersions(version, oldestSupportedVersion) >= 0 && compareVersions(version, latestSupportedVersion) <= 0,
  );
  cached = [...new Set([...testedVersions, ...inRange])].sort(compareVersions);
  return cached;
}

/** Loader ids whose names are not just capitalised. */
const LOADER_NAMES: Record<string, string> = { neoforge: 'NeoForge', bungeecord: 'BungeeCord', liteloader: 'LiteLoader' };

/** Null when the local node runs this loader and version, else the refusal to show. */
export function localRefusal(loader: string, gameVersion: string): string | null {
  if (loader !== 'vanilla') {
    const name = LOADER_NAMES[loader] ?? loader.charAt(0).toUpperCase() + loader.slice(1);
    return `${name} servers need a Wings node: this node runs vanilla servers only.`;
  }
  const versions = localGameVersions();
  if (!versions.includes(gameVersion)) {
    return `Minecraft ${gameVersion} is not supported on this node: it runs vanilla ${versions[0]} to ${versions.at(-1)}.`;
  }
  return null;
}
