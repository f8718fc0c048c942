// Builds each seeded file's bytes (jar, zip or mrpack), names and hashes it, and says where it is stored and served.
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { FileType, ProjectType } from '#contracts/enums.ts';
import { fileKeyOf, storedFileUrl } from '#contracts/stored-files.ts';
import { Canvas, type Rgb } from './art/canvas.ts';
import { compareMinecraft, usesSingularDataFolders } from './gameversions.ts';
import * as m from './manifests.ts';
import type { ArchiveSpec, MrpackFile } from './manifests.ts';
import { isOpenLicense } from './taxonomy.ts';

export interface BuiltFile {
  filename: string;
  bytes: Uint8Array;
  size: number;
  sha1: string;
  sha512: string;
  blobKey: string;
  /** What the file row stores: the download path below the CDN root. */
  key: string;
  /** Where a launcher downloads it from, written into the packs that bundle it (a pack's file holds absolute URLs). */
  url: string;
  primary: boolean;
  fileType: FileType | null;
}

export interface ModpackContents {
  loaderKey: string;
  loaderVersion: string;
  files: MrpackFile[];
}

type Entries = Record<string, string | Uint8Array>;

/** Stored (level 0) zips: the contents are tiny, and the seeder writes hundreds of thousands of them. */
function zip(entries: Entries, mtime: Date): Uint8Array {
  const data: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(entries)) data[path] = typeof content === 'string' ? strToU8(content) : content;
  // A fixed mtime (the version's publish date) keeps the bytes, and so the hashes, reproducible.
  return zipSync(data, { level: 0, mtime });
}

export const blobKeyOf = (sha1: string) => `files/${sha1.slice(0, 2)}/${sha1}`;

function finish(spec: ArchiveSpec, cdnUrl: string, filename: string, bytes: Uint8Array, primary: boolean, fileType: FileType | null): BuiltFile {
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const sha512 = createHash('sha512').update(bytes).digest('hex');
  const key = fileKeyOf(spec.projectId, spec.versionId, filename);
  return { filename, bytes, size: bytes.length, sha1, sha512, blobKey: blobKeyOf(sha1), key, url: storedFileUrl(cdnUrl, key), primary, fileType };
}

const compact = (title: string) => title.replace(/[^A-Za-z0-9]+/g, '');
const underscored = (title: string) => title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
const bare = (versionNumber: string) => versionNumber.replace(/^v/, '');

