// POST /v2/project with initial_versions: versions published in the creation's transaction (files stored, hashes and
// environment right, review status), modpacks from a .mrpack, and refusals or failures that leave nothing behind.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { fabricJar, forgeJar, mrpack } from '../file-inspection/fixtures.ts';
import { sha1Hex, sha512Hex } from '#lib/hashes.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { blobKeyOf } from '../version-publishing/files.ts';
import { PNG, createRequest, imageBlobs, projectData, type Part } from './write-testing.ts';

const context = useTestServer();
let token: string;
let counter = 0;

beforeAll(async () => {
  const db = context.database.db;
  const creator = await makeUser(db, { emailVerified: true });
  token = await makePat(db, creator.id, ALL_SCOPES);
});

/** A fresh fabric jar each call, so no two uploads share a hash. */
const jar = (name: string, filename = `${name}.jar`): Part & { bytes: Uint8Array; filename: string } =>
  ({ name, filename, bytes: fabricJar('1.20.1', `1.0.${++counter}`) });

const initialVersion = (fileParts: string[], overrides: Record<string, unknown> = {}) => ({
  file_parts: fileParts,
  version_number: `1.0.${++counter}`,
  version_title: 'First release',
  version_body: 'Hello',
  dependencies: [],
  game_versions: ['1.20.1'],
  release_channel: 'release',
  loaders: ['fabric'],
  featured: false,
  ...overrides,
});

const create = (data: unknown, files: Part[]) => createRequest(context.server, token, [{ name: 'data', json: data }, ...files]);
/** As the owner: a project in review is hidden, and so are its files, from anyone else. */
const download = (url: string) => fetch(context.server.url + new URL(url).pathname, { headers: { authorization: token } });

describe('POST /v2/project with initial versions', () => {
  it('publishes two versions with the project: files downloadable, hashes right, sides as environment, submitted for review', async () => {
    const [a, b, sources] = [jar('a'), jar('b'), jar('src', 'example-sources.jar')];
    const data = projectData({
      is_draft: false,
      initial_versions: [
        initialVersion(['a'], { version_number: '1.0.0' }),
        initialVersion(['b', 'src'], { version_number: '1.1.0', environment: 'client_and_server', file_types: { src: 'sources-jar' }, primary_file: 'b' }),
      ],
    });
    const { status, body: project } = await create(data, [{ name: 'icon', bytes: PNG }, a, b, sources]);
    expect(status, JSON.stringify(project)).toBe(200);
    expect(project).toMatchObject({ status: 'processing', project_type: 'mod', loaders: ['fabric'], game_versions: ['1.20.1'] });
    expect(project.queued).not.toBeNull();
    expect(project.versions).toHaveLength(2);

    const listed = await request(context.server.url, `/v2/project/${project.id}/version`, { token });
    expect(listed.status).toBe(200);
    const byNumber = Object.fromEntries(listed.body.map((version: any) => [version.version_number, version]));
    expect(byNumber['1.0.0']).toMatchObject({ project_id: project.id, name: 'First release', changelog: 'Hello', environment: 'client_only_server_optional' });
    expect(byNumber['1.1.0'].environment).toBe('client_and_server');
    const uploads = [[byNumber['1.0.0'].files[0], a], [byNumber['1.1.0'].files[0], b], [byNumber['1.1.0'].files[1], sources]] as const;
    expect(byNumber['1.1.0'].files.map((file: any) => [file.filename, file.primary, file.file_type])).toEqual([
      ['b.jar', true, null], ['example-sources.jar', false, 'sources-jar'],
    ]);
    for (const [file, part] of uploads) {
      expect(file.hashes).toEqual({ sha1: await sha1Hex(part.bytes), sha512: await sha512Hex(part.bytes) });
      expect(file.size).toBe(part.bytes.byteLength);
      const response = await download(file.url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(part.bytes);
    }
    const outbox = await context.database.db.select().from(t.searchOutbox).where(eq(t.searchOutbox.projectId, project.id));
    expect(outbox).toHaveLength(1);
  });

  it('keeps a project with initial versions a draft when is_draft is true', async () => {
    const { status, body } = await create(projectData({ initial_versions: [initialVersion(['a'])] }), [jar('a')]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'draft', queued: null });
    expect(body.versions).toHaveLength(1);
  });

  it('makes a modpack from a .mrpack, storing the pack loaders, and refuses a modpack version without one', async () => {
    const pack = { name: 'pack', filename: 'Example Pack 2.0.0.mrpack', bytes: mrpack({ index: { versionId: `2.0.${++counter}` } }) };
    const data = projectData({
      project_type: 'modpack', categories: ['kitchen-sink'], is_draft: false,
      initial_versions: [initialVersion(['pack'], { version_number: '2.0.0', loaders: ['fabric'] })],
    });
    const { status, body } = await create(data, [pack]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ project_type: 'modpack', loaders: ['fabric'], categories: ['kitchen-sink'], status: 'processing' });
    const [version] = (await request(context.server.url, `/v2/project/${body.id}/version`, { token })).body;
    expect(version.loaders).toEqual(['fabric']);
    expect(version.dependencies).toEqual([{ version_id: null, project_id: null, file_name: 'example.jar', dependency_type: 'embedded' }]);
    expect(new Uint8Array(await (await download(version.files[0].url)).arrayBuffer())).toEqual(pack.bytes);

    const mrpackLoader = projectData({ initial_versions: [initialVersion(['pack'], { loaders: ['mrpack'] })] });
    const fromLoader = await create(mrpackLoader, [{ ...pack, bytes: mrpack({ index: { versionId: `2.0.${++counter}` } }) }]);
    expect(fromLoader.status).toBe(200);
    expect(fromLoader.body.project_type).toBe('modpack');

    const notAPack = await create(projectData({ project_type: 'modpack', initial_versions: [initialVersion(['a'])] }), [jar('a')]);
    expect(notAPack.status).toBe(400);
    expect(notAPack.body).toEqual({ error: 'invalid_input', description: 'A modpack version needs a .mrpack file' });
  });

  it('refuses more than 32 initial versions, a part claimed twice, and the icon as a version file', async () => {
    const many = await create(projectData({ initial_versions: Array.from({ length: 33 }, () => initialVersion(['a'])) }), [jar('a')]);
    expect(many.status).toBe(400);
    expect(many.body.description).toMatch(/initial_versions/);
    const twice = await create(projectData({ initial_versions: [initialVersion(['a']), initialVersion(['a'])] }), [jar('a')]);
    expect(twice.body.description).toBe('File part `a` is listed by more than one initial version');
    const icon = await create(projectData({ initial_versions: [initialVersion(['icon'])] }), [{ ...jar('icon') }]);
    expect(icon.body.description).toBe('File part `icon` is the project icon and cannot be a version file');
    const missing = await create(projectData({ initial_versions: [initialVersion(['a', 'b'])] }), [jar('a')]);
    expect(missing.body.description).toBe('file_parts lists `b`, which was not uploaded');
  });
});

