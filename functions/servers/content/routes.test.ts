// The Content API over HTTP against the local node: files in the content folders matched to Kiln versions by hash
// (with updates for the server's game version), adding a data pack from Kiln into the world's folder, refusing what
// a vanilla server cannot run, enabling and disabling, and removing only inside the content folders.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeVersion } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { installedServer, signedIn, type Caller } from '../files/testing.ts';

const context = useTestServer();
let owner: Caller;
let server: { id: string; folder: string };
const content = (query = '') => `/v3/servers/${server.id}/content${query}`;

async function publish(projectType: 'datapack' | 'mod', versions: { number: string; loaders: string[]; gameVersions: string[]; text: string }[]) {
  const author = await signedIn(context);
  const project = await makeProject(context.database.db, { ownerId: author.userId, projectType, title: `A ${projectType}` });
  const made = [];
  for (const [index, version] of versions.entries()) {
    made.push(await makeVersion(context.database.db, {
      projectId: project.id, authorId: author.userId, versionNumber: version.number, loaders: version.loaders, gameVersions: version.gameVersions,
      datePublished: new Date(Date.UTC(2026, 0, 1 + index)), files: [{ filename: `${project.slug}-${version.number}.${projectType === 'mod' ? 'jar' : 'zip'}`, bytes: new TextEncoder().encode(version.text) }],
      blobs: context.server.runtime.blobs,
    }));
  }
  return { project, versions: made };
}

beforeAll(async () => {
  owner = await signedIn(context);
  server = await installedServer(context, owner.userId);
}, 60_000);

describe('a server’s content', () => {
  it('adds a data pack into the world’s folder, lists it matched to Kiln with the newer version for its game version as the update', async () => {
    const pack = await publish('datapack', [
      { number: '1.0', loaders: ['datapack'], gameVersions: ['1.20.1'], text: 'pack one' },
      { number: '2.0', loaders: ['datapack'], gameVersions: ['1.20.1'], text: 'pack two' },
      { number: '3.0', loaders: ['datapack'], gameVersions: ['1.21.4'], text: 'pack three, for another game version' },
    ]);
    const added = await owner.api(content(), { method: 'POST', json: { version_id: pack.versions[0]!.id } });
    expect(added.status).toBe(201);
    const path = `world/datapacks/${pack.project.slug}-1.0.zip`;
    expect(added.body).toMatchObject({ kind: 'datapack', path, enabled: true, project: { id: pack.project.id }, version: { version_number: '1.0' } });
    expect(existsSync(join(server.folder, path))).toBe(true);

    mkdirSync(join(server.folder, 'mods'), { recursive: true });
    writeFileSync(join(server.folder, 'mods/unknown.jar'), 'not on Kiln');
    writeFileSync(join(server.folder, 'mods/readme.txt'), 'not content');
    const listed = await owner.api(content());
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ loader: 'vanilla', game_version: '1.20.1' });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ kind: 'mod', path: 'mods/unknown.jar', project: null, version: null, update: null, size: 11 }),
      expect.objectContaining({ kind: 'datapack', path, project: expect.objectContaining({ id: pack.project.id, title: 'A datapack' }), update: { version_id: pack.versions[1]!.id, version_number: '2.0' } }),
    ]);

    // Updating is adding the newer version: it replaces the project's older file.
    await owner.api(content(), { method: 'POST', json: { version_id: pack.versions[1]!.id } });
    const updated = (await owner.api(content())).body.items.filter((item: { kind: string }) => item.kind === 'datapack');
    expect(updated).toEqual([expect.objectContaining({ version: { id: pack.versions[1]!.id, version_number: '2.0' }, update: null })]);
  });

  it('refuses a mod on a vanilla server and a version for another game version, saying why', async () => {
    const mod = await publish('mod', [{ number: '1.0', loaders: ['fabric'], gameVersions: ['1.20.1'], text: 'a fabric mod' }]);
    const refused = await owner.api(content(), { method: 'POST', json: { version_id: mod.versions[0]!.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.description).toBe('This version is for fabric. A vanilla server runs data packs only.');
    const other = await publish('datapack', [{ number: '1.0', loaders: ['datapack'], gameVersions: ['1.21.4'], text: 'newer pack' }]);
    const wrongVersion = await owner.api(content(), { method: 'POST', json: { version_id: other.versions[0]!.id } });
    expect(wrongVersion.status).toBe(400);
    expect(wrongVersion.body.description).toBe('This version is not for Minecraft 1.20.1, which the server runs.');
    expect((await owner.api(content(), { method: 'POST', json: { version_id: 'AAAAAAAA' } })).status).toBe(404);
  });

  it('disables and enables a file by its .disabled name, and removes it', async () => {
    writeFileSync(join(server.folder, 'mods/toggled.jar'), 'toggle me');
    const disabled = await owner.api(content(), { method: 'PATCH', json: { path: 'mods/toggled.jar', enabled: false } });
    expect(disabled.body).toEqual({ path: 'mods/toggled.jar.disabled' });
    expect(existsSync(join(server.folder, 'mods/toggled.jar.disabled'))).toBe(true);
    const item = (await owner.api(content())).body.items.find((entry: { file_name: string }) => entry.file_name === 'toggled.jar.disabled');
    expect(item).toMatchObject({ enabled: false, kind: 'mod' });
    const enabled = await owner.api(content(), { method: 'PATCH', json: { path: 'mods/toggled.jar.disabled', enabled: true } });
    expect(enabled.body).toEqual({ path: 'mods/toggled.jar' });
    expect((await owner.api(content('?path=mods/toggled.jar'), { method: 'DELETE' })).status).toBe(204);
    expect(existsSync(join(server.folder, 'mods/toggled.jar'))).toBe(false);
  });

  it.each(['server.properties', 'mods/../server.properties', 'mods/readme.txt', 'world/level.dat', 'mods/sub/inner.jar'])(
    'changes nothing outside the content folders (%s)',
    async (path) => {
      expect((await owner.api(content(`?path=${encodeURIComponent(path)}`), { method: 'DELETE' })).status).toBe(400);
      expect((await owner.api(content(), { method: 'PATCH', json: { path, enabled: false } })).status).toBe(400);
      expect(existsSync(join(server.folder, 'server.properties'))).toBe(true);
    },
  );

  it('is the files permission’s: a stranger finds no server', async () => {
    const stranger = await signedIn(context);
    expect((await stranger.api(content())).status).toBe(404);
  });
});
