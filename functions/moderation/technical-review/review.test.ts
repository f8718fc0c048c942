// Publishing queues files for the scanner in the same transaction; a high finding holds the version (no page, list,
// hash or update look-up, nor download shows it to the public) until staff clear it, or mark it malicious and it is gone.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { request, type JsonResponse } from '#testing/http.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { runScanJobs, SCAN_ATTEMPTS_MAX } from './jobs.ts';
import { BENIGN_CLASSES, fabricModJson, jar } from '#testing/class-files.ts';

const context = useTestServer();
const db = () => context.database.db;
let ownerId: string;
let ownerToken: string;
let moderatorToken: string;
let strangerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let counter = 0;

const EXEC = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };
/** Each call a jar of its own bytes, so no two versions share a hash. */
const modJar = (evil: boolean) => jar([
  ...BENIGN_CLASSES,
  { name: 'com/example/mod/Updater', method: 'update', strings: [`/tmp/update-${++counter}.bin`], calls: evil ? [EXEC] : [] },
], { 'fabric.mod.json': fabricModJson() });

async function publish(evil: boolean): Promise<{ id: string; url: string; sha1: string }> {
  const form = new FormData();
  form.append('data', JSON.stringify({
    project_id: project.id, file_parts: ['file'], version_number: `1.0.${++counter}`, name: 'Release', changelog: '', dependencies: [],
    game_versions: ['1.20.1'], version_type: 'release', loaders: ['fabric'], featured: false,
  }));
  form.append('file', new Blob([modJar(evil) as Uint8Array<ArrayBuffer>]), 'example.jar');
  const created = await request(context.server.url, '/v2/version', { method: 'POST', token: ownerToken, body: form });
  expect(created.status).toBe(200);
  return { id: created.body.id, url: created.body.files[0].url, sha1: created.body.files[0].hashes.sha1 };
}

const get = (path: string, token?: string): Promise<JsonResponse> => request(context.server.url, path, { token });
const fileIdOf = async (versionId: string) => (await db().select().from(t.files).where(eq(t.files.versionId, versionId)))[0]!.id;
const decide = async (versionId: string, decision: 'clear' | 'malicious', token = moderatorToken) =>
  request(context.server.url, `/v3/moderation/technical-review/${await fileIdOf(versionId)}`, { method: 'POST', token, json: { decision } });
const download = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, context.server.url));

/** What the public sees of a version: its page, the project's list, its file by hash and by URL. */
async function publicView(version: { id: string; url: string; sha1: string }) {
  return {
    page: (await get(`/v2/version/${version.id}`)).status,
    listed: (await get(`/v2/project/${project.id}/version`)).body.some((listed: { id: string }) => listed.id === version.id),
    hash: (await get(`/v2/version_file/${version.sha1}`)).status,
    update: (await request(context.server.url, `/v2/version_file/${version.sha1}/update`, { method: 'POST', json: { loaders: ['fabric'], game_versions: ['1.20.1'] } })).status,
    download: (await download(version.url)).status,
  };
}

beforeAll(async () => {
  const owner = await makeUser(db());
  ownerId = owner.id;
  ownerToken = await makePat(db(), owner.id, ALL_SCOPES);
  moderatorToken = await makePat(db(), (await makeUser(db(), { role: 'moderator' })).id, ALL_SCOPES);
  strangerToken = await makePat(db(), (await makeUser(db())).id, ALL_SCOPES);
  project = await makeProject(db(), { ownerId: owner.id });
});

describe('the scan queue', () => {
  it('queues every file of a version in the transaction that publishes it', async () => {
    const version = await publish(false);
    const queued = await db().select().from(t.fileScanQueue).where(eq(t.fileScanQueue.fileId, await fileIdOf(version.id)));
    expect(queued).toHaveLength(1);
    await runScanJobs(context.server.runtime);
    expect(await db().select().from(t.fileScanQueue)).toEqual([]);
  });

  it('records a benign jar as clean and leaves its version public', async () => {
    const version = await publish(false);
    expect(await runScanJobs(context.server.runtime)).toEqual({ scanned: 1, failed: 0 });
    const [scan] = await db().select().from(t.fileScans).where(eq(t.fileScans.versionId, version.id));
    expect(scan).toMatchObject({ review: 'clean', severity: null });
    expect(await publicView(version)).toEqual({ page: 200, listed: true, hash: 200, update: 200, download: 200 });
  });
});

