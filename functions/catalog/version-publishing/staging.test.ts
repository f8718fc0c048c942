// Staged uploads: an inspected file is kept, publishing or adding files names it instead of sending the bytes again,
// only the uploader's own live uploads for that project count, a failed publish leaves them for the retry, and
// expired or discarded ones leave no rows or blobs behind (but never take a published file's blob).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { STAGED_UPLOAD_LIFETIME_MS } from '#contracts/limits.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { fabricJar } from '../file-inspection/fixtures.ts';
import { sha1Hex } from '#lib/hashes.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { blobKeyOf } from './files.ts';
import { sweepStagedUploads } from './staging.ts';
import { postForm, versionData, versionForm, type FilePart } from './testing.ts';

const context = useTestServer();
let owner: Awaited<ReturnType<typeof makeUser>>;
let ownerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let counter = 0;

const jar = (filename = 'staged.jar'): FilePart => ({ name: 'file', filename, bytes: fabricJar('1.20.1', `5.0.${++counter}`) });
const api = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => request(context.server.url, path, init);

/** Inspects the file for the project as the editor does, and answers the staged upload's ID. */
async function stage(file: FilePart, projectId = project.id, token = ownerToken): Promise<string> {
  const response = await postForm(context.server.url, '/_internal/version-files/inspect', token, versionForm({ project_id: projectId }, [file]));
  expect(response.status, response.text).toBe(200);
  expect(response.body.staged_upload_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return response.body.staged_upload_id;
}

const publishStaged = (ids: string[], overrides: Record<string, unknown> = {}, token = ownerToken) =>
  api('/_internal/version/staged', { method: 'POST', token, json: versionData(project.id, { file_parts: ids, ...overrides }) });

const stagedRow = async (id: string) => (await context.database.db.select().from(t.stagedUploads).where(eq(t.stagedUploads.id, id)))[0];
const blobExists = async (bytes: Uint8Array) => (await context.server.runtime.blobs.head(blobKeyOf(await sha1Hex(bytes)))) !== null;
const versionCount = async () => (await context.database.db.select().from(t.versions).where(eq(t.versions.projectId, project.id))).length;
const age = (id: string, ms: number) =>
  context.database.db.update(t.stagedUploads).set({ created: new Date(Date.now() - ms) }).where(eq(t.stagedUploads.id, id));

beforeAll(async () => {
  const db = context.database.db;
  owner = await makeUser(db);
  ownerToken = await makePat(db, owner.id, ALL_SCOPES);
  project = await makeProject(db, { ownerId: owner.id, slug: 'staged-project' });
});

describe('staging on inspection', () => {
  it('keeps a file inspected for a project, with its hashes, and nothing without a project', async () => {
    const file = jar('kept.jar');
    const id = await stage(file);
    expect(await stagedRow(id)).toMatchObject({
      ownerId: owner.id, projectId: project.id, filename: 'kept.jar', size: file.bytes.byteLength, sha1: await sha1Hex(file.bytes),
      blobKey: blobKeyOf(await sha1Hex(file.bytes)),
    });
    expect(await blobExists(file.bytes)).toBe(true);
    const loose = await postForm(context.server.url, '/_internal/version-files/inspect', ownerToken, versionForm(undefined, [jar()]));
    expect(loose.body.staged_upload_id).toBeNull();
  });
});

describe('POST /_internal/version/staged', () => {
  it('publishes the staged files without their bytes, consumes the staging, and serves the same bytes', async () => {
    const main = jar('main.jar');
    const sources = jar('main-sources.jar');
    const [mainId, sourcesId] = [await stage(main), await stage(sources)];
    const response = await publishStaged([mainId, sourcesId], { version_number: 'staged-1', primary_file: mainId, file_types: { [sourcesId]: 'sources-jar' } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.files.map((file: { filename: string; primary: boolean; file_type: string | null }) => [file.filename, file.primary, file.file_type]))
      .toEqual([['main.jar', true, null], ['main-sources.jar', false, 'sources-jar']]);
    expect(response.body.files[0].hashes.sha1).toBe(await sha1Hex(main.bytes));
    expect(await stagedRow(mainId)).toBeUndefined();
    expect(await stagedRow(sourcesId)).toBeUndefined();
    const served = await fetch(context.server.url + new URL(response.body.files[0].url).pathname);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(main.bytes);

    const again = await publishStaged([mainId], { version_number: 'staged-1b' });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('not_found');
  });

  it('refuses someone else’s staged upload, and one staged for another project, as missing', async () => {
    const db = context.database.db;
    const other = await makeUser(db);
    const otherToken = await makePat(db, other.id, ALL_SCOPES);
    const otherProject = await makeProject(db, { ownerId: other.id });
    const theirs = await stage(jar('theirs.jar'), otherProject.id, otherToken);
    const mine = await makeProject(db, { ownerId: owner.id });
    const elsewhere = await stage(jar('elsewhere.jar'), mine.id);

    for (const id of [theirs, elsewhere, 'NoSuchStagedUpload']) {
      const before = await versionCount();
      const refused = await publishStaged([id], { version_number: 'foreign-1' });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({
        error: 'not_found',
        description: `Staged upload ${id} does not exist for you and this project, has expired or was already published: upload the file again`,
      });
      expect(await versionCount()).toBe(before);
    }
    expect(await stagedRow(theirs)).toBeDefined();
    expect(await stagedRow(elsewhere)).toBeDefined();
  });

  it('refuses an expired staged upload', async () => {
    const id = await stage(jar());
    await age(id, STAGED_UPLOAD_LIFETIME_MS + 60_000);
    const refused = await publishStaged([id], { version_number: 'expired-1' });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('not_found');
  });

  it('leaves the staged upload in place and writes nothing when publishing fails, so the fixed form can be retried', async () => {
    const file = jar('retry.jar');
    const id = await stage(file);
    const before = await versionCount();
    const invalid = await publishStaged([id], { version_number: 'retry-1', game_versions: ['0.0.0-unknown'] });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'invalid_input', description: 'Unknown game version: 0.0.0-unknown' });
    const badBody = await publishStaged([id], { version_number: '' });
    expect(badBody.status).toBe(400);
    expect(await versionCount()).toBe(before);
    expect(await stagedRow(id)).toBeDefined();
    expect(await blobExists(file.bytes)).toBe(true);

    const fixed = await publishStaged([id], { version_number: 'retry-1' });
    expect(fixed.status, fixed.text).toBe(200);
    expect(await stagedRow(id)).toBeUndefined();
  });

  it('refuses a file another project published meanwhile, keeping the staged upload', async () => {
    const db = context.database.db;
    const file = jar('contested.jar');
    const id = await stage(file);
    const rival = await makeUser(db);
    const rivalProject = await makeProject(db, { ownerId: rival.id });
    const rivalPublish = await postForm(context.server.url, '/v2/version', await makePat(db, rival.id, ALL_SCOPES), versionForm(versionData(rivalProject.id), [file]));
    expect(rivalPublish.status).toBe(200);

    const before = await versionCount();
    const refused = await publishStaged([id], { version_number: 'contested-1' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'invalid_input', description: 'Duplicate files are not allowed to be uploaded to Modrinth!' });
    expect(await versionCount()).toBe(before);
    expect(await stagedRow(id)).toBeDefined();
  });
});