describe('a failing initial version', () => {
  const leftovers = async (slug: string, keys: string[]) => {
    const db = context.database.db;
    return {
      projects: (await db.select().from(t.projects).where(eq(t.projects.slug, slug))).length,
      files: (await db.all(sql`select id from files where blob_key in (select value from json_each(${JSON.stringify(keys)}))`)).length,
      blobs: (await Promise.all(keys.map((key) => context.server.runtime.blobs.head(key)))).filter(Boolean).length,
    };
  };
  const state = async () => ({
    versions: (await context.database.db.select({ n: sql<number>`count(*)` }).from(t.versions))[0]!.n,
    outbox: await context.database.db.select().from(t.searchOutbox),
    images: imageBlobs(context.server),
  });

  it('leaves nothing when the second version is refused', async () => {
    const before = await state();
    const good = jar('good');
    const forge = { name: 'forge', filename: 'forge.jar', bytes: forgeJar() };
    const { status, body } = await create(projectData({
      slug: 'refused-second', is_draft: false, initial_versions: [initialVersion(['good']), initialVersion(['forge'])],
    }), [{ name: 'icon', bytes: PNG }, good, forge]);
    expect(status).toBe(400);
    expect(body.description).toBe('The uploaded files are not a valid fabric project: expected fabric.mod.json');
    const keys = [blobKeyOf(await sha1Hex(good.bytes)), blobKeyOf(await sha1Hex(forge.bytes))];
    expect(await leftovers('refused-second', keys)).toEqual({ projects: 0, files: 0, blobs: 0 });
    expect(await state()).toEqual(before);
  });

  it('leaves no project, version, blob, image or search entry when writing the second version fails in the transaction', async () => {
    const db = context.database.db;
    const before = await state();
    const [one, two] = [jar('one'), jar('two')];
    const keys = [blobKeyOf(await sha1Hex(one.bytes)), blobKeyOf(await sha1Hex(two.bytes))];
    await db.run(sql.raw(`create trigger fail_second_version before insert on versions
      when (select count(*) from versions where project_id = new.project_id) >= 1
      begin select raise(abort, 'forced failure on the second version'); end`));
    try {
      const { status } = await create(projectData({
        slug: 'failed-second', is_draft: false, initial_versions: [initialVersion(['one']), initialVersion(['two'])],
      }), [{ name: 'icon', bytes: PNG }, one, two]);
      expect(status).toBe(500);
    } finally {
      await db.run(sql.raw('drop trigger fail_second_version'));
    }
    expect(await leftovers('failed-second', keys)).toEqual({ projects: 0, files: 0, blobs: 0 });
    expect(await state()).toEqual(before);
    // Nothing half-written stands in the way of the same request.
    const again = await create(projectData({
      slug: 'failed-second', is_draft: false, initial_versions: [initialVersion(['one']), initialVersion(['two'])],
    }), [one, two]);
    expect(again.status).toBe(200);
    expect(await leftovers('failed-second', keys)).toEqual({ projects: 1, files: 2, blobs: 2 });
  });
});
