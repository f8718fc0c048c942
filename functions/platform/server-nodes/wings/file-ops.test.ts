// Contract tests of the Wings driver's file manager against the fake Wings daemon: the requests Kiln sends to Wings'
// documented file routes (paths, bodies, the signed upload URL) and how Wings' answers map to the node port.
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NodeError, type NodeDriver, type NodeRef } from '../port.ts';
import { createWingsNodeDriver } from './driver.ts';
import { bytesOf } from './fake-wings-files.ts';
import { startFakeWings, type FakeServer, type FakeWings } from './fake-wings.ts';
import { createInstallTracker } from './install-tracker.ts';
import { wingsUuidOf } from './server-uuid.ts';

const TOKEN = 'node-secret-token-0123456789';
const SERVER_ID = 'Fi1eOps9';
const uuid = wingsUuidOf(SERVER_ID)!;
const MODIFIED = Date.parse('2026-11-01T12:00:00Z');
const limits = { maxEntries: 10, maxInflatedBytes: 100_000 };

let fake: FakeWings;
let driver: NodeDriver;
let node: NodeRef;
let server: FakeServer;

beforeAll(async () => {
  // The file routes never call the panel: no remote routes are needed behind this URL.
  const panelUrl = 'http://127.0.0.1:9';
  fake = await startFakeWings({ token: TOKEN, tokenId: 'node-1-id', panelUrl, cores: 4, cpuAbsolute: 0 });
  node = { id: 'wings-1', region: 'western-europe', publicHost: 'play.example', memoryMb: 32768, ports: { from: 25565, to: 25664 }, url: fake.url, tokenId: 'node-1-id', token: TOKEN };
  driver = createWingsNodeDriver({ panelUrl, installs: createInstallTracker(), timeoutMs: 3000 });
});
afterAll(async () => {
  await driver.close();
  await fake.close();
});
beforeEach(() => {
  server = { state: 'offline', suspended: false, configuration: {}, installScript: null, files: new Map([['server.properties', 'motd=Hi\n'], ['world/level.dat', 'level']]), console: [] };
  fake.servers.set(uuid, server);
  fake.fileRequests.length = 0;
});

function streamOf(...pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(typeof next === 'string' ? new TextEncoder().encode(next) : next);
    },
  });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof NodeError ? error.reason : String(error)));
const sent = () => fake.fileRequests.map(({ operation, query, body }) => ({ operation, query, body }));

