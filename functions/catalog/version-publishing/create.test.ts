// POST /v2/version: access, the multipart order, every limit, duplicate hashes, loader content, modpacks, notifications, rollback.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { viewerMiddleware } from '../../access/access.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { fabricJar, forgeJar, mrpack } from '../file-inspection/fixtures.ts';
import type { AppEnv } from '../../access/env.ts';
import { ApiError, errorBody } from '#contracts/errors.ts';
import { sha1Hex } from '#lib/hashes.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { blobKeyOf } from './files.ts';
import { createVersionPublishingRoutes } from './routes.ts';
import { postForm, versionData, versionForm, type FilePart } from './testing.ts';

const context = useTestServer();
let owner: Awaited<ReturnType<typeof makeUser>>;
let ownerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let counter = 0;

/** A fresh fabric jar each call, so no two tests collide on a hash. */
const jar = (filename = 'example.jar', name = 'file'): FilePart => ({ name, filename, bytes: fabricJar('1.20.1', `1.0.${++counter}`) });
/** `null` sends no token at all. */
const publish = (data: unknown, files: FilePart[], token: string | null = ownerToken, options: { dataLast?: boolean } = {}) =>
  postForm(context.server.url, '/v2/version', token ?? undefined, versionForm(data, files, options));

beforeAll(async () => {
  const db = context.database.db;
  owner = await makeUser(db);
  ownerToken = await makePat(db, owner.id, ALL_SCOPES);
  project = await makeProject(db, { ownerId: owner.id, slug: 'publish-me' });
});

