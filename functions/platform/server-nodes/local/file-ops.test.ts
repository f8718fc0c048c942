// The local node's file manager through the driver: listing with kinds and sizes, folders, moves, deletes, downloads
// and streamed uploads inside a server's folder, and every operation refusing paths that lead out of it.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeError, type ServerSpec } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';
import { NODE, nodeDirectory, removeNodeDirectories, testSpec, waitFor } from './driver-testing.ts';

const directory = nodeDirectory('file-ops');
const outside = nodeDirectory('file-ops-outside');
const driver = createLocalNodeDriver({ directory });
let spec: ServerSpec;
let root: string;

beforeAll(async () => {
  spec = await testSpec();
  root = join(directory, spec.id);
  await driver.install(NODE, spec);
  await waitFor(() => driver.stats(NODE, spec.id), (stats) => stats.state === 'offline');
  writeFileSync(join(outside, 'secret.txt'), 'not yours');
  mkdirSync(join(root, 'links'));
  symlinkSync(outside, join(root, 'links', 'out'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'links', 'secret.txt'));
});
afterAll(async () => {
  await driver.close();
  removeNodeDirectories();
});

/** A body arriving in pieces, as an upload does. */
function streamOf(...pieces: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof NodeError ? error.reason : String(error)));

describe('the local file manager', () => {
  it('lists a folder with kinds, sizes and times, links described and not followed', async () => {
    writeFileSync(join(root, 'notes.txt'), 'hello');
    const listing = await driver.listFiles(NODE, spec.id, '');
    const notes = listing.find((entry) => entry.name === 'notes.txt');
    expect(notes).toMatchObject({ kind: 'file', size: 5 });
    expect(Math.abs(notes!.modified - Date.now())).toBeLessThan(60_000);
    expect(listing.find((entry) => entry.name === 'links')).toMatchObject({ kind: 'directory', size: 0 });
    expect(await driver.listFiles(NODE, spec.id, 'links')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'out', kind: 'link', size: 0 }), expect.objectContaining({ name: 'secret.txt', kind: 'link', size: 0 })]),
    );
    expect(await refusal(driver.listFiles(NODE, spec.id, 'missing'))).toBe('not_found');
    expect(await refusal(driver.listFiles(NODE, spec.id, 'notes.txt'))).toBe('invalid');
  });

  it('creates folders with their parents, refusing a name a file has', async () => {
    await driver.makeDirectory(NODE, spec.id, 'plugins/deep/er');
    expect(existsSync(join(root, 'plugins', 'deep', 'er'))).toBe(true);
    await driver.makeDirectory(NODE, spec.id, 'plugins/deep');
    expect(await refusal(driver.makeDirectory(NODE, spec.id, 'notes.txt'))).toBe('conflict');
    expect(await refusal(driver.makeDirectory(NODE, spec.id, 'notes.txt/inner'))).toBe('conflict');
  });

  it('moves files and folders, refusing an existing target, a missing source and a folder into itself', async () => {
    writeFileSync(join(root, 'a.txt'), 'a');
    writeFileSync(join(root, 'b.txt'), 'b');
    await driver.moveFile(NODE, spec.id, 'a.txt', 'moved/a-renamed.txt');
    expect(readFileSync(join(root, 'moved', 'a-renamed.txt'), 'utf8')).toBe('a');
    expect(await refusal(driver.moveFile(NODE, spec.id, 'b.txt', 'moved/a-renamed.txt'))).toBe('conflict');
    expect(readFileSync(join(root, 'moved', 'a-renamed.txt'), 'utf8')).toBe('a');
    expect(await refusal(driver.moveFile(NODE, spec.id, 'nothing.txt', 'x.txt'))).toBe('not_found');
    expect(await refusal(driver.moveFile(NODE, spec.id, 'moved', 'moved/inside'))).toBe('invalid');
    expect(await refusal(driver.moveFile(NODE, spec.id, 'moved', 'moved'))).toBe('invalid');
    await driver.moveFile(NODE, spec.id, 'moved', 'plugins/moved');
    expect(readdirSync(join(root, 'plugins', 'moved'))).toEqual(['a-renamed.txt']);
  });

  it('deletes files and folders, skips missing paths, and removes a link without touching what it points at', async () => {
    mkdirSync(join(root, 'trash', 'inner'), { recursive: true });
    writeFileSync(join(root, 'trash', 'inner', 'x.txt'), 'x');
    writeFileSync(join(root, 'c.txt'), 'c');
    symlinkSync(outside, join(root, 'out-link'));
    await driver.deleteFiles(NODE, spec.id, ['trash', 'c.txt', 'never-was.txt', 'out-link']);
    expect(existsSync(join(root, 'trash'))).toBe(false);
    expect(existsSync(join(root, 'c.txt'))).toBe(false);
    expect(existsSync(join(root, 'out-link'))).toBe(false);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
  });

  it('refuses to delete the server folder itself, deleting nothing of a request with one bad path', async () => {
    writeFileSync(join(root, 'keep.txt'), 'keep');
    for (const path of ['', '.', './', '/']) expect(await refusal(driver.deleteFiles(NODE, spec.id, [path]))).toBe('invalid');
    expect(await refusal(driver.deleteFiles(NODE, spec.id, ['keep.txt', '../x']))).toBe('invalid');
    expect(existsSync(join(root, 'keep.txt'))).toBe(true);
    expect(existsSync(join(root, 'server.properties'))).toBe(true);
  });

  it('opens a file as a stream with its size; folders are refused, missing files are null', async () => {
    writeFileSync(join(root, 'download.txt'), 'download me');
    const file = await driver.openFile(NODE, spec.id, 'download.txt');
    expect(file?.size).toBe(11);
    expect(await new Response(file!.body).text()).toBe('download me');
    expect(await driver.openFile(NODE, spec.id, 'missing.txt')).toBeNull();
    expect(await refusal(driver.openFile(NODE, spec.id, 'plugins'))).toBe('invalid');
  });

  it('stores a streamed upload, replacing the file whole', async () => {
    writeFileSync(join(root, 'upload.txt'), 'old');
    expect(await driver.uploadFile(NODE, spec.id, 'upload.txt', streamOf('new ', 'content'), 100)).toBe(11);
    expect(readFileSync(join(root, 'upload.txt'), 'utf8')).toBe('new content');
    expect(await driver.uploadFile(NODE, spec.id, 'uploads/new/file.bin', streamOf('xyz'), 3)).toBe(3);
    expect(readFileSync(join(root, 'uploads', 'new', 'file.bin'), 'utf8')).toBe('xyz');
  });

  it('refuses an upload past its byte budget, keeping the old file and leaving no partial file behind', async () => {
    writeFileSync(join(root, 'quota.txt'), 'old');
    const failure = await driver.uploadFile(NODE, spec.id, 'quota.txt', streamOf('0123456789', '0123456789'), 15).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NodeError);
    expect((failure as NodeError).reason).toBe('invalid');
    expect((failure as NodeError).message).toBe('This upload is larger than the space left on the server (15 bytes free).');
    expect(readFileSync(join(root, 'quota.txt'), 'utf8')).toBe('old');
    expect(readdirSync(root).filter((name) => name.includes('quota'))).toEqual(['quota.txt']);
    expect(await refusal(driver.uploadFile(NODE, spec.id, 'plugins', streamOf('x'), 10))).toBe('invalid');
  });

  const escapes = ['../escape.txt', 'plugins/../../escape.txt', '/etc/passwd', 'C:\\evil.txt', 'nul\0byte.txt', 'links/out/secret.txt', 'links/out/new.txt'];

  it.each(escapes)('refuses %j in every operation, touching nothing outside', async (path) => {
    const limits = { maxEntries: 10, maxInflatedBytes: 1000 };
    const attempts = [
      driver.listFiles(NODE, spec.id, path),
      driver.makeDirectory(NODE, spec.id, path),
      driver.moveFile(NODE, spec.id, 'notes.txt', path),
      driver.moveFile(NODE, spec.id, path, 'taken.txt'),
      driver.deleteFiles(NODE, spec.id, [path]),
      driver.openFile(NODE, spec.id, path),
      driver.uploadFile(NODE, spec.id, path, streamOf('x'), 10),
      driver.extractArchive(NODE, spec.id, path, '', limits),
      driver.extractArchive(NODE, spec.id, 'none.zip', path, limits),
    ];
    expect(await Promise.all(attempts.map(refusal))).toEqual(attempts.map(() => 'invalid'));
    expect(readdirSync(outside)).toEqual(['secret.txt']);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
    expect(existsSync(join(root, 'notes.txt'))).toBe(true);
  });

  it('does not follow a link to a file outside when opening or uploading over it', async () => {
    expect(await refusal(driver.openFile(NODE, spec.id, 'links/secret.txt'))).toBe('invalid');
    expect(await refusal(driver.uploadFile(NODE, spec.id, 'links/secret.txt', streamOf('overwritten'), 100))).toBe('invalid');
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
  });

  it('refuses unknown servers', async () => {
    expect(await refusal(driver.listFiles(NODE, 'nope', ''))).toBe('not_found');
  });
});
