// Test support: small real archives (mod jars, plugins, packs, .mrpack) built in memory with fflate.
import { strToU8, zipSync } from 'fflate';
import gameVersions from '#db/seed/data/game-versions.json' with { type: 'json' };
import type { KnownGameVersion } from './game-versions.ts';

/** The reference game-version list, newest first, as the tags service returns it. */
export const KNOWN_GAME_VERSIONS: readonly KnownGameVersion[] = gameVersions;

export function zip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const data: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(entries)) data[path] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(data);
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);

export function fabricJar(minecraft: unknown = '>=1.20.1 <1.21', version = '1.2.3') {
  return zip({
    'fabric.mod.json': json({ schemaVersion: 1, id: 'example', version, name: 'Example Mod', environment: '*', depends: { fabricloader: '>=0.15', minecraft } }),
    'example/Example.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe]),
  });
}

export function forgeJar(versionRange = '[1.20.1,1.21)') {
  return zip({
    'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\nImplementation-Version: 4.5.6\n',
    'META-INF/mods.toml': [
      'modLoader="javafml"', 'loaderVersion="[47,)"', 'license="MIT"', '[[mods]]', 'modId="example"',
      'version="${file.jarVersion}"', 'displayName="Example Forge"',
      '[[dependencies.example]]', 'modId="minecraft"', 'mandatory=true', `versionRange="${versionRange}"`, 'ordering="NONE"', 'side="BOTH"',
    ].join('\n'),
  });
}

export interface PackFile {
  path: string;
  sha1?: string;
  sha512?: string;
  downloads?: string[];
  env?: unknown;
}

export function mrpack(options: { files?: PackFile[]; dependencies?: Record<string, string>; index?: Record<string, unknown>; extra?: Record<string, string> } = {}) {
  const index = {
    formatVersion: 1,
    game: 'minecraft',
    versionId: '2.0.0',
    name: 'Example Pack',
    files: (options.files ?? [{ path: 'mods/example.jar' }]).map((file) => ({
      path: file.path,
      hashes: { sha1: file.sha1 ?? 'a'.repeat(40), sha512: file.sha512 ?? 'b'.repeat(128) },
      env: file.env ?? { client: 'required', server: 'optional' },
      downloads: file.downloads ?? ['https://cdn.modrinth.com/data/example/versions/1.0.0/example.jar'],
      fileSize: 4,
    })),
    dependencies: options.dependencies ?? { minecraft: '1.20.1', 'fabric-loader': '0.15.11' },
    ...options.index,
  };
  return zip({ 'modrinth.index.json': json(index), 'overrides/config/example.properties': 'enabled=true\n', ...options.extra });
}
