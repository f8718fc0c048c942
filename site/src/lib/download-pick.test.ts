// The download view's pick: only a file that fits both choices, a choice the project lacks kept as asked, and what exists instead.
import { describe, expect, it } from 'vitest';
import { downloadSuggestions, pickDownload, readDownloadChoice, type DownloadOptions, type NoMatch } from './download-pick.ts';
import { buildVersionList, type ListableVersion } from './version-list.ts';

const version = (id: string, day: number, loaders: string[], gameVersions: string[], extra: Partial<ListableVersion> = {}): ListableVersion => ({
  id, version_number: id, date_published: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`, version_type: 'release',
  game_versions: gameVersions, loaders,
  files: [{ hashes: { sha1: id, sha512: id }, url: `https://cdn.test/${id}.jar`, filename: `${id}.jar`, primary: true, size: 1, file_type: null }],
  ...extra,
});

// A Forge/NeoForge mod with no Fabric build, like the one the download view once offered for a Fabric player.
const forgeOnly = buildVersionList([
  version('forge-old', 1, ['forge'], ['1.20.1']),
  version('both-new', 2, ['forge', 'neoforge'], ['1.21.1', '1.21.3']),
  version('empty', 3, ['fabric'], ['1.21.3'], { files: [] }),
]);
const options: DownloadOptions = { gameVersions: ['1.21.3', '1.21.1', '1.20.1'], loaders: ['forge', 'neoforge', 'fabric'] };
const pick = (gameVersion: string | null, loader: string | null) => pickDownload(forgeOnly, { gameVersion, loader }, options);
const none = (gameVersion: string | null, loader: string | null) => {
  const result = pick(gameVersion, loader);
  expect(result.kind).toBe('none');
  return result as NoMatch;
};

describe('readDownloadChoice', () => {
  const read = (query: string, loaders = ['forge', 'neoforge']) => readDownloadChoice(new URLSearchParams(query), { gameVersions: ['1.21.1'], loaders });

  it('keeps a game version or platform the project lacks instead of resetting it to any', () => {
    expect(read('version=1.18.2&loader=fabric')).toEqual({ gameVersion: '1.18.2', loader: 'fabric' });
    expect(read('loader=Fabric')).toEqual({ gameVersion: null, loader: 'fabric' });
  });

  it('reads blank as any, and chooses the only platform when the query names none', () => {
    expect(read('version=&loader=')).toEqual({ gameVersion: null, loader: null });
    expect(read('', ['fabric'])).toEqual({ gameVersion: null, loader: 'fabric' });
    expect(read('loader=', ['fabric'])).toEqual({ gameVersion: null, loader: null });
  });
});

describe('pickDownload', () => {
  it('offers the newest file that fits both choices', () => {
    expect(pick('1.21.3', 'neoforge')).toMatchObject({ kind: 'match', version: { id: 'both-new' } });
    expect(pick('1.20.1', null)).toMatchObject({ kind: 'match', version: { id: 'forge-old' } });
    expect(pick(null, null)).toMatchObject({ kind: 'match', version: { id: 'both-new' } });
  });

  it('never offers a Forge file for Fabric, nor a file made for another game version', () => {
    expect(none('1.21.3', 'fabric')).toMatchObject({ gameVersionsForLoader: [], loadersForGameVersion: ['forge', 'neoforge'] });
    expect(none('1.18.2', 'forge')).toMatchObject({ gameVersionsForLoader: ['1.21.3', '1.21.1', '1.20.1'], loadersForGameVersion: [] });
    expect(none('1.20.1', 'neoforge')).toMatchObject({ gameVersionsForLoader: ['1.21.3', '1.21.1'], loadersForGameVersion: ['forge'] });
  });

  it('lists only what has a file, in the view’s order', () => {
    expect(none(null, 'fabric')).toEqual({
      kind: 'none', gameVersionsForLoader: [], loadersForGameVersion: null, gameVersions: ['1.21.3', '1.21.1', '1.20.1'], loaders: ['forge', 'neoforge'],
    });
  });
});

describe('downloadSuggestions', () => {
  const rows = (gameVersion: string | null, loader: string | null) => downloadSuggestions(none(gameVersion, loader), { gameVersion, loader });

  it('offers the chosen platform’s game versions and the chosen game version’s platforms', () => {
    expect(rows('1.20.1', 'neoforge')).toEqual([
      { kind: 'gameVersionsForLoader', choices: [{ gameVersion: '1.21.3', loader: 'neoforge' }, { gameVersion: '1.21.1', loader: 'neoforge' }] },
      { kind: 'loadersForGameVersion', choices: [{ gameVersion: '1.20.1', loader: 'forge' }] },
    ]);
  });

  it('falls back to every platform or game version when the project has none of the chosen ones', () => {
    expect(rows(null, 'fabric')).toEqual([
      { kind: 'loaders', choices: [{ gameVersion: null, loader: 'forge' }, { gameVersion: null, loader: 'neoforge' }] },
    ]);
    expect(rows('1.18.2', 'quilt').map((row) => row.kind)).toEqual(['loaders', 'gameVersions']);
  });

  it('suggests only choices that lead to a file', () => {
    for (const [gameVersion, loader] of [['1.21.3', 'fabric'], ['1.18.2', 'forge'], ['1.20.1', 'neoforge'], ['1.18.2', 'quilt']] as const) {
      for (const row of rows(gameVersion, loader)) {
        for (const choice of row.choices) expect(pick(choice.gameVersion, choice.loader).kind).toBe('match');
      }
    }
  });
});
