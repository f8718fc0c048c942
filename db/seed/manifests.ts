// The metadata files inside seeded archives: mod/plugin descriptors, pack.mcmeta, shader sources, modrinth.index.json.
import type { SideType } from '#contracts/enums.ts';
import { compareMinecraft, dataPackFormat, forgeMajor, resourcePackFormat } from './gameversions.ts';
import { ALL_RIGHTS_RESERVED } from './taxonomy.ts';

/** Everything an archive needs to describe itself; ids end up inside so every file's bytes are unique. */
export interface ArchiveSpec {
  projectId: string;
  versionId: string;
  title: string;
  slug: string;
  modId: string;
  summary: string;
  author: string;
  versionNumber: string;
  loaders: readonly string[];
  /** Oldest first. */
  gameVersions: readonly string[];
  license: string;
  homepage: string;
  sourceUrl: string | null;
  issuesUrl: string | null;
  clientSide: SideType;
  serverSide: SideType;
  /** Mod ids of required libraries. */
  requires: readonly string[];
  categories: readonly string[];
}

export interface MrpackFile {
  path: string;
  hashes: { sha1: string; sha512: string };
  env: { client: SideType; server: SideType };
  downloads: string[];
  fileSize: number;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const first = (spec: ArchiveSpec) => spec.gameVersions[0]!;
const last = (spec: ArchiveSpec) => spec.gameVersions[spec.gameVersions.length - 1]!;
const licenseText = (license: string) => (license === ALL_RIGHTS_RESERVED ? 'All-Rights-Reserved' : license);

/** A Java package for the author: lower case, letters and digits only, never starting with a digit. */
export function packageOf(spec: ArchiveSpec): string {
  const author = spec.author.toLowerCase().replace(/[^a-z0-9]/g, '') || 'kiln';
  return `dev.${/^[a-z]/.test(author) ? author : `u${author}`}.${spec.modId}`;
}

export const mainClassOf = (spec: ArchiveSpec) =>
  `${packageOf(spec)}.${spec.modId.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}`;

function javaVersion(minecraft: string): number {
  if (compareMinecraft(minecraft, '1.20.5') >= 0) return 21;
  if (compareMinecraft(minecraft, '1.18') >= 0) return 17;
  return compareMinecraft(minecraft, '1.17') >= 0 ? 16 : 8;
}

const fabricRange = (spec: ArchiveSpec) =>
  spec.gameVersions.length === 1 ? first(spec) : `>=${first(spec)} <=${last(spec)}`;

export function manifestMf(spec: ArchiveSpec, artifact: 'primary' | 'sources'): string {
  const lines = [
    'Manifest-Version: 1.0',
    `Implementation-Title: ${spec.modId}`,
    `Implementation-Version: ${spec.versionNumber}`,
    `Implementation-Vendor: ${spec.author}`,
    `Kiln-Project-Id: ${spec.projectId}`,
    `Kiln-Version-Id: ${spec.versionId}`,
    `Kiln-Artifact: ${artifact}`,
  ];
  if (spec.loaders.includes('forge') || spec.loaders.includes('neoforge')) lines.push(`MixinConfigs: ${spec.modId}.mixins.json`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export function fabricModJson(spec: ArchiveSpec): string {
  const environment = spec.serverSide === 'unsupported' ? 'client' : spec.clientSide === 'unsupported' ? 'server' : '*';
  const depends: Record<string, string> = {
    fabricloader: '>=0.15.0', minecraft: fabricRange(spec), java: `>=${javaVersion(first(spec))}`,
  };
  for (const library of spec.requires) depends[library] = '*';
  return json({
    schemaVersion: 1, id: spec.modId, version: spec.versionNumber, name: spec.title, description: spec.summary,
    authors: [spec.author], contact: { homepage: spec.homepage, ...(spec.sourceUrl ? { sources: spec.sourceUrl } : {}) },
    license: licenseText(spec.license), environment,
    entrypoints: { [environment === 'client' ? 'client' : 'main']: [mainClassOf(spec)] },
    mixins: [`${spec.modId}.mixins.json`], depends,
  });
}

export function quiltModJson(spec: ArchiveSpec): string {
  const environment = spec.serverSide === 'unsupported' ? 'client' : spec.clientSide === 'unsupported' ? 'dedicated_server' : '*';
  return json({
    schema_version: 1,
    quilt_loader: {
      group: packageOf(spec).split('.').slice(0, 2).join('.'), id: spec.modId, version: spec.versionNumber,
      metadata: { name: spec.title, description: spec.summary, contributors: { [spec.author]: 'Owner' }, license: licenseText(spec.license) },
      intermediate_mappings: 'net.fabricmc:intermediary',
      entrypoints: { init: mainClassOf(spec) },
      depends: [
        { id: 'quilt_loader', versions: '>=0.19.1' },
        { id: 'minecraft', versions: fabricRange(spec) },
        ...spec.requires.map((id) => ({ id, versions: '*' })),
      ],
    },
    mixin: `${spec.modId}.mixins.json`,
    minecraft: { environment },
  });
}

/** mods.toml for Forge, neoforge.mods.toml for NeoForge (the only differences are the loader and dependency keys). */
export function modsToml(spec: ArchiveSpec, loader: 'forge' | 'neoforge'): string {
  const side = spec.serverSide === 'unsupported' ? 'CLIENT' : spec.clientSide === 'unsupported' ? 'SERVER' : 'BOTH';
  const required = loader === 'forge' ? 'mandatory=true' : 'type="required"';
  // NeoForge numbers itself after the game version without the leading "1." (1.21.1 → 21.1.x).
  const neoforgeBase = first(spec).startsWith('1.') ? first(spec).slice(2) : first(spec);
  const loaderRange = loader === 'forge' ? `[${forgeMajor(first(spec))},)` : `[${neoforgeBase},)`;
  const dependency = (modId: string, range: string) =>
    `[[dependencies.${spec.modId}]]\n    modId="${modId}"\n    ${required}\n    versionRange="${range}"\n    ordering="NONE"\n    side="${side}"\n`;
  return [
    'modLoader="javafml"',
    `loaderVersion="${loader === 'forge' ? `[${forgeMajor(first(spec))},)` : '[4,)'}"`,
    `license="${licenseText(spec.license)}"`,
    ...(spec.issuesUrl ? [`issueTrackerURL="${spec.issuesUrl}"`] : []),
    '',
    '[[mods]]',
    `modId="${spec.modId}"`,
    `version="${spec.versionNumber}"`,
    `displayName="${spec.title.replace(/"/g, "'")}"`,
    `authors="${spec.author}"`,
    `displayURL="${spec.homepage}"`,
    `description='''\n${spec.summary}\n'''`,
    '',
    dependency(loader, loaderRange),
    dependency('minecraft', `[${first(spec)},${last(spec)}]`),
    ...spec.requires.map((id) => dependency(id, '[0,)')),
  ].join('\n');
}

/** Forge before 1.13 read mcmod.info instead of mods.toml. */
export const mcmodInfo = (spec: ArchiveSpec) => json([{
  modid: spec.modId, name: spec.title, description: spec.summary, version: spec.versionNumber, mcversion: last(spec),
  url: spec.homepage, authorList: [spec.author], dependencies: spec.requires,
}]);

export const litemodJson = (spec: ArchiveSpec) => json({
  name: spec.title, version: spec.versionNumber, mcversion: last(spec), author: spec.author, description: spec.summary,
  revision: spec.versionNumber.replace(/[^0-9]/g, '').slice(0, 6) || '1',
});

export const riftmodJson = (spec: ArchiveSpec) => json({
  id: spec.modId, name: spec.title, authors: [spec.author], listeners: [mainClassOf(spec)],
});

export const mixinsJson = (spec: ArchiveSpec) => json({
  required: true, minVersion: '0.8', package: `${packageOf(spec)}.mixin`, compatibilityLevel: `JAVA_${javaVersion(first(spec))}`,
  mixins: [], client: [`${spec.modId.split('_')[0]}ClientMixin`], injectors: { defaultRequire: 1 },
});

/** Bukkit-family descriptor; api-version only exists from 1.13 on. */
export function pluginYml(spec: ArchiveSpec): string {
  const command = spec.modId.replace(/_/g, '').slice(0, 12);
  const lines = [
    `name: ${spec.title.replace(/[^A-Za-z0-9_]/g, '')}`,
    `version: '${spec.versionNumber}'`,
    `main: ${mainClassOf(spec)}`,
    ...(compareMinecraft(first(spec), '1.13') >= 0 ? [`api-version: '${first(spec).split('.').slice(0, 2).join('.')}'`] : []),
    `description: "${spec.summary.replace(/"/g, "'")}"`,
    `author: ${spec.author}`,
    `website: ${spec.homepage}`,
    ...(spec.loaders.includes('folia') ? ['folia-supported: true'] : []),
    ...(spec.requires.length > 0 ? [`depend: [${spec.requires.join(', ')}]`] : []),
    'commands:',
    `  ${command}:`,
    `    description: Main command of ${spec.title.replace(/:/g, '')}`,
    `    permission: ${command}.use`,
  ];
  return `${lines.join('\n')}\n`;
}

export const bungeeYml = (spec: ArchiveSpec) =>
  `name: ${spec.title.replace(/[^A-Za-z0-9_]/g, '')}\nmain: ${mainClassOf(spec)}\nversion: ${spec.versionNumber}\nauthor: ${spec.author}\n`;

export const velocityPluginJson = (spec: ArchiveSpec) => json({
  id: spec.modId.replace(/_/g, '-'), name: spec.title, version: spec.versionNumber, description: spec.summary,
  url: spec.homepage, authors: [spec.author], dependencies: [], main: mainClassOf(spec),
});

export const spongePluginsJson = (spec: ArchiveSpec) => json({
  loader: { name: 'java_plain', version: '1.0' }, license: licenseText(spec.license),
  plugins: [{ id: spec.modId.replace(/_/g, '-'), name: spec.title, version: spec.versionNumber, entrypoint: mainClassOf(spec), description: spec.summary }],
});

/** pack.mcmeta; supported_formats appears once a pack spans several formats (1.20.2+ understands it). */
export function packMcmeta(spec: ArchiveSpec, kind: 'data' | 'resource'): string {
  const format = kind === 'data' ? dataPackFormat : resourcePackFormat;
  const low = format(first(spec));
  const high = format(last(spec));
  const pack: Record<string, unknown> = { pack_format: low, description: spec.summary };
  if (high !== low) pack.supported_formats = [low, high];
  // Minecraft ignores unknown sections; this one ties the bytes to a project and version.
  return json({ pack, kiln: { project_id: spec.projectId, version_id: spec.versionId, version: spec.versionNumber } });
}

export function shaderFiles(spec: ArchiveSpec, tint: number): Record<string, string> {
  const strength = (tint % 7) / 10 + 0.3;
  return {
    'shaders/shaders.properties': `# ${spec.title} ${spec.versionNumber} (project ${spec.projectId}, version ${spec.versionId})\noldLighting=false\nshadowTerrain=true\nsun=true\nscreen=SHADOWS WATER SKY [Advanced]\nscreen.Advanced=BLOOM_STRENGTH EXPOSURE\nsliders=BLOOM_STRENGTH EXPOSURE\n`,
    'shaders/lib/settings.glsl': `#define BLOOM_STRENGTH ${strength.toFixed(2)} // [0.00 0.25 0.50 0.75 1.00]\n#define EXPOSURE 1.0 // [0.5 0.75 1.0 1.25 1.5]\n#define SHADOWS\n`,
    'shaders/composite.fsh': '#version 330 compatibility\n#include "/lib/settings.glsl"\nuniform sampler2D colortex0;\nin vec2 texcoord;\n/* RENDERTARGETS: 0 */\nlayout(location = 0) out vec4 color;\nvoid main() {\n  color = texture(colortex0, texcoord) * EXPOSURE;\n}\n',
    'shaders/final.fsh': '#version 330 compatibility\nuniform sampler2D colortex0;\nin vec2 texcoord;\nout vec4 fragColor;\nvoid main() {\n  vec3 c = texture(colortex0, texcoord).rgb;\n  fragColor = vec4(pow(c, vec3(1.0 / 2.2)), 1.0);\n}\n',
    'shaders/final.vsh': '#version 330 compatibility\nout vec2 texcoord;\nvoid main() {\n  gl_Position = ftransform();\n  texcoord = gl_MultiTexCoord0.xy;\n}\n',
    'shaders/lang/en_US.lang': `screen.Advanced=Advanced\noption.BLOOM_STRENGTH=Bloom Strength\noption.EXPOSURE=Exposure\nprofile.${spec.modId}=${spec.title}\n`,
  };
}

export function coreShaderFiles(spec: ArchiveSpec, canvas: boolean): Record<string, string> {
  if (canvas) {
    return {
      [`assets/${spec.modId}/pipelines/${spec.modId}.json5`]: `{\n  // ${spec.title} ${spec.versionNumber}\n  nameKey: "${spec.modId}.name",\n  smoothBrightnessBidirectionaly: true,\n  materialProgram: { vertexSource: "${spec.modId}:shaders/material.vert", fragmentSource: "${spec.modId}:shaders/material.frag" }\n}\n`,
      [`assets/${spec.modId}/shaders/material.frag`]: '#include frex:shaders/api/fragment.glsl\nvoid frx_pipelineFragment() {\n  frx_fragmentColor.rgb *= 1.05;\n}\n',
      [`assets/${spec.modId}/lang/en_us.json`]: json({ [`${spec.modId}.name`]: spec.title }),
    };
  }
  return {
    'assets/minecraft/shaders/core/rendertype_solid.fsh': '#version 150\nuniform sampler2D Sampler0;\nin vec4 vertexColor;\nin vec2 texCoord0;\nout vec4 fragColor;\nvoid main() {\n  vec4 color = texture(Sampler0, texCoord0) * vertexColor;\n  fragColor = vec4(color.rgb * 1.08, color.a);\n}\n',
    'assets/minecraft/shaders/core/rendertype_solid.json': json({ vertex: 'rendertype_solid', fragment: 'rendertype_solid', samplers: [{ name: 'Sampler0' }, { name: 'Sampler2' }] }),
  };
}

/** Compact like the index launchers write: packs list many files and every byte is hashed and stored. */
export function modrinthIndex(spec: ArchiveSpec, loaderKey: string, loaderVersion: string, files: MrpackFile[]): string {
  return JSON.stringify({
    formatVersion: 1, game: 'minecraft', versionId: spec.versionNumber, name: spec.title, summary: spec.summary, files,
    dependencies: { minecraft: last(spec), [loaderKey]: loaderVersion },
  });
}
