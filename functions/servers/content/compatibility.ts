// What a version needs to be installed on a server, from the rule of what each server loader runs
// (#contracts/server-content-loaders.ts): the loaders of one kind it accepts, and the kind a version installs as.
import type { ContentKind } from '#contracts/server-content.ts';
import { acceptedLoaders, kindOfLoader } from '#contracts/server-content-loaders.ts';

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
