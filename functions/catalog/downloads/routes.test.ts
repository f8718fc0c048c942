// GET|HEAD /cdn/data/{project}/versions/{version}/{filename}: bytes, headers, validators and ranges over real HTTP.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_STATUSES } from '#contracts/enums.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { startDownloadServer, type DownloadServer } from './testing.ts';

let server: DownloadServer;
let file: { url: string; sha1: string; bytes: Uint8Array };
let path: string;
let projectId: string;
let authorId: string;

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function publish(files: { filename: string; bytes?: Uint8Array }[], status: (typeof VERSION_STATUSES)[number] = 'listed') {
  const version = await makeVersion(server.runtime.db, {
    projectId, authorId, status, files, blobs: server.runtime.blobs,
  });
  return version.files.map((row) => ({ ...row, url: storedFileUrl(`${server.url}/cdn`, row.url) }));
}

beforeAll(async () => {
  server = await startDownloadServer();
  authorId = (await makeUser(server.runtime.db)).id;
  projectId = (await makeProject(server.runtime.db, { ownerId: authorId })).id;
  file = (await publish([{ filename: 'sodium-fabric-0.6.0.jar', bytes: new Uint8Array(randomBytes(5000)) }]))[0]!;
  path = new URL(file.url).pathname;
});

afterAll(() => server.close());

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(server.url + path, { method, headers });

describe('file downloads', () => {
  it('serves the exact bytes at the URL the version lists, with immutable download headers', async () => {
    const response = await fetch(file.url);
    expect(response.status).toBe(200);
    const body = await bytesOf(response);
    expect(sha1(body)).toBe(file.sha1);
    expect(body.length).toBe(5000);
    expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'accept-ranges', 'cache-control', 'content-disposition', 'access-control-allow-origin']
      .map((name) => [name, response.headers.get(name)]))).toEqual({
      'content-type': 'application/java-archive',
      'content-length': '5000',
      etag: `"${file.sha1}"`,
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': "attachment; filename*=UTF-8''sodium-fabric-0.6.0.jar",
      'access-control-allow-origin': '*',
    });
  });

  it('names the content type by extension and encodes unusual filenames in the URL and the disposition', async () => {
    const published = await publish([
      { filename: 'Pack (1.21) ünï.mrpack' }, { filename: 'textures.ZIP' }, { filename: 'notes.txt' }, { filename: 'LICENSE' },
    ]);
    const seen = [];
    for (const { url, bytes } of published) {
      const response = await fetch(url);
      expect(await bytesOf(response)).toEqual(bytes);
      seen.push([response.headers.get('content-type'), response.headers.get('content-disposition')]);
    }
    expect(seen).toEqual([
      ['application/x-modrinth-modpack+zip', "attachment; filename*=UTF-8''Pack%20%281.21%29%20%C3%BCn%C3%AF.mrpack"],
      ['application/zip', "attachment; filename*=UTF-8''textures.ZIP"],
      ['application/octet-stream', "attachment; filename*=UTF-8''notes.txt"],
      ['application/octet-stream', "attachment; filename*=UTF-8''LICENSE"],
    ]);
  });

  it('serves files of every version status outsiders may see to anyone, and of hidden ones to no anonymous caller', async () => {
    const hidden: readonly string[] = ['draft', 'scheduled', 'unknown'];
    for (const status of VERSION_STATUSES) {
      const [published] = await publish([{ filename: `${status}.jar` }], status);
      const response = await fetch(published!.url);
      const body = await bytesOf(response);
      expect([status, response.status]).toEqual([status, hidden.includes(status) ? 404 : 200]);
      if (response.ok) expect(body).toEqual(published!.bytes);
    }
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const response = await get({}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(response.headers.get('etag')).toBe(`"${file.sha1}"`);
    expect(response.headers.get('content-type')).toBe('application/java-archive');
    expect((await bytesOf(response)).length).toBe(0);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the file', async () => {
    for (const tag of [`"${file.sha1}"`, `W/"${file.sha1}"`, `"0000", "${file.sha1}"`, '*']) {
      const response = await get({ 'if-none-match': tag });
      expect([tag, response.status]).toEqual([tag, 304]);
      expect(response.headers.get('etag')).toBe(`"${file.sha1}"`);
      expect((await bytesOf(response)).length).toBe(0);
    }
    const stale = await get({ 'if-none-match': '"0000"' });
    expect(stale.status).toBe(200);
    expect(sha1(await bytesOf(stale))).toBe(file.sha1);
  });
});

describe('byte ranges', () => {
  const cases: [string, number, number][] = [
    ['bytes=10-19', 10, 19],
    ['bytes=4990-', 4990, 4999],
    ['bytes=-100', 4900, 4999],
    ['bytes=-9000', 0, 4999],
    ['bytes=4000-99999', 4000, 4999],
    ['bytes=0-0', 0, 0],
  ];
  for (const [range, start, end] of cases) {
    it(`serves ${range} as 206 bytes ${start}-${end}`, async () => {
      const response = await get({ range });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/5000`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(await bytesOf(response)).toEqual(file.bytes.slice(start, end + 1));
    });
  }

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of ['bytes=5000-', 'bytes=9000-9999', 'bytes=-0']) {
      const response = await get({ range });
      expect([range, response.status]).toEqual([range, 416]);
      expect(response.headers.get('content-range')).toBe('bytes */5000');
    }
  });

  it('falls back to the whole file for several ranges, malformed ranges and a stale If-Range', async () => {
    for (const headers of [
      { range: 'bytes=0-9,20-29' }, { range: 'bytes=20-10' }, { range: 'items=0-9' }, { range: 'bytes=-' },
      { range: 'bytes=10-19', 'if-range': '"0000"' },
    ] as Record<string, string>[]) {
      const response = await get(headers);
      expect([headers, response.status]).toEqual([headers, 200]);
      expect(sha1(await bytesOf(response))).toBe(file.sha1);
    }
    const current = await get({ range: 'bytes=10-19', 'if-range': `"${file.sha1}"` });
    expect(current.status).toBe(206);
  });
});

describe('unknown files', () => {
  it('answers 404 not_found for an unknown version, filename or mismatched project', async () => {
    const [, , , versionId, filename] = path.split('/').slice(2);
    const otherProject = (await makeProject(server.runtime.db, { ownerId: authorId })).id;
    for (const wrong of [
      `/cdn/data/${projectId}/versions/ZZZZZZZZ/${filename}`,
      `/cdn/data/${projectId}/versions/${versionId}/other.jar`,
      `/cdn/data/${otherProject}/versions/${versionId}/${filename}`,
    ]) {
      const response = await fetch(server.url + wrong);
      expect([wrong, response.status]).toEqual([wrong, 404]);
      expect((await response.json()).error).toBe('not_found');
    }
  });
});
