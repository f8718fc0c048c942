// Reading archives safely: the central directory is checked (shared data, entries out of bounds, too many entries)
// and metadata is inflated only up to its declared size and a budget per archive.
import { describe, expect, it, vi } from 'vitest';
import { Inflate, strToU8 } from 'fflate';
import { craftZip, deflated, type CraftedEntry } from './crafted-zips.ts';
import { json, KNOWN_GAME_VERSIONS, zip } from './fixtures.ts';
import { inspectFile } from './inspect.ts';
import { ARCHIVE_ENTRIES_MAX } from '#contracts/limits.ts';

const inspect = (bytes: Uint8Array, filename = 'a.jar') => inspectFile(filename, bytes, KNOWN_GAME_VERSIONS).inspection;
const fabric = () => deflated('fabric.mod.json', json({ id: 'x', version: '1.0', depends: { minecraft: '1.20.1' } }));
const MiB = 1024 * 1024;

describe('the central directory', () => {
  it('reads an archive written with zip64 records as any other', () => {
    expect(inspect(craftZip([fabric(), deflated('x/A.class', 'cafe')], { zip64: true }))).toMatchObject({ loaders: ['fabric'], version_number: '1.0' });
  });

  it('refuses entries whose directory records point at the same data, metadata or not', () => {
    const shared = craftZip([fabric(), { ...fabric(), name: 'quilt.mod.json', sharesWith: 0 }]);
    expect(() => inspect(shared)).toThrow('a.jar is not a valid zip archive: the entries `fabric.mod.json` and `quilt.mod.json` share their data');
    const classes = craftZip([deflated('A.class', 'x'), fabric(), { ...deflated('B.class', 'x'), sharesWith: 0 }]);
    expect(() => inspect(classes)).toThrow('share their data');
  });

  it('refuses an entry whose local header lies outside the archive or is not where the directory says', () => {
    expect(() => inspect(craftZip([{ ...fabric(), offsetShift: 10 * MiB }]))).toThrow('the entry `fabric.mod.json` points outside the archive');
    expect(() => inspect(craftZip([fabric(), { ...fabric(), name: 'mcmod.info', sharesWith: 0, offsetShift: 3 }])))
      .toThrow('the entry `mcmod.info` has no local header where the directory points');
  });

  it(`refuses an archive of more than ${ARCHIVE_ENTRIES_MAX} entries`, () => {
    const empty: CraftedEntry = { name: '', body: new Uint8Array(), method: 0, size: 0 };
    const many = Array.from({ length: ARCHIVE_ENTRIES_MAX + 1 }, (_, i) => ({ ...empty, name: `a/${i}` }));
    expect(() => inspect(craftZip(many, { zip64: true }))).toThrow(`a.jar has ${ARCHIVE_ENTRIES_MAX + 1} entries; Kiln reads archives of at most ${ARCHIVE_ENTRIES_MAX}`);
  });
});

describe('inflating within budget', () => {
  it('stops inflating an entry as soon as it outgrows its declared size', () => {
    const bomb = { ...deflated('fabric.mod.json', new Uint8Array(16 * MiB)), size: 100 };
    const pushes = vi.spyOn(Inflate.prototype, 'push');
    try {
      expect(() => inspect(craftZip([bomb]))).toThrow('`fabric.mod.json` in a.jar does not match its declared size');
      // The first 4 KiB of compressed input already inflates past 100 bytes: nothing more is fed to the inflater.
      expect(pushes).toHaveBeenCalledTimes(1);
    } finally {
      pushes.mockRestore();
    }
  });

  it('refuses an entry that inflates to less than it declares, or a stored one of another size', () => {
    expect(() => inspect(craftZip([{ ...fabric(), size: 5000 }]))).toThrow('does not match its declared size');
    expect(() => inspect(craftZip([{ name: 'mcmod.info', body: strToU8('[]'), method: 0, size: 3 }]))).toThrow('does not match its declared size');
  });

  it('gives YAML plugin descriptors (slow to parse) 1 MiB, and other metadata 16 MiB', () => {
    const yaml = (bytes: number) => zip({ 'plugin.yml': `name: P\nversion: 1.0.0\nmain: a.B\n#${'x'.repeat(bytes - 30)}\n` });
    expect(inspect(yaml(MiB - 1024))).toMatchObject({ loaders: ['bukkit', 'spigot', 'paper'] });
    expect(() => inspect(yaml(MiB + 1024))).toThrow('`plugin.yml` in a.jar is too large to read');
    const big = zip({ 'fabric.mod.json': `{"id": "x", "version": "1.0"}${' '.repeat(15 * MiB)}` });
    expect(inspect(big)).toMatchObject({ loaders: ['fabric'], version_number: '1.0' });
    expect(() => inspect(zip({ 'fabric.mod.json': ' '.repeat(16 * MiB + 1) }))).toThrow('`fabric.mod.json` in a.jar is too large to read');
  });

  it('refuses an archive whose metadata together outgrow the budget, before inflating any of it', () => {
    const filler = deflated('fabric.mod.json', new Uint8Array(12 * MiB).fill(32));
    const archive = craftZip([filler, { ...filler, name: 'quilt.mod.json' }, { ...filler, name: 'mcmod.info' }]);
    expect(() => inspect(archive)).toThrow('a.jar holds more metadata than Kiln reads (32 MiB)');
  });

  it('refuses a metadata file that the archive holds twice (which copy a loader reads is anyone\'s guess)', () => {
    const twice = craftZip([fabric(), fabric()]);
    expect(() => inspect(twice)).toThrow('a.jar contains `fabric.mod.json` more than once');
  });
});
