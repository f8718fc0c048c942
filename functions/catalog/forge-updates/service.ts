// The Forge update checker (api-compat §4.11): a project's newest and newest release version per game version, in the
// update-JSON format Forge and NeoForge read from a mod's `updateJSONURL`.
import type { Reading } from '#platform/runtime.ts';
import { ApiError } from '#contracts/errors.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { resolveVisibleProject } from '../projects/service.ts';
import { listProjectVersions } from '../versions/service.ts';

export type NeoForgeChoice = 'only' | 'include' | undefined;

export interface ForgeUpdates {
  homepage: string;
  promos: Record<string, string>;
}

const LOADERS: Record<'default' | 'only' | 'include', string[]> = { default: ['forge'], only: ['neoforge'], include: ['forge', 'neoforge'] };

/** Versions arrive newest first: the first seen for a game version is its latest, the first release its recommended. */
export function promosOf(versions: readonly VersionV2[]): Record<string, string> {
  const promos: Record<string, string> = {};
  for (const version of versions) {
    for (const game of version.game_versions) {
      promos[`${game}-latest`] ??= version.version_number;
      if (version.version_type === 'release') promos[`${game}-recommended`] ??= version.version_number;
    }
  }
  return promos;
}

/** Unknown and hidden projects answer 400, as the contract has it, not 404. */
export async function forgeUpdates(reading: Reading, projectKey: string, neoforge: NeoForgeChoice): Promise<ForgeUpdates> {
  const project = await resolveVisibleProject(reading.db, null, projectKey).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new ApiError('invalid_input', 'The requested project does not exist');
    throw error;
  });
  const loaders = LOADERS[neoforge ?? 'default'];
  const versions = await listProjectVersions(reading, null, project.row.id, { loaders }, false);
  // The list also keeps modpack versions for any loader filter; the checker wants the loaders asked for.
  const promos = promosOf(versions.filter((version) => version.loaders.some((loader) => loaders.includes(loader))));
  return { homepage: `${reading.config.publicUrl}/mod/${project.row.id}`, promos };
}
