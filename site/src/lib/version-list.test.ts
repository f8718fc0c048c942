// The §9 version list: oldest-first processing, URL endings, primary file fallback, duplicate changelogs, filters.
import { describe, expect, it } from 'vitest';
import { buildVersionList, filterVersionList, findListedVersion, newestMatching, PLACEHOLDER_FILE, type ListableVersion } from './version-list.ts';

const file = (filename: string, primary = false) => ({
  hashes: { sha1: `sha1-${filename}`, sha512: `sha512-${filename}` }, url: `https://cdn.test/${filename}`, filename, primary, size: 10, file_type: null,
});

const version = (id: string, number: string, day: number, extra: Partial<ListableVersion> = {}): ListableVersion => ({
  id,
  version_number: number,
  date_published: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`,
  version_type: 'release',
  game_versions: ['1.21.1'],
  loaders: ['fabric'],
  files: [file(`${id}.jar`, true)],
  changelog: `changes ${id}`,
  ...extra,
});

describe('buildVersionList', () => {
  it('orders newest first whatever the input order', () => {
    const list = buildVersionList([version('b', '2.0', 2), version('c', '3.0', 3), version('a', '1.0', 1)]);
    expect(list.map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('gives a repeated version number the version ID as URL ending; the oldest keeps the number', () => {
    const list = buildVersionList([version('new', '1.0', 5), version('old', '1.0', 1), version('mid', '1.0', 3), version('x', '2.0', 4)]);
    expect(list.map((entry) => [entry.id, entry.urlEnding])).toEqual([['new', 'new'], ['x', '2.0'], ['mid', 'mid'], ['old', '1.0']]);
  });

  it('takes the flagged primary file, else the first file, else the placeholder', () => {
    const list = buildVersionList([
      version('flagged', '1', 1, { files: [file('a.jar'), file('b.jar', true)] }),
      version('first', '2', 2, { files: [file('c.jar'), file('d.jar')] }),
      version('none', '3', 3, { files: [] }),
    ]);
    expect(list.map((entry) => entry.primaryFile.filename)).toEqual(['unknown', 'c.jar', 'b.jar']);
    expect(list[0]!.primaryFile).toEqual(PLACEHOLDER_FILE);
    expect(PLACEHOLDER_FILE).toMatchObject({ url: '#', hashes: { sha1: '', sha512: '' } });
  });

  it('marks a version whose changelog equals the next older one as duplicate', () => {
    const list = buildVersionList([
      version('a', '1', 1, { changelog: 'same' }),
      version('b', '2', 2, { changelog: 'same' }),
      version('c', '3', 3, { changelog: 'same' }),
      version('d', '4', 4, { changelog: 'other' }),
      version('e', '5', 5, { changelog: '' }),
      version('f', '6', 6, { changelog: '' }),
    ]);
    expect(list.map((entry) => [entry.id, entry.duplicate])).toEqual([
      ['f', false], ['e', false], ['d', false], ['c', true], ['b', true], ['a', false],
    ]);
  });

  it('finds a version by ID or URL ending', () => {
    const list = buildVersionList([version('old', '1.0', 1), version('new', '1.0', 2)]);
    expect(findListedVersion(list, '1.0')?.id).toBe('old');
    expect(findListedVersion(list, 'new')?.id).toBe('new');
    expect(findListedVersion(list, 'nope')).toBeNull();
  });
});

describe('filterVersionList and newestMatching', () => {
  const list = buildVersionList([
    version('r1', '1', 1, { loaders: ['forge'], game_versions: ['1.20.1'] }),
    version('r2', '2', 2, { loaders: ['fabric', 'quilt'], game_versions: ['1.20.1', '1.21.1'] }),
    version('b3', '3', 3, { version_type: 'beta', loaders: ['fabric'], game_versions: ['1.21.1'] }),
    version('a4', '4', 4, { version_type: 'alpha', loaders: ['forge'], game_versions: ['1.21.1'] }),
  ]);

  it('keeps versions matching any value of each given filter', () => {
    const ids = (filter: Partial<Parameters<typeof filterVersionList>[1]>) =>
      filterVersionList(list, { loaders: [], gameVersions: [], channels: [], ...filter }).map((entry) => entry.id);
    expect(ids({})).toEqual(['a4', 'b3', 'r2', 'r1']);
    expect(ids({ loaders: ['quilt', 'forge'] })).toEqual(['a4', 'r2', 'r1']);
    expect(ids({ gameVersions: ['1.21.1'], channels: ['beta', 'alpha'] })).toEqual(['a4', 'b3']);
    expect(ids({ loaders: ['forge'], gameVersions: ['1.20.1'], channels: ['release'] })).toEqual(['r1']);
  });

  it('prefers the newest release, then beta, then alpha', () => {
    expect(newestMatching(list, '1.21.1', 'fabric')?.id).toBe('r2');
    expect(newestMatching(list, '1.21.1', 'forge')?.id).toBe('a4');
    expect(newestMatching(list, null, null)?.id).toBe('r2');
    expect(newestMatching(list, '1.19', null)).toBeNull();
  });
});
