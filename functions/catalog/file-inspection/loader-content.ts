// Content validation against loaders (api-compat §version-publishing): a version declared for a loader must ship that loader's metadata.
//
// How strict: every declared loader whose metadata Kiln knows must be declared by at least one of the version's
// content files (files without a file_type; sources, javadoc, signatures and resource-pack add-ons do not count).
// Loaders whose metadata Kiln does not read (liteloader, rift, modloader, java-agent, nilloader) are not checked.
// Accepted stand-ins follow what the loaders themselves read: Quilt and the Fabric ports read fabric.mod.json,
// NeoForge up to 1.20.4 read META-INF/mods.toml, Paper and its forks read plugin.yml, BungeeCord falls back to
// plugin.yml. A modpack's declared loaders must be ones its modrinth.index.json depends on (if it names any).
import type { Finding } from './metadata.ts';
import { mrpackLoaders, type MrpackIndex } from './mrpack.ts';

interface Evidence {
  /** Loaders found in the files (as metadata.ts names them) that satisfy the declared one. */
  accepts: string[];
  expected: string;
}

const FABRIC: Evidence = { accepts: ['fabric'], expected: 'fabric.mod.json' };
const BUKKIT: Evidence = { accepts: ['bukkit'], expected: 'plugin.yml' };
const PAPER: Evidence = { accepts: ['bukkit', 'paper'], expected: 'plugin.yml or paper-plugin.yml' };
const SHADER: Evidence = { accepts: ['iris'], expected: 'a shaders/ folder' };
const PACK: Evidence = { accepts: ['minecraft', 'datapack'], expected: 'pack.mcmeta' };

const EVIDENCE: Record<string, Evidence> = {
  fabric: FABRIC,
  'legacy-fabric': FABRIC,
  ornithe: FABRIC,
  babric: FABRIC,
  'bta-babric': FABRIC,
  quilt: { accepts: ['quilt', 'fabric'], expected: 'quilt.mod.json or fabric.mod.json' },
  forge: { accepts: ['forge'], expected: 'META-INF/mods.toml or mcmod.info' },
  neoforge: { accepts: ['neoforge', 'forge'], expected: 'META-INF/neoforge.mods.toml' },
  bukkit: BUKKIT,
  spigot: BUKKIT,
  paper: PAPER,
  purpur: PAPER,
  folia: PAPER,
  bungeecord: { accepts: ['bungeecord', 'bukkit'], expected: 'bungee.yml' },
  waterfall: { accepts: ['bungeecord', 'bukkit'], expected: 'bungee.yml' },
  velocity: { accepts: ['velocity'], expected: 'velocity-plugin.json' },
  sponge: { accepts: ['sponge'], expected: 'META-INF/sponge_plugins.json' },
  minecraft: PACK,
  datapack: { accepts: ['datapack'], expected: 'pack.mcmeta and a data/ folder' },
  iris: SHADER,
  optifine: SHADER,
  canvas: PACK,
  vanilla: PACK,
};

/** The first problem with the declared loaders, as a sentence, or null when the content matches. */
export function loaderContentProblem(loaders: readonly string[], contentFindings: readonly Finding[]): string | null {
  const found = new Set(contentFindings.flatMap((finding) => finding.loaders));
  for (const loader of loaders) {
    const evidence = EVIDENCE[loader];
    if (evidence && !evidence.accepts.some((name) => found.has(name))) {
      return `The uploaded files are not a valid ${loader} project: expected ${evidence.expected}`;
    }
  }
  return null;
}

export function modpackLoaderProblem(loaders: readonly string[], index: MrpackIndex): string | null {
  const used = mrpackLoaders(index);
  if (used.length === 0) return null;
  const stray = loaders.find((loader) => !used.includes(loader));
  return stray ? `The modpack does not depend on the ${stray} loader (its modrinth.index.json names ${used.join(', ')})` : null;
}
