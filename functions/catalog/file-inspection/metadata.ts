// One reader per metadata file a Minecraft archive may carry; each says which loaders, game versions and version it declares.
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import type { ProjectType } from '#contracts/enums.ts';
import type { Environment } from '#contracts/version-write.ts';
import type { Archive } from './archive.ts';
import {
  apiVersionLine, fabricRange, matchGameVersions, mavenRange, packFormatRange, type KnownGameVersion, type PackKind,
} from './game-versions.ts';

export interface Finding {
  projectType: ProjectType;
  loaders: string[];
  gameVersions: string[];
  versionNumber: string | null;
  name: string | null;
  environment: Environment | null;
}

export const METADATA_FILES = {
  fabric: 'fabric.mod.json',
  quilt: 'quilt.mod.json',
  forge: 'META-INF/mods.toml',
  neoforge: 'META-INF/neoforge.mods.toml',
  legacyForge: 'mcmod.info',
  manifest: 'META-INF/MANIFEST.MF',
  bukkit: 'plugin.yml',
  paper: 'paper-plugin.yml',
  bungee: 'bungee.yml',
  velocity: 'velocity-plugin.json',
  sponge: 'META-INF/sponge_plugins.json',
  pack: 'pack.mcmeta',
} as const;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Build tools leave `${version}`-style placeholders when they were not expanded; such a value says nothing. */
const concrete = (value: unknown) => {
  const found = text(value);
  return found && !found.includes('${') ? found : null;
};

function json(archive: Archive, name: string): unknown {
  const source = archive.text(name);
  if (source === undefined) return undefined;
  try {
    return JSON.parse(source);
  } catch {
    return null;
  }
}

const finding = (projectType: ProjectType, loaders: string[], partial: Partial<Finding> = {}): Finding => ({
  projectType, loaders, gameVersions: [], versionNumber: null, name: null, environment: null, ...partial,
});

const ENVIRONMENT_OF: Record<string, Environment> = { client: 'client_only', server: 'server_only', '*': 'client_and_server' };

function fabric(archive: Archive, known: readonly KnownGameVersion[]): Finding | null {
  const meta = json(archive, METADATA_FILES.fabric);
  if (!isRecord(meta)) return null;
  const minecraft = isRecord(meta.depends) ? meta.depends.minecraft : undefined;
  const named = Array.isArray(minecraft) ? minecraft.filter((v): v is string => typeof v === 'string') : typeof minecraft === 'string' ? [minecraft] : [];
  return finding('mod', ['fabric'], {
    gameVersions: minecraft === undefined ? [] : matchGameVersions(known, fabricRange(minecraft), named),
    versionNumber: concrete(meta.version),
    name: text(meta.name),
    environment: typeof meta.environment === 'string' ? ENVIRONMENT_OF[meta.environment] ?? null : null,
  });
}

function quilt(archive: Archive, known: readonly KnownGameVersion[]): Finding | null {
  const meta = json(archive, METADATA_FILES.quilt);
  if (!isRecord(meta) || !isRecord(meta.quilt_loader)) return null;
  const loader = meta.quilt_loader;
  const depends = Array.isArray(loader.depends) ? loader.depends : [];
  const minecraft = depends.find((entry) => isRecord(entry) && entry.id === 'minecraft') as Fields | undefined;
  let range: unknown = minecraft?.versions;
  if (isRecord(range) && Array.isArray(range.any)) range = range.any;
  const environment = isRecord(meta.minecraft) && typeof meta.minecraft.environment === 'string' ? ENVIRONMENT_OF[meta.minecraft.environment] ?? null : null;
  return finding('mod', ['quilt'], {
    gameVersions: range === undefined ? [] : matchGameVersions(known, fabricRange(range), typeof range === 'string' ? [range] : []),
    versionNumber: concrete(loader.version),
    name: isRecord(loader.metadata) ? text(loader.metadata.name) : null,
    environment,
  });
}

/** `Implementation-Version` of the jar manifest: what `${file.jarVersion}` in mods.toml stands for. */
function manifestVersion(archive: Archive): string | null {
  const manifest = archive.text(METADATA_FILES.manifest);
  const match = manifest && /^Implementation-Version:\s*(.+?)\s*$/m.exec(manifest);
  return match ? concrete(match[1]) : null;
}

function modsToml(archive: Archive, known: readonly KnownGameVersion[], file: string, loader: 'forge' | 'neoforge'): Finding | null {
  const source = archive.text(file);
  if (source === undefined) return null;
  let meta: Fields;
  try {
    meta = parseToml(source) as Fields;
  } catch {
    return null;
  }
  const mods = Array.isArray(meta.mods) ? meta.mods.filter(isRecord) : [];
  const main = mods[0];
  const modId = main ? text(main.modId) : null;
  const allDependencies = isRecord(meta.dependencies) ? meta.dependencies : {};
  const ownDependencies = (modId && Array.isArray(allDependencies[modId]) ? allDependencies[modId] : Object.values(allDependencies).flat()) as unknown[];
  const dependencies = ownDependencies.filter(isRecord);
  const minecraft = dependencies.find((d) => d.modId === 'minecraft');
  const range = minecraft ? text(minecraft.versionRange) : null;
  // NeoForge read META-INF/mods.toml until 1.20.4; a dependency on `neoforge` gives such a jar away.
  const loaders = loader === 'forge' && dependencies.some((d) => d.modId === 'neoforge') ? ['neoforge'] : [loader];
  const version = main ? text(main.version) : null;
  return finding('mod', loaders, {
    gameVersions: range ? matchGameVersions(known, mavenRange(range), [range.replace(/^\[|\]$/g, '')]) : [],
    versionNumber: version === '${file.jarVersion}' ? manifestVersion(archive) : concrete(version),
    name: main ? text(main.displayName) : null,
  });
}