describe('POST /_internal/version/{id}/file/staged', () => {
  it('adds staged files to a published version and consumes them; others’ staged uploads are refused', async () => {
    const published = await publishStaged([await stage(jar('base.jar'))], { version_number: 'add-1' });
    expect(published.status).toBe(200);
    const extra = jar('base-javadoc.jar');
    const id = await stage(extra);
    const added = await api(`/_internal/version/${published.body.id}/file/staged`, {
      method: 'POST', token: ownerToken, json: { file_parts: [id], file_types: { [id]: 'javadoc-jar' } },
    });
    expect(added.status, added.text).toBe(204);
    const version = (await api(`/v2/version/${published.body.id}`)).body;
    expect(version.files.map((file: { filename: string; file_type: string | null }) => [file.filename, file.file_type]))
      .toEqual([['base.jar', null], ['base-javadoc.jar', 'javadoc-jar']]);
    expect(await stagedRow(id)).toBeUndefined();

    const other = await makeUser(context.database.db);
    const otherProject = await makeProject(context.database.db, { ownerId: other.id });
    const theirs = await stage(jar('theirs-extra.jar'), otherProject.id, await makePat(context.database.db, other.id, ALL_SCOPES));
    const refused = await api(`/_internal/version/${published.body.id}/file/staged`, { method: 'POST', token: ownerToken, json: { file_parts: [theirs] } });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('not_found');
  });
});