describe('access', () => {
  it('answers 401 without a token, without VERSION_CREATE, and for people without UPLOAD_VERSION', async () => {
    const anonymous = await publish(versionData(project.id), [jar()], null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('auth_error');
    const weak = await makePat(context.database.db, owner.id, ALL_SCOPES - scope('VERSION_CREATE'));
    const noScope = await publish(versionData(project.id), [jar()], weak);
    expect(noScope.status).toBe(401);
    expect(noScope.body).toEqual({ error: 'auth_error', description: 'The token does not have the VERSION_CREATE scope' });

    const stranger = await makeUser(context.database.db);
    const strangerToken = await makePat(context.database.db, stranger.id, ALL_SCOPES);
    const refused = await publish(versionData(project.id), [jar()], strangerToken);
    expect(refused.status).toBe(401);
    expect(refused.body.description).toBe("You don't have permission to upload this version!");

    const viewerOnly = await makeUser(context.database.db);
    await addMember(context.database.db, project.teamId, viewerOnly.id, { permissions: ProjectPermission.EDIT_BODY });
    expect((await publish(versionData(project.id), [jar()], await makePat(context.database.db, viewerOnly.id, ALL_SCOPES))).status).toBe(401);

    const uploader = await makeUser(context.database.db);
    await addMember(context.database.db, project.teamId, uploader.id, { permissions: ProjectPermission.UPLOAD_VERSION });
    const allowed = await publish(versionData(project.id, { version_number: 'member-1' }), [jar()], await makePat(context.database.db, uploader.id, ALL_SCOPES));
    expect(allowed.status).toBe(200);
    expect(allowed.body.author_id).toBe(uploader.id);
  });

  it('answers 400 for a project that does not exist', async () => {
    const response = await publish(versionData('ZZZZZZZZ'), [jar()]);
    expect(response.status).toBe(400);
    expect(response.body.description).toBe('The project_id does not refer to an existing project');
  });
});

describe('the multipart body', () => {
  it('refuses a data part that comes after a file part', async () => {
    const response = await publish(versionData(project.id), [jar()], ownerToken, { dataLast: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_input', description: '`data` field must come before file fields' });
  });

  it('requires at least one file, and every part listed in file_parts', async () => {
    const none = await publish(versionData(project.id, { file_parts: [] }), []);
    expect(none.status).toBe(400);
    expect(none.body.description).toBe('Versions must have at least one file uploaded to them');
    expect((await publish(versionData(project.id, { file_parts: [] }), [jar()])).body.description).toBe('The part `file` is not listed in file_parts');
    expect((await publish(versionData(project.id, { file_parts: ['file', 'other'] }), [jar()])).body.description).toBe('file_parts lists `other`, which was not uploaded');
  });
});

describe('limits', () => {
  const refused = async (overrides: Record<string, unknown>, files: FilePart[] = [jar()]) => {
    const response = await publish(versionData(project.id, overrides), files);
    expect(response.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
    return response.body.description as string;
  };

  it('checks version number, name, changelog, channel, featured and dependencies', async () => {
    expect(await refused({ version_number: 'x'.repeat(33) })).toContain('version_number');
    expect(await refused({ version_number: '' })).toContain('version_number');
    expect(await refused({ version_number: 'has space' })).toContain('version_number');
    expect(await refused({ name: 'n'.repeat(65) })).toContain('name');
    expect(await refused({ name: '   ' })).toContain('Name must not be blank');
    expect(await refused({ changelog: 'c'.repeat(65537) })).toContain('changelog');
    expect(await refused({ version_type: 'stable' })).toContain('version_type');
    expect(await refused({ featured: undefined })).toContain('featured');
    expect(await refused({ dependencies: undefined })).toContain('dependencies');
    const many = Array.from({ length: 4097 }, (_, i) => ({ file_name: `f${i}.jar`, dependency_type: 'embedded' }));
    expect(await refused({ dependencies: many })).toContain('4096');
    const twice = { project_id: project.id, dependency_type: 'required' };
    expect(await refused({ dependencies: [twice, { ...twice, dependency_type: 'optional' }] })).toBe('Duplicate dependencies are not allowed');
    expect(await refused({ dependencies: [{ version_id: 'ZZZZZZZZ', dependency_type: 'required' }] })).toBe('Dependency version ZZZZZZZZ does not exist');
    expect(await refused({ dependencies: [{ dependency_type: 'required' }] })).toContain('needs a version_id');
  });

  it('requires at least one loader and game version, each of which exists', async () => {
    expect(await refused({ loaders: [] })).toContain('loaders');
    expect(await refused({ game_versions: [] })).toContain('game_versions');
    expect(await refused({ loaders: ['fabric', 'spaghetti'] })).toBe('Unknown loader: spaghetti');
    expect(await refused({ game_versions: ['1.20.1', '9.9.9'] })).toBe('Unknown game version: 9.9.9');
  });

  it('checks file extensions, names, duplicates, part counts and the status', async () => {
    expect(await refused({}, [{ name: 'file', filename: 'virus.exe', bytes: new Uint8Array([1]) }])).toContain('File extension exe');
    expect(await refused({}, [{ name: 'file', filename: 'noextension', bytes: new Uint8Array([1]) }])).toContain('(none)');
    expect(await refused({}, [{ ...jar(), filename: 'a:b.jar' }])).toContain('Invalid file name');
    expect(await refused({ file_parts: ['file', 'two'] }, [jar('same.jar'), jar('same.jar', 'two')])).toContain('Duplicate file name `same.jar`');
    expect(await refused({ file_parts: Array.from({ length: 257 }, (_, i) => `p${i}`) })).toContain('256');
    expect(await refused({ status: 'scheduled' })).toContain('status');
    expect(await refused({ primary_file: 'nope' })).toContain('primary_file');
    expect(await refused({ file_types: { ghost: 'sources-jar' } })).toContain('ghost');
  });

  it('refuses a file over the size limit', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('runtime', async () => context.server.runtime);
      await next();
    });
    app.use('*', viewerMiddleware);
    app.route('/v2', createVersionPublishingRoutes({ maxFileBytes: 64 }));
    app.onError((error, c) => (error instanceof ApiError ? c.json(errorBody(error), error.status as 400) : c.json({ error: String(error) }, 500)));
    const response = await app.request('/v2/version', {
      method: 'POST', headers: { authorization: ownerToken }, body: versionForm(versionData(project.id), [jar()]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).description).toContain('File too large');
  });

  it('has the contract limit of 500 MiB by default', async () => {
    const { VERSION_FILE_MAX_BYTES } = await import('#contracts/limits.ts');
    expect(VERSION_FILE_MAX_BYTES).toBe(524_288_000);
  });
});

describe('duplicate files and loader content', () => {
  it('refuses a file whose sha1 belongs to another project, but allows it again in the same project', async () => {
    const db = context.database.db;
    const other = await makeProject(db, { ownerId: owner.id });
    const shared = jar('shared.jar');
    expect((await publish(versionData(project.id, { version_number: 'dup-1' }), [shared])).status).toBe(200);
    expect((await publish(versionData(project.id, { version_number: 'dup-2' }), [shared])).status).toBe(200);
    const foreign = await publish(versionData(other.id, { version_number: 'dup-3' }), [shared]);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ error: 'invalid_input', description: 'Duplicate files are not allowed to be uploaded to Modrinth!' });
  });

  it('refuses a file that lacks the metadata of a declared loader', async () => {
    const forge = { name: 'file', filename: 'forge.jar', bytes: forgeJar() };
    const response = await publish(versionData(project.id, { loaders: ['fabric'] }), [forge]);
    expect(response.status).toBe(400);
    expect(response.body.description).toBe('The uploaded files are not a valid fabric project: expected fabric.mod.json');
    const notZip = await publish(versionData(project.id), [{ name: 'file', filename: 'fake.jar', bytes: new TextEncoder().encode('MZ not a zip') }]);
    expect(notZip.body.description).toBe('fake.jar is not a valid zip archive');
  });
});

