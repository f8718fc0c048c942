// Installing a Kiln modpack on a server over HTTP against the local node: server-side files copied from Kiln's store,
// the client-only one and one Kiln does not hold left out and reported, `overrides/` then `server-overrides/` applied
// (never `client-overrides/`), and the next pack replacing the files the previous one listed. Packs name their files
// by Modrinth's https URLs (the test app's own CDN is plain http); Kiln finds them by hash all the same.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { makeProject, makeVersion } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { installedServer, signedIn, type Caller } from '../files/testing.ts';

const context = useTestServer();
let owner: Caller;
let author: Caller;
let server: { id: string; folder: string };

const digest = (algorithm: string, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('hex');

async function publishedMod(name: string, env?: { client: string; server: string }) {
  const bytes = strToU8(`the bytes of ${name}`);
  const project = await makeProject(context.database.db, { ownerId: author.userId, projectType: 'mod' });
  const version = await makeVersion(context.database.db, {
    projectId: project.id, authorId: author.userId, loaders: ['fabric'], gameVersions: ['1.20.1'], files: [{ filename: `${name}.jar`, bytes }], blobs: context.server.runtime.blobs,
  });
  return { path: `mods/${name}.jar`, bytes, env, url: `https://cdn.modrinth.com/data/${project.id}/versions/${version.id}/${name}.jar` };
}

type PackFile = Awaited<ReturnType<typeof publishedMod>>;

async function publishedPack(files: PackFile[], overrides: Record<string, string>, gameVersion = '1.20.1') {
  const index = {
    formatVersion: 1, game: 'minecraft', versionId: '1.0.0', name: 'Test pack',
    files: files.map((file) => ({
      path: file.path, hashes: { sha1: digest('sha1', file.bytes), sha512: digest('sha512', file.bytes) }, ...(file.env ? { env: file.env } : {}),
      downloads: [file.url], fileSize: file.bytes.byteLength,
    })),
    dependencies: { minecraft: gameVersion, 'fabric-loader': '0.16.0' },
  };
  const bytes = zipSync({ 'modrinth.index.json': strToU8(JSON.stringify(index)), ...Object.fromEntries(Object.entries(overrides).map(([path, text]) => [path, strToU8(text)])) });
  const project = await makeProject(context.database.db, { ownerId: author.userId, projectType: 'modpack' });
  const version = await makeVersion(context.database.db, {
    projectId: project.id, authorId: author.userId, loaders: ['fabric'], gameVersions: [gameVersion], files: [{ filename: 'pack.mrpack', bytes }], blobs: context.server.runtime.blobs,
  });
  return version.id;
}

const modpack = (versionId: string) => owner.api(`/v3/servers/${server.id}/modpack`, { method: 'POST', json: { version_id: versionId } });
const read = (path: string) => readFileSync(join(server.folder, path), 'utf8');

beforeAll(async () => {
  owner = await signedIn(context);
  author = await signedIn(context);
  server = await installedServer(context, owner.userId);
}, 60_000);

describe('installing a modpack', () => {
  it('writes the server-side files and the server’s overrides, leaving out client-only files and files Kiln does not hold', async () => {
    const serverMod = await publishedMod('server-mod', { client: 'required', server: 'required' });
    const clientOnly = await publishedMod('client-only', { client: 'required', server: 'unsupported' });
    const elsewhere = { ...(await publishedMod('elsewhere')), bytes: strToU8('bytes Kiln never saw') };
    const pack = await publishedPack([serverMod, clientOnly, elsewhere], {
      'overrides/config/shared.txt': 'from overrides', 'overrides/config/only-shared.txt': 'shared',
      'server-overrides/config/shared.txt': 'from server-overrides', 'server-overrides/server-only.txt': 'server',
      'client-overrides/client.txt': 'client',
    });

    const installed = await modpack(pack);
    expect(installed.status).toBe(200);
    expect(installed.body.installed.sort()).toEqual(['config/only-shared.txt', 'config/shared.txt', 'mods/server-mod.jar', 'server-only.txt']);
    expect(installed.body.skipped).toEqual([
      { path: 'mods/client-only.jar', reason: 'Client-only: servers do not use it' },
      { path: 'mods/elsewhere.jar', reason: 'Not a file Kiln holds: only files published on Kiln are installed' },
    ]);
    expect(read('mods/server-mod.jar')).toBe('the bytes of server-mod');
    expect(read('config/shared.txt')).toBe('from server-overrides');
    expect(read('server-only.txt')).toBe('server');
    expect(existsSync(join(server.folder, 'mods/client-only.jar'))).toBe(false);
    expect(existsSync(join(server.folder, 'client.txt'))).toBe(false);
    expect(existsSync(join(server.folder, '.kiln-modpack-staging'))).toBe(false);

    const listed = (await owner.api(`/v3/servers/${server.id}/content`)).body.items;
    expect(listed.map((item: { path: string }) => item.path)).toEqual(['mods/server-mod.jar']);
    expect(listed[0].project).not.toBeNull();
  });

  it('replaces the files the previous pack listed and keeps the owner’s own', async () => {
    const kept = await publishedMod('next-mod');
    const pack = await publishedPack([kept], {});
    const installed = await modpack(pack);
    expect(installed.body).toEqual({ installed: ['mods/next-mod.jar'], skipped: [] });
    expect(existsSync(join(server.folder, 'mods/server-mod.jar'))).toBe(false);
    expect(read('config/shared.txt')).toBe('from server-overrides');
  });

  it('installs a pack published before CDN_URL moved, whose downloads name the former CDN', async () => {
    const mod = await publishedMod('moved-mod');
    const former = { ...mod, url: mod.url.replace('https://cdn.modrinth.com', 'https://old-cdn.kiln.example') };
    const installed = await modpack(await publishedPack([former], {}));
    expect(installed.body).toEqual({ installed: ['mods/moved-mod.jar'], skipped: [] });
  });

  it('refuses a pack for another game version and a version that is not a pack', async () => {
    const other = await modpack(await publishedPack([], {}, '1.21.4'));
    expect(other.status).toBe(400);
    expect(other.body.description).toBe('This pack is for Minecraft 1.21.4 and the server runs 1.20.1: reinstall the server with 1.21.4 first.');
    const mod = await publishedMod('not-a-pack');
    const versionId = mod.url.split('/versions/')[1]!.split('/')[0]!;
    expect((await modpack(versionId)).status).toBe(400);
  });
});
