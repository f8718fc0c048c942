// .mrpack validation: the index schema, links, download hosts, and every path (listed files and override entries) kept
// inside the pack and writable on every file system.
import { describe, expect, it } from 'vitest';
import { printableName } from '#contracts/file-names.ts';
import { VERSION_DEPENDENCIES_MAX } from '#contracts/limits.ts';
import { packDownloadHosts } from '#contracts/pack-downloads.ts';
import { craftZip, deflated } from './crafted-zips.ts';
import { json, KNOWN_GAME_VERSIONS, mrpack } from './fixtures.ts';
import { inspectFile } from './inspect.ts';
import { isSafePackPath } from './mrpack.ts';

const inspect = (bytes: Uint8Array) => inspectFile('pack.mrpack', bytes, KNOWN_GAME_VERSIONS);

const ESCAPES = [
  '../x', '/abs', 'C:\\x', 'c:/x', 'a/../../b', 'overrides/../x', 'mods/..', './mods/a.jar', 'mods//a.jar', 'mods\\..\\x',
  '..%2fx', '%2e%2e/x', '%2E%2E%2Fx', '%252e%252e%252fx', 'mods/%2e%2e/%2e%2e/x', '\uff0e\uff0e/x', 'mods/. ./x', 'mods/a.jar\u0000.txt', '',
];

describe('pack paths', () => {
  it.each(ESCAPES)('refuses %j', (path) => {
    expect(isSafePackPath(path)).toBe(false);
    expect(() => inspect(mrpack({ files: [{ path }] }))).toThrow(/would leave the pack|Invalid modrinth.index.json/);
  });

  it('accepts ordinary relative paths', () => {
    for (const path of ['mods/sodium.jar', 'config/sodium-options.json', 'resourcepacks/Faithful 32x.zip', 'mods/a..b.jar']) {
      expect(isSafePackPath(path)).toBe(true);
    }
    expect(inspect(mrpack({ files: [{ path: 'mods/a..b.jar' }] })).mrpack?.files).toHaveLength(1);
  });

  it('refuses override entries that climb out of their folder', () => {
    for (const name of ['overrides/../evil.txt', 'client-overrides/%2e%2e/evil.txt', '../evil.txt', 'overrides/a\\..\\..\\b']) {
      expect(() => inspect(mrpack({ extra: { [name]: 'x' } })), name).toThrow('which would leave the pack');
    }
  });
});

describe('modrinth.index.json schema', () => {
  const refusal = (bytes: Uint8Array) => {
    try {
      inspect(bytes);
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('refuses wrong format versions, games, hashes, sides, download URLs and dependencies', () => {
    expect(refusal(mrpack({ index: { formatVersion: 2 } }))).toContain('formatVersion');
    expect(refusal(mrpack({ index: { game: 'terraria' } }))).toContain('game');
    expect(refusal(mrpack({ index: { versionId: '' } }))).toContain('versionId');
    expect(refusal(mrpack({ index: { name: undefined } }))).toContain('name');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', sha1: 'xyz' }] }))).toContain('sha1');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', sha512: 'A'.repeat(128) }] }))).toContain('sha512');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', env: { client: 'maybe', server: 'required' } }] }))).toContain('env.client');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', env: { client: 'required' } }] }))).toContain('env.server');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', downloads: ['http://cdn.example.test/a.jar'] }] }))).toContain('https');
    expect(refusal(mrpack({ files: [{ path: 'mods/a.jar', downloads: [] }] }))).toContain('downloads');
    expect(refusal(mrpack({ dependencies: { 'fabric-loader': '0.15.0' } }))).toContain('minecraft');
    expect(refusal(mrpack({ dependencies: { minecraft: '1.20.1', rift: '1.0' } }))).toContain('unknown dependency `rift`');
  });

  it('refuses a pack without an index or with an index that is not JSON', async () => {
    const { zip } = await import('./fixtures.ts');
    expect(refusal(zip({ 'overrides/a.txt': 'x' }))).toBe('pack.mrpack has no modrinth.index.json');
    expect(refusal(zip({ 'modrinth.index.json': '{oops' }))).toBe('modrinth.index.json in pack.mrpack is not valid JSON');
  });

  it('accepts a valid index and reports its loaders', () => {
    const pack = inspect(mrpack({ dependencies: { minecraft: '1.21.1', neoforge: '21.1.50' } }));
    expect(pack.inspection).toMatchObject({ loaders: ['neoforge'], game_versions: ['1.21.1'] });
    expect(pack.mrpack?.name).toBe('Example Pack');
  });
});