describe('a published version', () => {
  it('answers the v2 Version without file ids, accepting the old field names, with the primary-file rule', async () => {
    const sources = { name: 'sources', filename: 'example-sources.jar', bytes: fabricJar('1.20.1', 'src') };
    const signature = { name: 'sig', filename: 'example.jar.asc', bytes: new TextEncoder().encode('-----BEGIN PGP SIGNATURE-----') };
    const main = jar('example-2.0.0.jar', 'main');
    const data = {
      mod_id: project.id, file_parts: ['sig', 'sources', 'main'], version_number: '2.0.0', version_title: 'Two', version_body: 'Notes',
      release_channel: 'beta', dependencies: [], game_versions: ['1.20.1', '1.20.4'], loaders: ['fabric', 'quilt'], featured: true,
      file_types: { sources: 'sources-jar', sig: 'signature' }, environment: 'client_only',
    };
    const response = await publish(data, [signature, sources, main]);
    expect(response.status).toBe(200);
    const version = response.body;
    expect(version).toMatchObject({
      project_id: project.id, author_id: owner.id, name: 'Two', version_number: '2.0.0', changelog: 'Notes', changelog_url: null, version_type: 'beta',
      featured: true, status: 'listed', requested_status: null, downloads: 0, loaders: ['fabric', 'quilt'], game_versions: ['1.20.1', '1.20.4'],
      dependencies: [], environment: 'client_only',
    });
    expect(version.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(version.files.map((f: any) => [f.filename, f.primary, f.file_type])).toEqual([
      ['example.jar.asc', false, 'signature'], ['example-sources.jar', false, 'sources-jar'], ['example-2.0.0.jar', true, null],
    ]);
    expect(version.files[2]).not.toHaveProperty('id');
    expect(version.files[2].hashes.sha1).toBe(await sha1Hex(main.bytes));
    expect(version.files[2].url).toContain(`/data/${project.id}/versions/${version.id}/example-2.0.0.jar`);
    expect(await context.server.runtime.blobs.head(blobKeyOf(version.files[2].hashes.sha1))).toEqual({ size: main.bytes.length });
  });

  it('marks the part named by primary_file, and notifies followers of a listed version only', async () => {
    const db = context.database.db;
    const follower = await makeUser(db);
    await db.insert(t.follows).values({ userId: follower.id, projectId: project.id, created: new Date() });
    await db.insert(t.follows).values({ userId: owner.id, projectId: project.id, created: new Date() });
    const response = await publish(versionData(project.id, { version_number: '3.0.0', file_parts: ['a', 'b'], primary_file: 'b' }), [jar('a.jar', 'a'), jar('b.jar', 'b')]);
    expect(response.body.files.map((f: any) => f.primary)).toEqual([false, true]);
    const notes = await db.select().from(t.notifications).where(eq(t.notifications.userId, follower.id));
    expect(notes.map((row) => row.body)).toEqual([{ type: 'project_update', project_id: project.id, version_id: response.body.id }]);
    expect(await db.select().from(t.notifications).where(eq(t.notifications.userId, owner.id))).toEqual([]);

    await publish(versionData(project.id, { version_number: '3.1.0', status: 'draft' }), [jar()]);
    expect(await db.select().from(t.notifications).where(eq(t.notifications.userId, follower.id))).toHaveLength(1);
  });

  it('inherits the environment of the newest version when none is given', async () => {
    const response = await publish(versionData(project.id, { version_number: '3.2.0' }), [jar()]);
    expect(response.body.environment).toBe('client_only');
  });
});

describe('modpacks', () => {
  it('turns the project into a modpack, stores the pack loaders and adds embedded dependencies', async () => {
    const db = context.database.db;
    const packProject = await makeProject(db, { ownerId: owner.id, slug: 'the-pack' });
    const library = await makeProject(db, { ownerId: owner.id, slug: 'bundled-lib' });
    const bundled = await makeVersion(db, { projectId: library.id, authorId: owner.id });
    const known = bundled.files[0]!;
    const bytes = mrpack({
      files: [
        { path: 'mods/bundled.jar', sha1: known.sha1, sha512: known.sha512 },
        { path: 'mods/elsewhere.jar', sha1: 'c'.repeat(40), sha512: 'd'.repeat(128) },
      ],
    });
    const data = versionData(packProject.id, { version_number: '2.0.0', loaders: ['mrpack'], game_versions: ['1.20.1'] });
    const response = await publish(data, [{ name: 'file', filename: 'The Pack 2.0.0.mrpack', bytes }]);
    expect(response.status).toBe(200);
    expect(response.body.loaders).toEqual(['fabric']);
    expect(response.body.dependencies).toEqual([
      { version_id: bundled.id, project_id: library.id, file_name: null, dependency_type: 'embedded' },
      { version_id: null, project_id: null, file_name: 'elsewhere.jar', dependency_type: 'embedded' },
    ]);
    const [row] = await db.select({ type: t.projects.projectType }).from(t.projects).where(eq(t.projects.id, packProject.id));
    expect(row!.type).toBe('modpack');
    expect((await request(`/v2/project/${packProject.id}`)).body.project_type).toBe('modpack');

    const wrongLoader = await publish({ ...data, version_number: '2.0.1', loaders: ['forge'] }, [{ name: 'file', filename: 'p.mrpack', bytes: mrpack({ index: { versionId: '2.0.1' } }) }]);
    expect(wrongLoader.body.description).toContain('does not depend on the forge loader');
    const escaping = await publish({ ...data, version_number: '2.0.2' }, [{ name: 'file', filename: 'p.mrpack', bytes: mrpack({ files: [{ path: '../../.bashrc' }] }) }]);
    expect(escaping.status).toBe(400);
    expect(escaping.body.description).toContain('would leave the pack');
  });
});

const request = async (path: string) => {
  const response = await fetch(context.server.url + path);
  return { status: response.status, body: await response.json() };
};

describe('a failure halfway', () => {
  const leftovers = async (projectId: string, keys: string[]) => {
    const db = context.database.db;
    return {
      versions: (await db.select().from(t.versions).where(eq(t.versions.projectId, projectId))).length,
      files: (await db.all(sql`select id from files where blob_key in (select value from json_each(${JSON.stringify(keys)}))`)).length,
      blobs: (await Promise.all(keys.map((key) => context.server.runtime.blobs.head(key)))).filter(Boolean).length,
      outbox: (await db.select().from(t.searchOutbox).where(eq(t.searchOutbox.projectId, projectId))).length,
      notifications: (await db.select().from(t.notifications).where(sql`json_extract(body, '$.project_id') = ${projectId}`)).length,
    };
  };

  it('leaves nothing when storing the second file fails', async () => {
    const db = context.database.db;
    const fresh = await makeProject(db, { ownerId: owner.id });
    await db.insert(t.follows).values({ userId: (await makeUser(db)).id, projectId: fresh.id, created: new Date() });
    const files = [jar('one.jar', 'a'), jar('two.jar', 'b')];
    const keys = await Promise.all(files.map(async (file) => blobKeyOf(await sha1Hex(file.bytes))));
    const blobs = context.server.runtime.blobs;
    let puts = 0;
    context.server.runtime.blobs = {
      ...blobs,
      async put(key, bytes) {
        if (++puts === 2) throw new Error('disk full');
        await blobs.put(key, bytes);
      },
    };
    try {
      const response = await publish(versionData(fresh.id, { file_parts: ['a', 'b'] }), files);
      expect(response.status).toBe(500);
    } finally {
      context.server.runtime.blobs = blobs;
    }
    expect(puts).toBe(2);
    expect(await leftovers(fresh.id, keys)).toEqual({ versions: 0, files: 0, blobs: 0, outbox: 0, notifications: 0 });
  });

  it('leaves nothing when writing the second file row fails inside the transaction', async () => {
    const db = context.database.db;
    const fresh = await makeProject(db, { ownerId: owner.id });
    await db.insert(t.follows).values({ userId: (await makeUser(db)).id, projectId: fresh.id, created: new Date() });
    const files = [jar('one.jar', 'a'), jar('two.jar', 'b')];
    const keys = await Promise.all(files.map(async (file) => blobKeyOf(await sha1Hex(file.bytes))));
    await db.run(sql.raw(`create trigger fail_second_file before insert on files
      when (select count(*) from files where version_id = new.version_id) >= 1
      begin select raise(abort, 'forced failure on the second file'); end`));
    try {
      const response = await publish(versionData(fresh.id, { file_parts: ['a', 'b'] }), files);
      expect(response.status).toBe(500);
    } finally {
      await db.run(sql.raw('drop trigger fail_second_file'));
    }
    expect(await leftovers(fresh.id, keys)).toEqual({ versions: 0, files: 0, blobs: 0, outbox: 0, notifications: 0 });
    // The same upload succeeds afterwards: nothing half-written stands in its way.
    expect((await publish(versionData(fresh.id, { file_parts: ['a', 'b'] }), files)).status).toBe(200);
  });
});
