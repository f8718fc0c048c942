// Game version ranges (spec §9): neighbours in the full list or among releases merge; groups are comma separated.
import { describe, expect, it } from 'vitest';
import { formatGameVersionRanges, gameVersionRanges, type GameVersionTag } from './game-version-ranges.ts';

/** Oldest first here for readability; the tag list itself comes newest first. */
const OLDEST_FIRST: GameVersionTag[] = [
  ['b1.7.3', 'beta'], ['b1.8', 'beta'], ['1.0', 'release'],
  ['1.19.4', 'release'], ['23w12a', 'snapshot'], ['23w13a', 'snapshot'], ['1.20-pre1', 'snapshot'], ['1.20', 'release'],
  ['1.20.1', 'release'], ['23w31a', 'snapshot'], ['23w32a', 'snapshot'], ['1.20.2', 'release'],
  ['1.20.3', 'release'], ['1.20.4', 'release'], ['24w01a', 'snapshot'],
].map(([version, type]) => ({ version: version!, version_type: type! }));
const ALL = [...OLDEST_FIRST].reverse();
const format = (versions: string[]) => formatGameVersionRanges(versions, ALL);

describe('gameVersionRanges', () => {
  it('shows a single version as itself and an empty list as nothing', () => {
    expect(format(['1.20.1'])).toBe('1.20.1');
    expect(format([])).toBe('');
  });

  it('merges releases that are adjacent among releases, skipping the snapshots between them', () => {
    expect(format(['1.19.4', '1.20', '1.20.1'])).toBe('1.19.4–1.20.1');
    expect(format(['1.20.1', '1.20.2', '1.20.4'])).toBe('1.20.1–1.20.2, 1.20.4');
  });

  it('sorts by the full list whatever the input order, and drops repeats', () => {
    expect(format(['1.20.4', '1.20.2', '1.20.3', '1.20.2'])).toBe('1.20.2–1.20.4');
  });

  it('merges versions that are adjacent in the full list, snapshots included', () => {
    expect(format(['23w31a', '23w32a'])).toBe('23w31a–23w32a');
    expect(format(['b1.7.3', 'b1.8', '1.0'])).toBe('b1.7.3–b1.8, 1.0');
    expect(format(['1.20.1', '23w31a', '23w32a', '1.20.2'])).toBe('1.20.1–1.20.2');
  });

  it('never lets a snapshot-led group take in a release', () => {
    expect(format(['23w32a', '1.20.2', '1.20.3'])).toBe('23w32a, 1.20.2–1.20.3');
  });

  it('splits a release-led group that runs on into snapshots', () => {
    expect(format(['1.20', '1.20.1', '23w31a', '23w32a'])).toBe('1.20–1.20.1, 23w31a–23w32a');
    expect(format(['1.20.4', '24w01a'])).toBe('1.20.4, 24w01a');
  });

  it('keeps versions missing from the tag list at the end', () => {
    expect(gameVersionRanges(['custom', '1.20', '1.20.1'], ALL)).toEqual(['1.20–1.20.1', 'custom']);
  });
});