function legacyForge(archive: Archive, known: readonly KnownGameVersion[]): Finding | null {
  const meta = json(archive, METADATA_FILES.legacyForge);
  const main = Array.isArray(meta) ? meta[0] : isRecord(meta) && Array.isArray(meta.modList) ? meta.modList[0] : undefined;
  if (!isRecord(main)) return meta === undefined ? null : finding('mod', ['forge']);
  const minecraft = text(main.mcversion);
  return finding('mod', ['forge'], {
    gameVersions: minecraft ? matchGameVersions(known, (v) => v === minecraft, [minecraft]) : [],
    versionNumber: concrete(main.version),
    name: text(main.name),
  });
}

/** YAML read with the failsafe schema: `api-version: 1.20` must stay "1.20", not become the number 1.2. */
function yaml(archive: Archive, name: string): Fields | null {
  const source = archive.text(name);
  if (source === undefined) return null;
  try {
    // Checking keys for duplicates costs time quadratic in their number; Bukkit's own reader lets the last one win too.
    const value: unknown = parseYaml(source, { schema: 'failsafe', uniqueKeys: false });
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function bukkitFamily(archive: Archive, known: readonly KnownGameVersion[]): Finding | null {
  const paper = yaml(archive, METADATA_FILES.paper);
  const bukkit = yaml(archive, METADATA_FILES.bukkit);
  const meta = paper ?? bukkit;
  if (!meta) return null;
  const loaders = bukkit ? ['bukkit', 'spigot', 'paper'] : ['paper'];
  if (meta['folia-supported'] === 'true') loaders.push('folia');
  const api = text(meta['api-version']);
  return finding('plugin', loaders, {
    gameVersions: api ? matchGameVersions(known, apiVersionLine(api)) : [],
    versionNumber: concrete(meta.version),
    name: text(meta.name),
  });
}

function proxies(archive: Archive): Finding[] {
  const found: Finding[] = [];
  const bungee = yaml(archive, METADATA_FILES.bungee);
  if (bungee) found.push(finding('plugin', ['bungeecord', 'waterfall'], { versionNumber: concrete(bungee.version), name: text(bungee.name) }));
  const velocity = json(archive, METADATA_FILES.velocity);
  if (isRecord(velocity)) found.push(finding('plugin', ['velocity'], { versionNumber: concrete(velocity.version), name: text(velocity.name) }));
  if (archive.text(METADATA_FILES.sponge) !== undefined) found.push(finding('plugin', ['sponge']));
  return found;
}

/** pack.mcmeta's supported range: `supported_formats` (int, [min, max] or {min_inclusive, max_inclusive}) or `min_format`/`max_format`. */
function formatRange(pack: Fields): [number, number] | null {
  const major = (value: unknown) => (typeof value === 'number' ? value : Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null);
  const base = major(pack.pack_format);
  const min = major(pack.min_format);
  const max = major(pack.max_format);
  if (min !== null && max !== null) return [min, max];
  const supported = pack.supported_formats;
  if (typeof supported === 'number') return [supported, supported];
  if (Array.isArray(supported) && typeof supported[0] === 'number' && typeof supported[1] === 'number') return [supported[0], supported[1]];
  if (isRecord(supported) && typeof supported.min_inclusive === 'number' && typeof supported.max_inclusive === 'number') {
    return [supported.min_inclusive, supported.max_inclusive];
  }
  return base === null ? null : [base, base];
}

function pack(archive: Archive, known: readonly KnownGameVersion[]): Finding | null {
  const meta = json(archive, METADATA_FILES.pack);
  if (!isRecord(meta) || !isRecord(meta.pack)) return null;
  const kind: PackKind = archive.names.some((name) => name.startsWith('data/')) ? 'data' : 'resource';
  const range = formatRange(meta.pack);
  return finding(kind === 'data' ? 'datapack' : 'resourcepack', [kind === 'data' ? 'datapack' : 'minecraft'], {
    gameVersions: range ? matchGameVersions(known, packFormatRange(kind, range[0], range[1])) : [],
  });
}

function shader(archive: Archive): Finding | null {
  return archive.names.some((name) => name.startsWith('shaders/')) ? finding('shader', ['iris', 'optifine']) : null;
}

/** Every declaration the archive carries, mods first; a shader folder counts only in an archive that is not a pack. */
export function readFindings(archive: Archive, known: readonly KnownGameVersion[]): Finding[] {
  const mods = [
    fabric(archive, known), quilt(archive, known), modsToml(archive, known, METADATA_FILES.forge, 'forge'),
    modsToml(archive, known, METADATA_FILES.neoforge, 'neoforge'), legacyForge(archive, known),
  ];
  const packs = pack(archive, known);
  return [...mods, bukkitFamily(archive, known), ...proxies(archive), packs, packs ? null : shader(archive)]
    .filter((found): found is Finding => found !== null);
}