describe('links, download hosts and file names', () => {
  it('refuses a symbolic link anywhere in the pack, overrides included', () => {
    const indexEntry = deflated('modrinth.index.json', json({
      formatVersion: 1, game: 'minecraft', versionId: '1', name: 'P', files: [], dependencies: { minecraft: '1.20.1' },
    }));
    const link = { ...deflated('overrides/config', '../../../.ssh'), mode: 0o120777 };
    expect(() => inspect(craftZip([indexEntry, link]))).toThrow('pack.mrpack contains the symbolic link `overrides/config`; packs may not contain links');
    expect(inspect(craftZip([indexEntry, { ...link, mode: 0o100644 }])).mrpack?.name).toBe('P');
  });

  it('accepts downloads from the code hosts launchers accept and from this instance\'s CDN only', () => {
    const hosts = packDownloadHosts('https://cdn.kiln.example/');
    const from = (url: string) => inspectFile('pack.mrpack', mrpack({ files: [{ path: 'mods/a.jar', downloads: [url] }] }), KNOWN_GAME_VERSIONS, hosts);
    for (const url of [
      'https://cdn.modrinth.com/data/AANobbMI/versions/1/a.jar', 'https://github.com/o/r/releases/download/v1/a.jar',
      'https://raw.githubusercontent.com/o/r/main/a.jar', 'https://gitlab.com/o/r/-/raw/main/a.jar', 'https://CDN.Kiln.example/data/x/a.jar',
    ]) {
      expect(from(url).mrpack?.files[0]?.downloads, url).toEqual([url]);
    }
    for (const url of ['https://evil.example/a.jar', 'https://github.com.evil.example/a.jar', 'https://api.cdn.modrinth.com/a.jar', 'https://kiln.example/a.jar']) {
      expect(() => from(url), url).toThrow(`files.0.downloads.0: \`${url}\` is not on a host packs may download from (cdn.kiln.example, cdn.modrinth.com, github.com, raw.githubusercontent.com, gitlab.com)`);
    }
  });

  it.each([
    ['mods/CON.jar', '`CON` is a reserved device name on Windows'],
    ['config/nul', '`nul` is a reserved device name on Windows'],
    ['mods/Com1.tar.gz', '`Com1` is a reserved device name on Windows'],
    ['LPT9 .jar', '`LPT9` is a reserved device name on Windows'],
    ['mods/a\u202Egpj.jar', 'it contains the bidirectional control character U+202E'],
    ['mods/\u2066a.jar', 'it contains the bidirectional control character U+2066'],
    ['mods/a.jar:hidden', 'it contains a colon, which names an alternate data stream on Windows'],
    ['mods/~a.jar', 'it starts with `~`'],
    ['~/mods/a.jar', 'it starts with `~`'],
  ])('refuses the pack path %j', (path, reason) => {
    expect(isSafePackPath(path)).toBe(false);
    expect(() => inspect(mrpack({ files: [{ path }] }))).toThrow(`the path \`${printableName(path)}\` is refused: ${reason}`);
    expect(() => inspect(mrpack({ extra: { [`overrides/${path}`]: 'x' } }))).toThrow(`contains the entry \`overrides/${printableName(path)}\`, which is refused: ${reason}`);
  });

  it('refuses a pack that lists more files than a version may have dependencies', () => {
    const files = Array.from({ length: VERSION_DEPENDENCIES_MAX + 1 }, (_, i) => ({ path: `mods/m${i}.jar` }));
    expect(() => inspect(mrpack({ files }))).toThrow(`Invalid modrinth.index.json in pack.mrpack: files: a pack lists at most ${VERSION_DEPENDENCIES_MAX} files`);
    expect(inspect(mrpack({ files: files.slice(1) })).mrpack?.files).toHaveLength(VERSION_DEPENDENCIES_MAX);
  });

  it('keeps names that only look like the refused ones', () => {
    const paths = ['mods/console.jar', 'mods/CON-fix.jar', 'mods/com10.jar', 'mods/a~b.jar', 'mods/LPT.jar', 'config/nullable.json'];
    for (const path of paths) expect(isSafePackPath(path), path).toBe(true);
    expect(inspect(mrpack({ files: paths.map((path) => ({ path })) })).mrpack?.files).toHaveLength(paths.length);
  });
});
