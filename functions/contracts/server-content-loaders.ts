// What a hosted server can run, written once for the content service and the Content page's island (no zod here, so
// the island ships none): the Kiln loaders each server loader accepts, and the kind of content each loader stands for.
// A vanilla server runs data packs only: it loads neither mods nor plugins.
import type { ContentKind } from './server-content.ts';

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

/** The kinds of content a server loads: data packs everywhere, plus plugins or mods as its loader runs them. */
export const kindsFor = (serverLoader: string): ContentKind[] => [...new Set(acceptedLoaders(serverLoader).map(kindOfLoader))];
