// Extracting archives on the local node: zips and tarballs land in the folder asked for, merged with what is there,
// while crafted archives (paths leaving the folder, links, too many entries, sizes over the cap or lying about it)
// are refused with nothing written and the server's files left as they were.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { Header } from 'tar';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NodeError } from '../port.ts';
import { extractInto } from './extract.ts';

const base = mkdtempSync(join(tmpdir(), 'kiln-extract-'));
let root: string;
let runs = 0;
const limits = { maxEntries: 10, maxInflatedBytes: 100_000 };

beforeEach(() => {
  runs += 1;
  root = join(base, `server-${runs}`);
  mkdirSync(join(root, 'world'), { recursive: true });
  writeFileSync(join(root, 'world', 'level.dat'), 'level');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Every path under the server's folder, `/`-separated, sorted. */
function tree(folder = root, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = `${prefix}${entry.name}`;
      return entry.isDirectory() ? [`${path}/`, ...tree(join(folder, entry.name), `${path}/`)] : [path];
    })
    .sort();
}

function put(name: string, bytes: Uint8Array) {
  writeFileSync(join(root, name), bytes);
}

/** A tarball written block by block with node-tar's header encoder, so any path or entry type can be put in it. */
function tarGz(entries: { path: string; body?: string; type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link'; linkpath?: string; size?: number }[]): Uint8Array {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new Header({ path: entry.path, type: entry.type ?? 'File', size: entry.size ?? body.length, mode: 0o644, mtime: new Date(0), linkpath: entry.linkpath }).encode(header, 0);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof NodeError ? `${error.reason}: ${error.message}` : String(error)));

describe('extracting archives on the local node', () => {
  it('extracts a zip into a new folder, reporting entries and bytes', async () => {
    put('pack.zip', zipSync({ 'config/a.txt': strToU8('alpha'), 'config/empty/': new Uint8Array(), 'b.txt': strToU8('beta!') }));
    expect(await extractInto(root, 'pack.zip', 'unpacked', limits)).toEqual({ entries: 3, bytes: 10 });
    expect(readFileSync(join(root, 'unpacked', 'config', 'a.txt'), 'utf8')).toBe('alpha');
    expect(tree()).toEqual(['pack.zip', 'unpacked/', 'unpacked/b.txt', 'unpacked/config/', 'unpacked/config/a.txt', 'unpacked/config/empty/', 'world/', 'world/level.dat']);
  });

  it('extracts a .tar.gz into the server folder, merging folders and replacing files', async () => {
    put('world.tgz', tarGz([{ path: 'world/', type: 'Directory' }, { path: 'world/level.dat', body: 'restored' }, { path: 'world/region/r.0.0.mca', body: 'region' }]));
    expect(await extractInto(root, 'world.tgz', '', limits)).toEqual({ entries: 3, bytes: 14 });
    expect(readFileSync(join(root, 'world', 'level.dat'), 'utf8')).toBe('restored');
    expect(tree()).toEqual(['world.tgz', 'world/', 'world/level.dat', 'world/region/', 'world/region/r.0.0.mca']);
  });

  const refusedZips: [string, Zippable | (() => Uint8Array), RegExp][] = [
    ['a zip-slip entry', { 'ok.txt': strToU8('ok'), '../evil.txt': strToU8('evil') }, /outside the folder/],
    ['an absolute entry', { '/etc/evil.txt': strToU8('evil') }, /outside the folder/],
    ['a symlink entry', { 'ok.txt': strToU8('ok'), link: [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }, /is a link/],
    ['too many entries', Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`f${index}.txt`, strToU8('x')])), /more than 10 entries/],
    ['declared sizes over the cap', { 'big.bin': new Uint8Array(60_000), 'big2.bin': new Uint8Array(60_000) }, /expands to more than 97.7 KiB/],
    ['an entry lying about its inflated size', () => lyingZip(), /another size than its header declares/],
  ];

  it.each(refusedZips)('refuses a zip with %s, writing nothing', async (_, content, message) => {
    put('bad.zip', typeof content === 'function' ? content() : zipSync(content));
    const before = tree();
    expect(await refusal(extractInto(root, 'bad.zip', 'out', limits))).toMatch(message);
    expect(tree()).toEqual(before);
    expect(existsSync(join(base, 'evil.txt'))).toBe(false);
  });

  const refusedTars: [string, Parameters<typeof tarGz>[0], RegExp][] = [
    ['a zip-slip entry', [{ path: 'ok.txt', body: 'ok' }, { path: '../evil.txt', body: 'evil' }], /outside the folder/],
    ['a symlink entry', [{ path: 'link', type: 'SymbolicLink', linkpath: '/etc/passwd' }], /is a link/],
    ['a hard link entry', [{ path: 'ok.txt', body: 'ok' }, { path: 'hard', type: 'Link', linkpath: 'ok.txt' }], /is a link/],
    ['too many entries', Array.from({ length: 11 }, (_, index) => ({ path: `f${index}.txt`, body: 'x' })), /more than 10 entries/],
    ['declared sizes over the cap', [{ path: 'big.bin', body: 'x'.repeat(100_001) }], /expands to more than 97.7 KiB/],
  ];

  it.each(refusedTars)('refuses a .tar.gz with %s, writing nothing', async (_, entries, message) => {
    put('bad.tar.gz', tarGz(entries));
    const before = tree();
    expect(await refusal(extractInto(root, 'bad.tar.gz', '', limits))).toMatch(message);
    expect(tree()).toEqual(before);
    expect(existsSync(join(base, 'evil.txt'))).toBe(false);
  });

  it('refuses an archive that clashes with the folder, leaving it as it was', async () => {
    put('clash.zip', zipSync({ 'world/level.dat/inner.txt': strToU8('x'), 'fresh.txt': strToU8('fresh') }));
    expect(await refusal(extractInto(root, 'clash.zip', '', limits))).toMatch(/^conflict: “world\/level.dat” already exists as a file/);
    expect(tree()).toEqual(['clash.zip', 'world/', 'world/level.dat']);
  });

  it('removes the staging folder an extraction killed midway left behind, not those of live processes', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(join(root, `.kiln-extract-${dead}-abc`, 'half'), { recursive: true });
    mkdirSync(join(root, `.kiln-extract-${process.ppid}-def`));
    put('pack.zip', zipSync({ 'a.txt': strToU8('a') }));
    await extractInto(root, 'pack.zip', '', limits);
    expect(tree()).toEqual([`.kiln-extract-${process.ppid}-def/`, 'a.txt', 'pack.zip', 'world/', 'world/level.dat']);
  });

  it('refuses other formats, folders and missing archives', async () => {
    put('notes.txt', strToU8('text'));
    expect(await refusal(extractInto(root, 'notes.txt', '', limits))).toMatch(/^invalid: Only .zip and .tar.gz/);
    mkdirSync(join(root, 'folder.zip'));
    expect(await refusal(extractInto(root, 'folder.zip', '', limits))).toMatch(/^invalid: /);
    expect(await refusal(extractInto(root, 'missing.zip', '', limits))).toMatch(/^not_found: /);
    put('damaged.zip', strToU8('not a zip at all'));
    expect(await refusal(extractInto(root, 'damaged.zip', '', limits))).toMatch(/^invalid: The file is not a readable zip/);
  });
});

/** A zip whose only entry declares 10 inflated bytes in both its headers while its deflated body holds 50,000. */
function lyingZip(): Uint8Array {
  const zip = zipSync({ 'small.txt': new Uint8Array(50_000) });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let central = zip.length - 4;
  while (view.getUint32(central, true) !== 0x02014b50) central -= 1;
  view.setUint32(22, 10, true);
  view.setUint32(central + 24, 10, true);
  return zip;
}
