// .mrpack validation: the index schema, and every path (listed files and override entries) kept inside the pack.
import { describe, expect, it } from 'vitest';
import { KNOWN_GAME_VERSIONS, mrpack } from './fixtures.ts';
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