describe('a version whose class calls Runtime.exec', () => {
  it('is held: hidden from the public, shown to its members as held', async () => {
    const version = await publish(true);
    expect(await publicView(version)).toMatchObject({ page: 200, download: 200 });
    await runScanJobs(context.server.runtime);
    expect(await publicView(version)).toEqual({ page: 404, listed: false, hash: 404, update: 404, download: 404 });
    const seen = await get(`/v2/version/${version.id}`, ownerToken);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: 'listed', held_for_review: true });
    const listed = await get(`/v2/project/${project.id}/version`, ownerToken);
    expect(listed.body.find((entry: { id: string }) => entry.id === version.id)).toMatchObject({ status: 'listed', held_for_review: true });
    expect((await get(`/v2/versions?ids=${JSON.stringify([version.id])}`, strangerToken)).body).toEqual([]);
    const edit = await request(context.server.url, `/v2/version/${version.id}`, { method: 'PATCH', token: ownerToken, json: { status: 'listed' } });
    expect(edit.status).toBe(400);
  });

  it('is listed for staff with its finding, and for nobody else', async () => {
    const list = await get('/v3/moderation/technical-review', moderatorToken);
    expect(list.status).toBe(200);
    const item = list.body.items.find((entry: { project: { id: string } }) => entry.project.id === project.id);
    expect(item).toMatchObject({ review: 'pending', severity: 'high', held: true, filename: 'example.jar' });
    expect(item.findings).toEqual([expect.objectContaining({
      rule: 'process-execution', entry: 'com/example/mod/Updater.class', class_name: 'com.example.mod.Updater', method: 'update()V',
    })]);
    expect((await get('/v3/moderation/technical-review', strangerToken)).status).toBe(404);
    expect((await get('/v3/moderation/technical-review')).status).toBe(401);
  });

  it('comes back as it was when staff clear it, and stays cleared on a rescan that finds the same', async () => {
    const version = await publish(true);
    await runScanJobs(context.server.runtime);
    expect((await decide(version.id, 'clear', strangerToken)).status).toBe(404);
    expect((await decide(version.id, 'clear')).status).toBe(204);
    expect(await publicView(version)).toEqual({ page: 200, listed: true, hash: 200, update: 200, download: 200 });
    const released = await get(`/v2/version/${version.id}`, ownerToken);
    expect(released.body.status).toBe('listed');
    expect(released.body).not.toHaveProperty('held_for_review');
    const cleared = await get('/v3/moderation/technical-review?state=cleared&severity=&q=&sort=newest', moderatorToken);
    expect(cleared.body.items.map((item: { version: { id: string } }) => item.version.id)).toContain(version.id);

    const fileId = await fileIdOf(version.id);
    await db().insert(t.fileScanQueue).values({ fileId, enqueuedAt: new Date(), notBefore: new Date() });
    await runScanJobs(context.server.runtime);
    expect(await publicView(version)).toMatchObject({ page: 200, download: 200 });
    expect((await db().select().from(t.fileScans).where(eq(t.fileScans.fileId, fileId)))[0]!.review).toBe('cleared');
  });

  it('is gone once staff mark it malicious, and its team hears why', async () => {
    const version = await publish(true);
    await runScanJobs(context.server.runtime);
    expect((await decide(version.id, 'malicious')).status).toBe(204);
    expect((await get(`/v2/version/${version.id}`, ownerToken)).status).toBe(404);
    expect((await get(`/v2/version_file/${version.sha1}`, ownerToken)).status).toBe(404);
    expect((await download(version.url)).status).toBe(404);
    const messages = await db().select().from(t.threadMessages).where(eq(t.threadMessages.threadId, project.threadId));
    expect(JSON.stringify(messages.at(-1)!.body)).toContain('was found to contain malicious code');
    const notices = await db().select().from(t.notifications).where(eq(t.notifications.userId, ownerId));
    expect(notices.map((notice) => notice.body)).toContainEqual(expect.objectContaining({ type: 'moderator_message', project_id: project.id, thread_id: project.threadId }));
  });
});

describe('a file the scanner cannot read', () => {
  it('is tried again later, then recorded as unscannable, which holds its version', async () => {
    const version = await publish(false);
    const fileId = await fileIdOf(version.id);
    const [file] = await db().select().from(t.files).where(eq(t.files.id, fileId));
    await context.server.runtime.blobs.delete(file!.blobKey);
    const errors = console.error;
    console.error = () => {};
    try {
      expect(await runScanJobs(context.server.runtime)).toEqual({ scanned: 0, failed: 1 });
      const [waiting] = await db().select().from(t.fileScanQueue).where(eq(t.fileScanQueue.fileId, fileId));
      expect(waiting!.notBefore.getTime()).toBeGreaterThan(Date.now());
      await db().update(t.fileScanQueue).set({ attempts: SCAN_ATTEMPTS_MAX - 1, notBefore: new Date(0) }).where(eq(t.fileScanQueue.fileId, fileId));
      await runScanJobs(context.server.runtime);
    } finally {
      console.error = errors;
    }
    const [finding] = await db().select().from(t.scanFindings).where(eq(t.scanFindings.fileId, fileId));
    expect(finding).toMatchObject({ rule: 'unscannable', severity: 'high' });
    expect((await get(`/v2/version/${version.id}`)).status).toBe(404);
  });
});

