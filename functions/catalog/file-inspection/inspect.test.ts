// Inspection of each metadata format, with archives built in the test: loaders, game versions, version and name.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import { fabricJar, forgeJar, json, KNOWN_GAME_VERSIONS, mrpack, zip } from './fixtures.ts';
import { inspectFile } from './inspect.ts';

const inspect = (filename: string, bytes: Uint8Array) => inspectFile(filename, bytes, KNOWN_GAME_VERSIONS).inspection;
const R1_20 = ['1.20', '1.20.1', '1.20.2', '1.20.3', '1.20.4', '1.20.5', '1.20.6'];

describe('fabric.mod.json', () => {
  it('reads loaders, a range of game versions, the version and a suggested name', () => {
    expect(inspect('example.jar', fabricJar())).toEqual({
      file_name: 'example.jar', project_type: 'mod', loaders: ['fabric'], game_versions: R1_20.slice(1),
      version_number: '1.2.3', name: 'Example Mod 1.2.3', environment: 'client_and_server',
    });
  });

  it('understands tilde, wildcards, alternatives and an exact snapshot', () => {
    expect(inspect('a.jar', fabricJar('~1.20')).game_versions).toEqual(R1_20);
    expect(inspect('a.jar', fabricJar('1.20.x')).game_versions).toEqual(R1_20);
    expect(inspect('a.jar', fabricJar(['1.19.4', '1.20.1'])).game_versions).toEqual(['1.19.4', '1.20.1']);
    expect(inspect('a.jar', fabricJar('1.20.1 || >=1.21.10')).game_versions).toEqual(['1.20.1', '1.21.10', '1.21.11', '26.1', '26.1.1', '26.1.2', '26.2']);
    expect(inspect('a.jar', fabricJar('26.3-snapshot-1')).game_versions).toEqual(['26.3-snapshot-1']);
  });

  it('leaves an unexpanded version placeholder out', () => {
    const found = inspect('a.jar', fabricJar('1.20.1', '${version}'));
    expect(found.version_number).toBeNull();
    expect(found.name).toBeNull();
  });
});

describe('quilt.mod.json', () => {
  it('reads the minecraft dependency, including an "any" list', () => {
    const bytes = zip({
      'quilt.mod.json': json({
        schema_version: 1,
        quilt_loader: { id: 'example', version: '0.9.0', metadata: { name: 'Quilted' }, depends: [{ id: 'minecraft', versions: { any: ['1.20.1', '1.20.4'] } }] },
        minecraft: { environment: 'client' },
      }),
    });
    expect(inspect('q.jar', bytes)).toMatchObject({
      loaders: ['quilt'], game_versions: ['1.20.1', '1.20.4'], version_number: '0.9.0', name: 'Quilted 0.9.0', environment: 'client_only',
    });
  });
});

describe('mods.toml and neoforge.mods.toml', () => {
  it('reads a Forge Maven range and takes ${file.jarVersion} from the manifest', () => {
    expect(inspect('forge.jar', forgeJar())).toMatchObject({
      project_type: 'mod', loaders: ['forge'], game_versions: R1_20.slice(1), version_number: '4.5.6', name: 'Example Forge 4.5.6',
    });
    expect(inspect('forge.jar', forgeJar('[1.20.1]')).game_versions).toEqual(['1.20.1']);
    expect(inspect('forge.jar', forgeJar('[1.18,1.18.2],[1.20.6,1.21)')).game_versions).toEqual(['1.18', '1.18.1', '1.18.2', '1.20.6']);
    expect(inspect('forge.jar', forgeJar('(,1.7.10]')).game_versions).toContain('1.7.10');
  });

  it('reads NeoForge metadata, and recognises a NeoForge jar that still uses mods.toml', () => {
    const neo = zip({
      'META-INF/neoforge.mods.toml': 'modLoader="javafml"\n[[mods]]\nmodId="neo"\nversion="2.0"\n[[dependencies.neo]]\nmodId="minecraft"\nversionRange="[1.21,1.21.2)"\n',
    });
    expect(inspect('neo.jar', neo)).toMatchObject({ loaders: ['neoforge'], game_versions: ['1.21', '1.21.1'], version_number: '2.0' });
    const legacy = zip({
      'META-INF/mods.toml': 'modLoader="javafml"\n[[mods]]\nmodId="neo"\nversion="1.0"\n[[dependencies.neo]]\nmodId="neoforge"\nversionRange="[20.4,)"\n[[dependencies.neo]]\nmodId="minecraft"\nversionRange="[1.20.4]"\n',
    });
    expect(inspect('neo.jar', legacy)).toMatchObject({ loaders: ['neoforge'], game_versions: ['1.20.4'] });
  });
});

describe('mcmod.info', () => {
  it('reads a legacy Forge mod list with its single Minecraft version', () => {
    const bytes = zip({ 'mcmod.info': json([{ modid: 'old', name: 'Old Mod', version: '1.7.10-2.3', mcversion: '1.7.10' }]) });
    expect(inspect('old.jar', bytes)).toMatchObject({ loaders: ['forge'], game_versions: ['1.7.10'], version_number: '1.7.10-2.3', name: 'Old Mod 1.7.10-2.3' });
  });
});