describe('DELETE /_internal/version-files/staged/{id}', () => {
  it('discards the caller’s own staged upload and its blob; someone else’s looks missing', async () => {
    const file = jar('discarded.jar');
    const id = await stage(file);
    const other = await makeUser(context.database.db);
    const stranger = await api(`/_internal/version-files/staged/${id}`, { method: 'DELETE', token: await makePat(context.database.db, other.id, ALL_SCOPES) });
    expect(stranger.status).toBe(404);
    expect(await stagedRow(id)).toBeDefined();

    expect((await api(`/_internal/version-files/staged/${id}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
    expect(await stagedRow(id)).toBeUndefined();
    expect(await blobExists(file.bytes)).toBe(false);
    const twice = await api(`/_internal/version-files/staged/${id}`, { method: 'DELETE', token: ownerToken });
    expect(twice.status).toBe(404);
    expect(twice.body.error).toBe('not_found');
  });

  it('keeps the blob while another staged upload of the same bytes is alive', async () => {
    const file = jar('twice.jar');
    const [first, second] = [await stage(file), await stage(file)];
    expect((await api(`/_internal/version-files/staged/${first}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
    expect(await blobExists(file.bytes)).toBe(true);
    expect(await stagedRow(second)).toBeDefined();
  });
});

describe('the expiry sweep', () => {
  it('removes expired rows and their blobs, but keeps blobs a published file uses and uploads still alive', async () => {
    const lost = jar('abandoned.jar');
    const abandoned = await stage(lost);
    const shared = jar('shared.jar');
    const publishedCopy = await stage(shared);
    const leftover = await stage(shared);
    expect((await publishStaged([publishedCopy], { version_number: 'sweep-1' })).status).toBe(200);
    const fresh = jar('fresh.jar');
    const alive = await stage(fresh);
    for (const id of [abandoned, leftover]) await age(id, STAGED_UPLOAD_LIFETIME_MS + 1_000);

    expect(await sweepStagedUploads(context.server.runtime)).toBe(2);
    expect(await stagedRow(abandoned)).toBeUndefined();
    expect(await stagedRow(leftover)).toBeUndefined();
    expect(await blobExists(lost.bytes)).toBe(false);
    expect(await blobExists(shared.bytes)).toBe(true);
    expect(await stagedRow(alive)).toBeDefined();
    expect(await blobExists(fresh.bytes)).toBe(true);
    expect(await sweepStagedUploads(context.server.runtime)).toBe(0);
  });

  it('runs on every inspection', async () => {
    const lost = jar('forgotten.jar');
    const forgotten = await stage(lost);
    await age(forgotten, STAGED_UPLOAD_LIFETIME_MS + 1_000);
    await stage(jar());
    expect(await stagedRow(forgotten)).toBeUndefined();
    expect(await blobExists(lost.bytes)).toBe(false);
  });
});
