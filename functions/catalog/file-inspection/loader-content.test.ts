// Content validation against loaders: the declared loaders must be backed by the files' own metadata.
import { describe, expect, it } from 'vitest';
import { fabricJar, forgeJar, json, KNOWN_GAME_VERSIONS, mrpack, zip } from './fixtures.ts';
import { inspectFile } from './inspect.ts';
import { loaderContentProblem, modpackLoaderProblem } from './loader-content.ts';

const findings = (filename: string, bytes: Uint8Array) => inspectFile(filename, bytes, KNOWN_GAME_VERSIONS).findings;

describe('loaderContentProblem', () => {
  it('accepts files that declare the loaders, including the stand-ins loaders read themselves', () => {
    expect(loaderContentProblem(['fabric', 'quilt'], findings('a.jar', fabricJar()))).toBeNull();
    expect(loaderContentProblem(['forge'], findings('a.jar', forgeJar()))).toBeNull();
    const plugin = findings('p.jar', zip({ 'plugin.yml': 'name: P\nversion: 1\nmain: a.B\n' }));
    expect(loaderContentProblem(['paper', 'spigot', 'purpur', 'bungeecord'], plugin)).toBeNull();
    expect(loaderContentProblem(['iris', 'optifine'], findings('s.zip', zip({ 'shaders/final.fsh': '' })))).toBeNull();
    expect(loaderContentProblem(['minecraft'], findings('r.zip', zip({ 'pack.mcmeta': json({ pack: { pack_format: 15 } }) })))).toBeNull();
  });

  it('refuses a loader the files do not declare, naming what was expected', () => {
    expect(loaderContentProblem(['forge'], findings('a.jar', fabricJar()))).toBe(
      'The uploaded files are not a valid forge project: expected META-INF/mods.toml or mcmod.info',
    );
    expect(loaderContentProblem(['fabric', 'forge'], findings('a.jar', fabricJar()))).toContain('forge');
    expect(loaderContentProblem(['spigot'], findings('p.jar', zip({ 'paper-plugin.yml': 'name: P\nversion: 1\n' })))).toContain('plugin.yml');
    expect(loaderContentProblem(['datapack'], findings('r.zip', zip({ 'pack.mcmeta': json({ pack: { pack_format: 15 } }) })))).toContain('data/');
    expect(loaderContentProblem(['fabric'], findings('a.jar', zip({ 'readme.txt': 'no metadata' })))).toContain('fabric.mod.json');
  });

  it('does not check loaders whose metadata Kiln does not read', () => {
    expect(loaderContentProblem(['liteloader', 'java-agent'], findings('a.jar', zip({ 'readme.txt': 'x' })))).toBeNull();
  });
});

describe('modpackLoaderProblem', () => {
  it('requires declared loaders to be ones the pack depends on', () => {
    const index = inspectFile('p.mrpack', mrpack(), KNOWN_GAME_VERSIONS).mrpack!;
    expect(modpackLoaderProblem(['fabric'], index)).toBeNull();
    expect(modpackLoaderProblem(['forge'], index)).toBe('The modpack does not depend on the forge loader (its modrinth.index.json names fabric)');
  });
});
