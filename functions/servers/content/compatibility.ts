// What a server can run, decided here once: the Kiln loaders each server loader accepts, the kind of content each
// Kiln loader stands for, and the folder that kind lives in. A vanilla server runs data packs only: it loads neither
// mods nor plugins, so offering them would install files that do nothing.
import type { ContentKind } from '#contracts/server-content.ts';

const PLUGIN_LOADERS = ['bukkit', 'spigot', 'paper', 'purpur', 'folia'];

/** Server loader → the Kiln loaders whose versions it runs (besides data packs, which every server runs). */
const ACCEPTS: Record<string, readonly string[]> = {
  vanilla: [],
  fabric: ['fabric'],
  quilt: ['quilt', 'fabric'],
  forge: ['forge'],
  neoforge: ['neoforge'],
  bukkit: ['bukkit'],
  spigot: ['bukkit', 'spigot'],
  paper: ['bukkit', 'spigot', 'paper'],
  purpur: ['bukkit', 'spigot', 'paper', 'purpur'],
  folia: ['folia'],
};

export const acceptedLoaders = (serverLoader: string): string[] => [...(ACCEPTS[serverLoader] ?? []), 'datapack'];

export function kindOfLoader(loader: string): ContentKind {
  if (loader === 'datapack') return 'datapack';
  return PLUGIN_LOADERS.includes(loader) ? 'plugin' : 'mod';
}

/** The Kiln loaders of one kind that a server accepts, for update checks within that kind. */
export const acceptedLoadersOfKind = (serverLoader: string, kind: ContentKind) =>
  acceptedLoaders(serverLoader).filter((loader) => kindOfLoader(loader) === kind);

/**
 * The kind a version would be installed as on this server, or the refusal to show: it needs one of the loaders the
 * server accepts and the server's game version.
 */
export function installableKind(
  version: { loaders: string[]; game_versions: string[] }, server: { loader: string; gameVersion: string },
): { kind: ContentKind } | { refusal: string } {
  const loader = acceptedLoaders(server.loader).find((accepted) => version.loaders.includes(accepted));
  if (!loader) {
    const runs = server.loader === 'vanilla' ? 'A vanilla server runs data packs only' : `A ${server.loader} server runs ${acceptedLoaders(server.loader).join(', ')} content`;
    return { refusal: `This version is for ${version.loaders.join(', ') || 'no loader'}. ${runs}.` };
  }
  if (!version.game_versions.includes(server.gameVersion)) {
    return { refusal: `This version is not for Minecraft ${server.gameVersion}, which the server runs.` };
  }
  return { kind: kindOfLoader(loader) };
}