export function filenameOf(type: ProjectType, spec: ArchiveSpec): string {
  switch (type) {
    case 'mod': {
      const loader = spec.loaders.length === 1 && !spec.versionNumber.includes(spec.loaders[0]!) ? `-${spec.loaders[0]}` : '';
      return `${spec.slug}${loader}-${spec.versionNumber}.jar`;
    }
    case 'plugin': return `${compact(spec.title) || spec.modId}-${spec.versionNumber}.jar`;
    case 'datapack': return `${spec.slug}-v${bare(spec.versionNumber)}.zip`;
    case 'resourcepack': return `${underscored(spec.title)}-${spec.versionNumber}.zip`;
    case 'shader': return `${compact(spec.title)}_v${bare(spec.versionNumber)}.zip`;
    case 'modpack': return `${spec.title} ${spec.versionNumber}.mrpack`;
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function modEntries(spec: ArchiveSpec): Entries {
  const loaders = new Set(spec.loaders);
  const legacy = compareMinecraft(spec.gameVersions[spec.gameVersions.length - 1]!, '1.13') < 0;
  const entries: Entries = { 'META-INF/MANIFEST.MF': m.manifestMf(spec, 'primary') };
  if (loaders.has('fabric') || loaders.has('legacy-fabric') || loaders.has('ornithe')) entries['fabric.mod.json'] = m.fabricModJson(spec);
  // Quilt loads fabric.mod.json too, so jars built for both ship only the Fabric file.
  if (loaders.has('quilt') && !entries['fabric.mod.json']) entries['quilt.mod.json'] = m.quiltModJson(spec);
  if (loaders.has('forge')) {
    if (legacy) entries['mcmod.info'] = m.mcmodInfo(spec);
    else entries['META-INF/mods.toml'] = m.modsToml(spec, 'forge');
  }
  if (loaders.has('neoforge')) entries['META-INF/neoforge.mods.toml'] = m.modsToml(spec, 'neoforge');
  if (loaders.has('liteloader')) entries['litemod.json'] = m.litemodJson(spec);
  if (loaders.has('rift')) entries['riftmod.json'] = m.riftmodJson(spec);
  if (!legacy) entries[`${spec.modId}.mixins.json`] = m.mixinsJson(spec);
  entries[`assets/${spec.modId}/lang/en_us.json`] = json({ [`itemGroup.${spec.modId}`]: spec.title, [`${spec.modId}.config.title`]: `${spec.title} Settings` });
  if (isOpenLicense(spec.license)) entries.LICENSE = `${spec.license}\n\nCopyright (c) ${spec.author}. See ${spec.sourceUrl ?? spec.homepage} for the full text.\n`;
  return entries;
}

function pluginEntries(spec: ArchiveSpec): Entries {
  const loaders = new Set(spec.loaders);
  const entries: Entries = { 'META-INF/MANIFEST.MF': m.manifestMf(spec, 'primary') };
  if (['bukkit', 'spigot', 'paper', 'purpur', 'folia'].some((loader) => loaders.has(loader))) entries['plugin.yml'] = m.pluginYml(spec);
  if (loaders.has('bungeecord') || loaders.has('waterfall')) entries['bungee.yml'] = m.bungeeYml(spec);
  if (loaders.has('velocity')) entries['velocity-plugin.json'] = m.velocityPluginJson(spec);
  if (loaders.has('sponge')) entries['META-INF/sponge_plugins.json'] = m.spongePluginsJson(spec);
  entries['config.yml'] = `# ${spec.title} ${spec.versionNumber}\nsettings:\n  enabled: true\n  debug: false\nmessages:\n  prefix: "[${spec.title.replace(/"/g, '')}] "\n`;
  return entries;
}

function datapackEntries(spec: ArchiveSpec): Entries {
  const newest = spec.gameVersions[spec.gameVersions.length - 1]!;
  const fn = usesSingularDataFolders(spec.gameVersions[0]!) ? 'function' : 'functions';
  const ns = spec.modId;
  const entries: Entries = {
    'pack.mcmeta': m.packMcmeta(spec, 'data'),
    [`data/minecraft/tags/${fn}/load.json`]: json({ values: [`${ns}:load`] }),
    [`data/minecraft/tags/${fn}/tick.json`]: json({ values: [`${ns}:tick`] }),
    [`data/${ns}/${fn}/load.mcfunction`]: `# ${spec.title} ${spec.versionNumber} for ${newest}\nscoreboard objectives add ${ns.slice(0, 12)}.config dummy\ntellraw @a [{"text":"${spec.title.replace(/"/g, '')} loaded","color":"green"}]\n`,
    [`data/${ns}/${fn}/tick.mcfunction`]: `execute as @a[scores={${ns.slice(0, 12)}.config=1..}] run function ${ns}:update\n`,
    [`data/${ns}/${fn}/update.mcfunction`]: 'scoreboard players remove @s ' + `${ns.slice(0, 12)}.config 1\n`,
  };
  if (spec.categories.includes('equipment') || spec.categories.includes('food')) {
    entries[`data/${ns}/${fn === 'function' ? 'recipe' : 'recipes'}/${ns}_item.json`] = json({
      type: 'minecraft:crafting_shapeless', ingredients: ['minecraft:iron_ingot', 'minecraft:stick'], result: { id: 'minecraft:iron_sword', count: 1 },
    });
  }
  return entries;
}

const PALETTE = [
  [112, 84, 62], [125, 125, 125], [89, 125, 39], [184, 148, 95], [58, 96, 160], [160, 70, 60], [215, 205, 160],
  [70, 45, 90], [200, 120, 40], [40, 140, 130], [230, 230, 235], [30, 30, 36],
] as const;
const pngCache = new Map<string, Uint8Array>();

/** A small valid PNG (a two-tone block texture), cached per size and colour since packs reuse them. */
export function texturePng(size: number, tint: number): Uint8Array {
  const key = `${size}:${tint % PALETTE.length}`;
  const cached = pngCache.get(key);
  if (cached) return cached;
  const [r, g, b] = PALETTE[tint % PALETTE.length]!;
  const canvas = new Canvas(size, size, [r, g, b]);
  const darker: Rgb = [Math.max(0, r - 14), Math.max(0, g - 14), Math.max(0, b - 14)];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (((x >> 2) + (y >> 2)) % 2 === 1) canvas.set(x, y, darker);
  const png = canvas.png(1);
  pngCache.set(key, png);
  return png;
}

const RESOLUTION_PIXELS: Record<string, number> = { '8x-': 8, '16x': 16, '32x': 32, '48x': 48, '64x': 64 };
const BLOCKS = ['stone', 'oak_planks', 'cobblestone', 'dirt', 'sand', 'bricks', 'glass', 'oak_leaves', 'iron_ore', 'deepslate'];

function resourcepackEntries(spec: ArchiveSpec, tint: number): Entries {
  const resolution = spec.categories.find((name) => /^\d+x/.test(name)) ?? '16x';
  const size = RESOLUTION_PIXELS[resolution] ?? 64;
  const entries: Entries = { 'pack.mcmeta': m.packMcmeta(spec, 'resource'), 'pack.png': texturePng(16, tint) };
  for (let i = 0; i < 3; i++) entries[`assets/minecraft/textures/block/${BLOCKS[(tint + i * 3) % BLOCKS.length]}.png`] = texturePng(size, tint + i);
  if (spec.categories.includes('audio')) entries['assets/minecraft/sounds.json'] = json({ 'block.note_block.harp': { replace: true, sounds: ['block/note/harp'] } });
  if (spec.categories.includes('fonts')) entries['assets/minecraft/font/default.json'] = json({ providers: [{ type: 'bitmap', file: 'minecraft:font/ascii.png', ascent: 7, chars: ['ABCD'] }] });
  if (spec.categories.includes('models') || spec.categories.includes('combat')) {
    entries['assets/minecraft/models/item/iron_sword.json'] = json({ parent: 'minecraft:item/handheld', display: { firstperson_righthand: { scale: [0.6, 0.6, 0.6] } } });
  }
  if (spec.categories.includes('locale') || spec.categories.includes('gui')) entries['assets/minecraft/lang/en_us.json'] = json({ 'menu.singleplayer': 'Play Alone', 'menu.multiplayer': 'Play Together' });
  return entries;
}

function shaderEntries(spec: ArchiveSpec, tint: number): Entries {
  if (spec.loaders.includes('iris') || spec.loaders.includes('optifine')) return m.shaderFiles(spec, tint);
  return { 'pack.mcmeta': m.packMcmeta(spec, 'resource'), ...m.coreShaderFiles(spec, spec.loaders.includes('canvas')) };
}

function modpackEntries(spec: ArchiveSpec, pack: ModpackContents): Entries {
  return {
    'modrinth.index.json': m.modrinthIndex(spec, pack.loaderKey, pack.loaderVersion, pack.files),
    [`overrides/config/${spec.modId}-pack.properties`]: `# ${spec.title} ${spec.versionNumber}\nproject=${spec.projectId}\nversion=${spec.versionId}\nmods=${pack.files.length}\n`,
    'overrides/options.txt': `renderDistance:${8 + (pack.files.length % 8)}\nguiScale:3\nlang:en_us\n`,
  };
}

/** The primary file of a version: a real archive of the right kind for its project type and loaders. */
export function buildPrimaryFile(type: ProjectType, spec: ArchiveSpec, mtime: Date, cdnUrl: string, tint: number, pack?: ModpackContents): BuiltFile {
  let entries: Entries;
  switch (type) {
    case 'mod': entries = modEntries(spec); break;
    case 'plugin': entries = pluginEntries(spec); break;
    case 'datapack': entries = datapackEntries(spec); break;
    case 'resourcepack': entries = resourcepackEntries(spec, tint); break;
    case 'shader': entries = shaderEntries(spec, tint); break;
    case 'modpack': entries = modpackEntries(spec, pack ?? { loaderKey: 'fabric-loader', loaderVersion: '0.16.0', files: [] }); break;
  }
  return finish(spec, cdnUrl, filenameOf(type, spec), zip(entries, mtime), true, null);
}

/** The optional second file some mods publish: their sources. */
export function buildSourcesFile(spec: ArchiveSpec, mtime: Date, cdnUrl: string): BuiltFile {
  const main = m.mainClassOf(spec);
  const className = main.slice(main.lastIndexOf('.') + 1);
  const entries: Entries = {
    'META-INF/MANIFEST.MF': m.manifestMf(spec, 'sources'),
    [`${main.replace(/\./g, '/')}.java`]: `package ${m.packageOf(spec)};\n\n/** Entry point of ${spec.title} ${spec.versionNumber}. */\npublic final class ${className} {\n    public static final String MOD_ID = "${spec.modId}";\n\n    public void onInitialize() {\n    }\n}\n`,
  };
  const filename = filenameOf('mod', spec).replace(/\.jar$/, '-sources.jar');
  return finish(spec, cdnUrl, filename, zip(entries, mtime), false, 'sources-jar');
}