describe('plugins', () => {
  it('maps plugin.yml api-version to its release line, kept as text (1.20 is not 1.2)', () => {
    const bytes = zip({ 'plugin.yml': 'name: Greeter\nversion: 3.1.0\nmain: example.Greeter\napi-version: 1.20\nfolia-supported: true\n' });
    expect(inspect('greeter.jar', bytes)).toEqual({
      file_name: 'greeter.jar', project_type: 'plugin', loaders: ['bukkit', 'spigot', 'paper', 'folia'], game_versions: R1_20,
      version_number: '3.1.0', name: 'Greeter 3.1.0', environment: null,
    });
  });

  it('reads paper-plugin.yml, bungee.yml and velocity-plugin.json', () => {
    expect(inspect('p.jar', zip({ 'paper-plugin.yml': 'name: P\nversion: 1.0\nmain: a.B\napi-version: "1.21"\n' }))).toMatchObject({
      loaders: ['paper'], game_versions: ['1.21', '1.21.1', '1.21.2', '1.21.3', '1.21.4', '1.21.5', '1.21.6', '1.21.7', '1.21.8', '1.21.9', '1.21.10', '1.21.11'],
    });
    expect(inspect('b.jar', zip({ 'bungee.yml': 'name: B\nversion: 2.0\nmain: a.B\n' }))).toMatchObject({ loaders: ['bungeecord', 'waterfall'], version_number: '2.0' });
    expect(inspect('v.jar', zip({ 'velocity-plugin.json': json({ id: 'v', name: 'Velo', version: '5.0.0' }) }))).toMatchObject({
      project_type: 'plugin', loaders: ['velocity'], game_versions: [], version_number: '5.0.0', name: 'Velo 5.0.0',
    });
    expect(inspect('s.jar', zip({ 'META-INF/sponge_plugins.json': json({ plugins: [{ id: 's' }] }) }))).toMatchObject({ project_type: 'plugin', loaders: ['sponge'] });
  });
});

describe('pack.mcmeta and shader packs', () => {
  it('maps a resource pack format (and supported_formats) to game versions through the shipped table', () => {
    const single = zip({ 'pack.mcmeta': json({ pack: { pack_format: 34, description: 'x' } }), 'assets/minecraft/textures/a.png': 'x' });
    expect(inspect('r.zip', single)).toMatchObject({ project_type: 'resourcepack', loaders: ['minecraft'], game_versions: ['1.21', '1.21.1'] });
    const ranged = zip({ 'pack.mcmeta': json({ pack: { pack_format: 34, supported_formats: [34, 46] } }) });
    expect(inspect('r.zip', ranged).game_versions).toEqual(['1.21', '1.21.1', '1.21.2', '1.21.3', '1.21.4']);
    const object = zip({ 'pack.mcmeta': json({ pack: { pack_format: 15, supported_formats: { min_inclusive: 15, max_inclusive: 18 } } }) });
    expect(inspect('r.zip', object).game_versions).toEqual(['1.20', '1.20.1', '1.20.2']);
    const newStyle = zip({ 'pack.mcmeta': json({ pack: { min_format: [69, 0], max_format: 75 } }) });
    expect(inspect('r.zip', newStyle).game_versions).toEqual(['1.21.9', '1.21.10', '1.21.11']);
  });

  it('treats a pack with a data folder as a data pack with the data-pack format table', () => {
    const bytes = zip({ 'pack.mcmeta': json({ pack: { pack_format: 48 } }), 'data/example/function/load.mcfunction': 'say hi' });
    expect(inspect('d.zip', bytes)).toMatchObject({ project_type: 'datapack', loaders: ['datapack'], game_versions: ['1.21', '1.21.1'] });
  });

  it('recognises a shader pack by its shaders folder', () => {
    expect(inspect('s.zip', zip({ 'shaders/composite.fsh': 'void main() {}' }))).toMatchObject({ project_type: 'shader', loaders: ['iris', 'optifine'] });
  });
});

describe('.mrpack and the rest', () => {
  it('reads the pack index: modpack, its loaders, its Minecraft version, version id and name', () => {
    expect(inspect('pack.mrpack', mrpack())).toEqual({
      file_name: 'pack.mrpack', project_type: 'modpack', loaders: ['fabric'], game_versions: ['1.20.1'], version_number: '2.0.0', name: 'Example Pack', environment: null,
    });
  });

  it('combines the declarations of a jar built for several loaders', () => {
    const both = zip({
      'fabric.mod.json': json({ id: 'x', version: '1.0', depends: { minecraft: '1.20.1' } }),
      'META-INF/mods.toml': '[[mods]]\nmodId="x"\nversion="1.0"\n[[dependencies.x]]\nmodId="minecraft"\nversionRange="[1.20.1,1.20.2)"\n',
    });
    expect(inspect('x.jar', both)).toMatchObject({ loaders: ['fabric', 'forge'], game_versions: ['1.20.1'] });
  });

  it('answers empty suggestions for signatures and unknown archives, and refuses a jar that is not a zip', () => {
    expect(inspect('a.jar.asc', new TextEncoder().encode('-----BEGIN PGP SIGNATURE-----'))).toMatchObject({ loaders: [], project_type: null });
    expect(inspect('a.jar', zip({ 'readme.txt': 'hi' }))).toMatchObject({ loaders: [], game_versions: [], version_number: null });
    expect(() => inspect('broken.jar', new TextEncoder().encode('not a zip'))).toThrow(ApiError);
    expect(() => inspect('broken.jar', new TextEncoder().encode('not a zip'))).toThrow('broken.jar is not a valid zip archive');
  });
});
