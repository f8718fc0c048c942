// The file manager's API over HTTP against the local node: listing order and headers, the editor's reads and saves,
// folders, moves, deletes, downloads, extraction, paths that leave the server refused, and the `files` permission.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import * as t from '#db/schema/index.ts';
import { permissionBit } from '#contracts/servers.ts';
import { EDITABLE_FILE_MAX_BYTES } from '#contracts/server-files.ts';
import { useTestServer } from '#testing/server.ts';
import { installedServer, signedIn, type Caller } from './testing.ts';

const context = useTestServer();
let owner: Caller;
let server: { id: string; folder: string };
const files = (query = '') => `/v3/servers/${server.id}/files${query}`;

beforeAll(async () => {
  owner = await signedIn(context);
  server = await installedServer(context, owner.userId);
}, 60_000);

describe('listing a folder', () => {
  it('shows folders first, then files, each by name as people sort, never cached', async () => {
    mkdirSync(join(server.folder, 'listing/b-folder'), { recursive: true });
    mkdirSync(join(server.folder, 'listing/A-folder'));
    for (const name of ['file10.txt', 'file9.txt', 'Zed.txt']) writeFileSync(join(server.folder, 'listing', name), name);
    const listed = await owner.api(files('?path=/listing/'));
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body.path).toBe('listing');
    expect(listed.body.entries.map((entry: { name: string }) => entry.name)).toEqual(['A-folder', 'b-folder', 'file9.txt', 'file10.txt', 'Zed.txt']);
    expect(listed.body.entries[2]).toMatchObject({ kind: 'file', size: 9, modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('lists the server’s own folder and answers 404 for a folder that does not exist', async () => {
    const root = await owner.api(files());
    expect(root.body.entries.map((entry: { name: string }) => entry.name)).toContain('server.properties');
    expect((await owner.api(files('?path=nowhere'))).status).toBe(404);
  });
});

describe('changing files', () => {
  it('creates a folder, saves and reads a file in the editor, moves it and deletes it', async () => {
    expect((await owner.api(files('/folder'), { method: 'POST', json: { path: 'notes/deep' } })).status).toBe(204);
    const saved = await owner.api(files('/content?path=notes/deep/a.txt'), { method: 'PUT', body: 'hello\nworld', headers: { 'content-type': 'text/plain' } });
    expect(saved.status).toBe(204);
    const read = await owner.api(files('/content?path=notes/deep/a.txt'));
    expect(read.text).toBe('hello\nworld');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect((await owner.api(files('/move'), { method: 'POST', json: { from: 'notes/deep/a.txt', to: 'notes/b.txt' } })).status).toBe(204);
    expect(readFileSync(join(server.folder, 'notes/b.txt'), 'utf8')).toBe('hello\nworld');
    expect((await owner.api(files('/move'), { method: 'POST', json: { from: 'notes/deep', to: 'notes/b.txt' } })).status).toBe(409);
    expect((await owner.api(files('/delete'), { method: 'POST', json: { paths: ['notes/b.txt', 'notes/deep', 'never-was.txt'] } })).status).toBe(204);
    expect((await owner.api(files('?path=notes'))).body.entries).toEqual([]);
  });

  it('downloads a file as a named attachment with its length', async () => {
    writeFileSync(join(server.folder, 'world report.txt'), 'twelve bytes');
    const response = await fetch(context.server.url + files('/download?path=world%20report.txt'), { headers: { authorization: owner.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''world%20report.txt");
    expect(response.headers.get('content-length')).toBe('12');
    expect(await response.text()).toBe('twelve bytes');
    expect((await owner.api(files('/download?path=missing.bin'))).status).toBe(404);
  });

  it('refuses to open a file too large for the editor, and a save over the editor’s limit', async () => {
    writeFileSync(join(server.folder, 'big.log'), Buffer.alloc(EDITABLE_FILE_MAX_BYTES + 1, 97));
    const opened = await owner.api(files('/content?path=big.log'));
    expect(opened.status).toBe(413);
    expect(opened.body.description).toMatch(/too large for the editor: download it instead/);
    const saved = await owner.api(files('/content?path=small.txt'), { method: 'PUT', body: 'a'.repeat(EDITABLE_FILE_MAX_BYTES + 1) });
    expect(saved.status).toBe(413);
  });

  it('extracts a zip into a folder and lists what it held', async () => {
    const zip = zipSync({ 'pack/readme.txt': strToU8('read me'), 'pack/data/one.json': strToU8('{}') });
    writeFileSync(join(server.folder, 'upload.zip'), zip);
    const extracted = await owner.api(files('/extract'), { method: 'POST', json: { path: 'upload.zip', into: 'unzipped' } });
    expect(extracted.status).toBe(200);
    expect(extracted.body).toEqual({ entries: expect.any(Number), bytes: 9 });
    expect((await owner.api(files('?path=unzipped/pack'))).body.entries.map((entry: { name: string }) => entry.name)).toEqual(['data', 'readme.txt']);
  });
});

describe('paths outside the server', () => {
  it.each([
    ['listing', () => files('?path=../')],
    ['reading', () => files('/content?path=../../etc/passwd')],
    ['reading an absolute path', () => files('/content?path=/etc/passwd')],
    ['downloading through a link that points out', () => files('/download?path=outside/secret.txt')],
  ])('are refused when %s', async (_what, path) => {
    const secrets = join(tmpdir(), `kiln-outside-${server.id}`);
    mkdirSync(secrets, { recursive: true });
    writeFileSync(join(secrets, 'secret.txt'), 'not yours');
    try {
      symlinkSync(secrets, join(server.folder, 'outside'));
    } catch {
      // Made by an earlier case.
    }
    const response = await owner.api(path());
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('not yours');
  });

  it('are refused for moves, folders and deletes', async () => {
    expect((await owner.api(files('/move'), { method: 'POST', json: { from: 'server.properties', to: '../stolen.properties' } })).status).toBe(400);
    expect((await owner.api(files('/folder'), { method: 'POST', json: { path: '../../escape' } })).status).toBe(400);
    expect((await owner.api(files('/delete'), { method: 'POST', json: { paths: ['../'] } })).status).toBe(400);
  });
});

describe('who may use the files', () => {
  const subuser = async (permissions: number) => {
    const member = await signedIn(context);
    await context.database.db.insert(t.serverSubusers).values({ serverId: server.id, userId: member.userId, permissions, created: new Date() });
    return member;
  };

  it('refuses a sub-user without the files permission and lets one with it in', async () => {
    const consoleOnly = await subuser(permissionBit('console'));
    expect((await consoleOnly.api(files())).status).toBe(401);
    expect((await consoleOnly.api(files('/folder'), { method: 'POST', json: { path: 'theirs' } })).status).toBe(401);
    const filesToo = await subuser(permissionBit('files'));
    expect((await filesToo.api(files())).status).toBe(200);
  });

  it('hides the server from anyone else', async () => {
    const stranger = await signedIn(context);
    expect((await stranger.api(files())).status).toBe(404);
  });
});
