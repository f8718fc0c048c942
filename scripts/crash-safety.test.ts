// Crash safety of uploads on the real server (the built site's Node entry): killed with SIGKILL mid-upload, mid-write
// of a blob and mid-publish, then restarted; the database stays sound, no version is half-published, and every file
// the CDN serves has the sha1 its record lists, also when the same bytes are published again after the crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBlobs } from '#catalog';
import { loadConfig } from '#config';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { openDatabase } from '#db/client.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { prepareData } from './lib/prepare-data.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAYLOAD_BYTES = 32 * 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

let dataDir: string;
let token: string;
let projectId: string;
let published = 0;

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const env = (port: number) => ({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), SEED_PROJECTS: '0' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mod jar big enough that writing it takes a while: metadata the publish checks, and incompressible filler. */
function bigJar(): { bytes: Uint8Array<ArrayBuffer>; sha1: string } {
  const bytes = zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({ schemaVersion: 1, id: 'crashy', version: '1.0.0', depends: { minecraft: '1.20.1' } })),
    'assets/crashy/filler.bin': [new Uint8Array(randomBytes(PAYLOAD_BYTES)), { level: 0 }],
  }) as Uint8Array<ArrayBuffer>;
  return { bytes, sha1: sha1(bytes) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  url: string;
  process: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist/server/entry.mjs')], {
    cwd: root, env: { ...process.env, ...env(port), ASTRO_NODE_LOGGING: 'disabled' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
    if (child.exitCode !== null) break;
    if ((await fetch(`${url}/v2/tag/side_type`).catch(() => null))?.ok) return { url, process: child, exited };
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start');
}

async function kill(server: Server): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

function publish(server: Server, jar: { bytes: Uint8Array<ArrayBuffer> }): Promise<Response> {
  published += 1;
  const form = new FormData();
  form.append('data', JSON.stringify({
    project_id: projectId, file_parts: ['file'], version_number: `1.0.${published}`, name: `Release ${published}`, changelog: '',
    dependencies: [], game_versions: ['1.20.1'], version_type: 'release', loaders: ['fabric'], featured: false,
  }));
  form.append('file', new Blob([jar.bytes]), `crashy-${published}.jar`);
  return fetch(`${server.url}/v2/version`, { method: 'POST', headers: { authorization: token }, body: form });
}

/** The names in the blob's directory: partial writes and the blob itself. */
const blobDirectory = (jar: { sha1: string }) => join(dataDir, 'blobs', 'files', jar.sha1.slice(0, 2));
const sizesBeside = (jar: { sha1: string }) => (existsSync(blobDirectory(jar)) ? readdirSync(blobDirectory(jar)) : [])
  .map((name) => statSync(join(blobDirectory(jar), name), { throwIfNoEntry: false })?.size ?? 0);
const wholeBlobStored = (jar: { bytes: Uint8Array; sha1: string }) =>
  statSync(join(blobDirectory(jar), jar.sha1), { throwIfNoEntry: false })?.size === jar.bytes.length;

type Moment = 'while the body arrives' | 'while the blob is written' | 'between the blob and the commit';

/**
 * Publishes the jar and kills the server at `moment`, which must come before its answer. Between the blob and the
 * commit, the test holds the database's write lock, so the publish has stored its blob and waits to commit.
 */
async function publishAndCrash(jar: { bytes: Uint8Array<ArrayBuffer>; sha1: string }, moment: Moment): Promise<void> {
  const server = await startServer();
  await expectServedFilesIntact(server);
  const lock = moment === 'between the blob and the commit' ? await openDatabase(`file:${join(dataDir, 'kiln.db')}`) : null;
  await lock?.client.execute('BEGIN IMMEDIATE');
  let answered = false;
  const answer = publish(server, jar).then(() => (answered = true), () => (answered = true));
  const reached = {
    'while the body arrives': () => true,
    'while the blob is written': () => sizesBeside(jar).some((size) => size > 0),
    'between the blob and the commit': () => wholeBlobStored(jar),
  }[moment];
  if (moment === 'while the body arrives') await sleep(5);
  while (!answered && !reached()) await new Promise((resolve) => setImmediate(resolve));
  const killedBeforeTheAnswer = !answered;
  await kill(server);
  await answer;
  lock?.close();
  expect(killedBeforeTheAnswer, moment).toBe(true);
  await expectStoreIntact();
}

/** With the server down: a sound database, no version without files, and every file's blob whole and matching. */
async function expectStoreIntact(): Promise<number> {
  const database = await openDatabase(`file:${join(dataDir, 'kiln.db')}`);
  try {
    const integrity = await database.client.execute('PRAGMA integrity_check');
    expect(integrity.rows.map((row) => row[0])).toEqual(['ok']);
    const fileless = await database.client.execute('SELECT v.id FROM versions v LEFT JOIN files f ON f.version_id = v.id WHERE f.id IS NULL');
    expect(fileless.rows).toEqual([]);
    const files = await database.client.execute('SELECT blob_key, size, sha1 FROM files');
    for (const file of files.rows) {
      const path = join(dataDir, 'blobs', String(file.blob_key));
      expect(existsSync(path), `the blob of ${String(file.sha1)}`).toBe(true);
      const bytes = readFileSync(path);
      expect([bytes.length, sha1(bytes)]).toEqual([Number(file.size), file.sha1]);
    }
    return files.rows.length;
  } finally {
    database.close();
  }
}

/** With the server up: every file the versions list downloads from the CDN with the sha1 its record holds. */
async function expectServedFilesIntact(server: Server): Promise<void> {
  const database = await openDatabase(`file:${join(dataDir, 'kiln.db')}`);
  try {
    const files = await database.client.execute('SELECT url, sha1 FROM files');
    for (const file of files.rows) {
      // Stored as a key below the CDN root, which is this server's /cdn.
      const response = await fetch(`${server.url}/cdn/${String(file.url)}`);
      expect(response.status).toBe(200);
      expect(sha1(new Uint8Array(await response.arrayBuffer()))).toBe(file.sha1);
    }
  } finally {
    database.close();
  }
}

beforeAll(async () => {
  if (siteBuildIsStale(root)) buildSite(root);
  dataDir = mkdtempSync(join(tmpdir(), 'kiln-crash-'));
  await prepareData(loadConfig(env(0)), () => {});
  const database = await openDatabase(`file:${join(dataDir, 'kiln.db')}`);
  try {
    const owner = await makeUser(database.db);
    token = await makePat(database.db, owner.id, ALL_SCOPES);
    projectId = (await makeProject(database.db, { ownerId: owner.id })).id;
  } finally {
    database.close();
  }
}, 300_000);

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during uploads', () => {
  it('keeps the database sound and every served file whole, and publishing the same bytes again works', async () => {
    const jars = [bigJar(), bigJar(), bigJar()];
    await publishAndCrash(jars[0]!, 'while the body arrives');
    await publishAndCrash(jars[0]!, 'while the blob is written');
    await publishAndCrash(jars[1]!, 'while the blob is written');
    await publishAndCrash(jars[1]!, 'between the blob and the commit');
    await publishAndCrash(jars[2]!, 'between the blob and the commit');

    const server = await startServer();
    try {
      for (const jar of jars) {
        const response = await publish(server, jar);
        expect(response.status).toBe(200);
        expect((await response.json()).files[0].hashes.sha1).toBe(jar.sha1);
      }
      await expectServedFilesIntact(server);
    } finally {
      await kill(server);
    }
    expect(await expectStoreIntact()).toBeGreaterThanOrEqual(jars.length);

    // A day later the sweep has removed what the crashes left: partial writes, and blobs no version took up.
    const config = loadConfig(env(0));
    const database = await openDatabase(config.databaseUrl);
    try {
      const runtime = assembleRuntime(config, database.db);
      await sweepBlobs(runtime, { now: new Date(Date.now() + 2 * DAY) });
      const left = readdirSync(join(dataDir, 'blobs'), { recursive: true, encoding: 'utf8' });
      expect(left.filter((name) => name.endsWith('.partial'))).toEqual([]);
      const stored = left.filter((name) => /^files\/..\/[0-9a-f]{40}$/.test(name)).map((name) => name.slice(-40)).sort();
      const listed = await database.client.execute('SELECT DISTINCT sha1 FROM files ORDER BY sha1');
      expect(stored).toEqual(listed.rows.map((row) => row[0]));
    } finally {
      database.close();
    }
    await expectStoreIntact();
  }, 120_000);
});