describe('the Wings file manager', () => {
  it('lists folders by their path from the server root, mapping the Stat fields of Wings (links by their symlink flag)', async () => {
    // Wings gives folders their block size and links their own size, and marks a link `file`: the port wants 0 and `link`.
    server.links = new Set(['logs-link']);
    server.files.set('logs-link', 'logs/latest');
    expect(await driver.listFiles(node, SERVER_ID, '')).toEqual([
      { name: 'server.properties', kind: 'file', size: 8, modified: MODIFIED },
      { name: 'world', kind: 'directory', size: 0, modified: MODIFIED },
      { name: 'logs-link', kind: 'link', size: 0, modified: MODIFIED },
    ]);
    expect(await driver.listFiles(node, SERVER_ID, 'world/')).toEqual([{ name: 'level.dat', kind: 'file', size: 5, modified: MODIFIED }]);
    expect(await refusal(driver.listFiles(node, SERVER_ID, 'missing'))).toBe('not_found');
    expect(sent().map((request) => request.query)).toEqual([{ directory: '/' }, { directory: '/world' }, { directory: '/missing' }]);
  });

  it('creates folders by name and parent path; a file of that name is a conflict', async () => {
    await driver.makeDirectory(node, SERVER_ID, 'plugins/Essentials');
    await driver.makeDirectory(node, SERVER_ID, 'config');
    expect(sent().map((request) => request.body)).toEqual([{ name: 'Essentials', path: '/plugins' }, { name: 'config', path: '/' }]);
    expect((await driver.listFiles(node, SERVER_ID, 'plugins')).map((entry) => entry.name)).toEqual(['Essentials']);
    expect(await refusal(driver.makeDirectory(node, SERVER_ID, 'server.properties'))).toBe('conflict');
  });

  it('moves with one rename request, after checking the source exists and the target does not', async () => {
    await driver.moveFile(node, SERVER_ID, 'server.properties', 'backup/server.properties');
    expect(sent().at(-1)).toEqual({ operation: 'PUT files/rename', query: {}, body: { root: '/', files: [{ from: 'server.properties', to: 'backup/server.properties' }] } });
    expect(server.files.get('backup/server.properties')).toBe('motd=Hi\n');

    fake.fileRequests.length = 0;
    expect(await refusal(driver.moveFile(node, SERVER_ID, 'world/level.dat', 'backup/server.properties'))).toBe('conflict');
    expect(await refusal(driver.moveFile(node, SERVER_ID, 'nothing.txt', 'other.txt'))).toBe('not_found');
    expect(await refusal(driver.moveFile(node, SERVER_ID, 'world', 'world/inside'))).toBe('invalid');
    expect(sent().filter((request) => request.operation === 'PUT files/rename')).toEqual([]);
    expect(server.files.get('world/level.dat')).toBe('level');
  });

  it('deletes in one request, and path by path skipping missing ones when Wings refuses the batch', async () => {
    server.files.set('a.txt', 'a');
    await driver.deleteFiles(node, SERVER_ID, ['a.txt']);
    expect(sent()).toEqual([{ operation: 'POST files/delete', query: {}, body: { root: '/', files: ['a.txt'] } }]);

    fake.fileRequests.length = 0;
    await driver.deleteFiles(node, SERVER_ID, ['world', 'never-was.txt']);
    expect(sent().map((request) => request.body)).toEqual([
      { root: '/', files: ['world', 'never-was.txt'] },
      { root: '/', files: ['world'] },
      { root: '/', files: ['never-was.txt'] },
    ]);
    expect([...server.files.keys()]).toEqual(['server.properties']);
  });

  it('opens a file as a stream with its size; missing is null and a folder is refused', async () => {
    const file = await driver.openFile(node, SERVER_ID, 'world/level.dat');
    expect(file?.size).toBe(5);
    expect(await new Response(file!.body).text()).toBe('level');
    expect(sent().at(-1)).toMatchObject({ operation: 'GET files/contents', query: { file: 'world/level.dat' } });
    expect(await driver.openFile(node, SERVER_ID, 'missing.txt')).toBeNull();
    expect(await refusal(driver.openFile(node, SERVER_ID, 'world'))).toBe('invalid');
  });

  it('uploads as multipart to the signed upload route, streamed', async () => {
    expect(await driver.uploadFile(node, SERVER_ID, 'plugins/notes.txt', streamOf('hello ', 'world'), 100)).toBe(11);
    expect(server.files.get('plugins/notes.txt')).toBe('hello world');
    const [upload] = sent();
    expect(upload).toMatchObject({ operation: 'POST upload/file', query: { directory: '/plugins' }, body: ['notes.txt'] });
    expect(upload!.query.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await driver.uploadFile(node, SERVER_ID, 'top.txt', streamOf('top'), 3);
    expect(sent().at(-1)).toMatchObject({ query: { directory: '/' } });
  });

  it('cuts an upload off past its byte budget; Wings writes nothing', async () => {
    const failure = await driver.uploadFile(node, SERVER_ID, 'big.bin', streamOf('0123456789', '0123456789'), 15).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'invalid', message: 'This upload is larger than the space left on the server (15 bytes free).' });
    expect(server.files.has('big.bin')).toBe(false);
  });

  it('extracts after checking the archive on Kiln, asking Wings to decompress it into the folder', async () => {
    const zip = zipSync({ 'a.txt': strToU8('alpha'), 'sub/b.txt': strToU8('beta') });
    await driver.uploadFile(node, SERVER_ID, 'uploads/pack.zip', streamOf(zip), 1_000_000);
    expect(bytesOf(server, 'uploads/pack.zip').equals(Buffer.from(zip))).toBe(true);
    fake.fileRequests.length = 0;
    expect(await driver.extractArchive(node, SERVER_ID, 'uploads/pack.zip', 'plugins', limits)).toEqual({ entries: 2, bytes: 9 });
    expect(sent().map(({ operation, body }) => ({ operation, body }))).toEqual([
      { operation: 'GET files/contents', body: undefined },
      { operation: 'POST files/create-directory', body: { name: 'plugins', path: '/' } },
      { operation: 'POST files/decompress', body: { root: '/plugins', file: '../uploads/pack.zip' } },
    ]);
    expect(server.files.get('plugins/sub/b.txt')).toBe('beta');
    await driver.extractArchive(node, SERVER_ID, 'uploads/pack.zip', '', limits);
    expect(sent().at(-1)?.body).toEqual({ root: '/', file: 'uploads/pack.zip' });
  });

  it.each([
    ['a zip-slip entry', { 'ok.txt': strToU8('ok'), '../evil.txt': strToU8('evil') }],
    ['a symlink entry', { link: [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }],
    ['too many entries', Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`f${index}.txt`, strToU8('x')]))],
    ['entries over the size cap', { 'big.bin': new Uint8Array(150_000) }],
  ] as const)('refuses an archive with %s without asking Wings to extract it', async (_, content) => {
    await driver.uploadFile(node, SERVER_ID, 'bad.zip', streamOf(zipSync(content as Parameters<typeof zipSync>[0])), 1_000_000);
    expect(await refusal(driver.extractArchive(node, SERVER_ID, 'bad.zip', '', limits))).toBe('invalid');
    expect(sent().some((request) => request.operation === 'POST files/decompress')).toBe(false);
  });

  it('is refused by Wings with a wrong node token, the upload URL included', async () => {
    const wrong = { ...node, token: 'not-the-node-token-000' };
    expect(await refusal(driver.listFiles(wrong, SERVER_ID, ''))).toBe('unavailable');
    expect(await refusal(driver.uploadFile(wrong, SERVER_ID, 'x.txt', streamOf('x'), 10))).not.toBeNull();
    expect(server.files.has('x.txt')).toBe(false);
  });

  it.each(['../escape.txt', 'world/../../escape.txt', '/etc/passwd', 'C:\\evil.txt', 'nul\0byte.txt'])('refuses %j in every operation without asking Wings', async (path) => {
    const attempts = [
      driver.listFiles(node, SERVER_ID, path),
      driver.makeDirectory(node, SERVER_ID, path),
      driver.moveFile(node, SERVER_ID, 'server.properties', path),
      driver.moveFile(node, SERVER_ID, path, 'x.txt'),
      driver.deleteFiles(node, SERVER_ID, [path]),
      driver.openFile(node, SERVER_ID, path),
      driver.uploadFile(node, SERVER_ID, path, streamOf('x'), 10),
      driver.extractArchive(node, SERVER_ID, path, '', limits),
      driver.extractArchive(node, SERVER_ID, 'pack.zip', path, limits),
    ];
    expect(await Promise.all(attempts.map(refusal))).toEqual(attempts.map(() => 'invalid'));
    expect(sent()).toEqual([]);
  });
});
