// The blob sweep: what it removes (orphans past the grace period, abandoned writes, expired staged uploads), what it
// keeps (anything a row names, anything recent or unknown, a blob a publish renews meanwhile), and its bounded runs.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { randomId } from '#lib/ids.ts';
import { BLOB_GRACE_MS, startBlobSweeper, sweepBlobs } from './sweep.ts';

let database: TestDatabase;
let blobDir: string;
let runtime: Runtime;
let ownerId: string;

const CDN = 'http://localhost:4321/cdn';
const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
let counter = 0;
const uniqueBytes = () => new TextEncoder().encode(`blob ${++counter} ${randomId()}`);
const fileKey = (bytes: Uint8Array) => `files/${sha1(bytes).slice(0, 2)}/${sha1(bytes)}`;
const longAgo = () => new Date(Date.now() - BLOB_GRACE_MS - 60 * 60 * 1000);

/** Stores a blob as it would have been stored before the grace period began (or now, with `fresh`). */
async function stored(key: string, bytes: Uint8Array = uniqueBytes(), fresh = false): Promise<string> {
  await runtime.blobs.put(key, bytes);
  if (!fresh) utimesSync(join(blobDir, key), longAgo(), longAgo());
  return key;
}

const exists = async (key: string) => (await runtime.blobs.head(key)) !== null;

/** Runs the sweep over the whole store, a batch at a time. */
async function sweepAll(limit = 500, target: Runtime = runtime) {
  const totals = { stagedUploads: 0, abandonedWrites: 0, blobs: 0, runs: 0 };
  let after: string | undefined;
  do {
    const report = await sweepBlobs(target, { after, limit });
    totals.stagedUploads += report.stagedUploads;
    totals.abandonedWrites += report.abandonedWrites;
    totals.blobs += report.blobs;
    totals.runs += 1;
    after = report.next;
  } while (after !== undefined);
  return totals;
}

beforeAll(async () => {
  database = await createTestDatabase();
  blobDir = mkdtempSync(join(tmpdir(), 'kiln-sweep-'));
  runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: blobDir }), database.db, createLocalBlobStore(blobDir));
  ownerId = (await makeUser(database.db)).id;
});

afterAll(() => {
  database.dispose();
  rmSync(blobDir, { recursive: true, force: true });
});

describe('version files and staged uploads', () => {
  it('deletes old blobs no file or staged upload names, and keeps the rest', async () => {
    const project = await makeProject(database.db, { ownerId });
    const version = await makeVersion(database.db, { projectId: project.id, authorId: ownerId, blobs: runtime.blobs, files: [{ bytes: uniqueBytes() }] });
    const published = await stored(version.files[0]!.blobKey, version.files[0]!.bytes);
    const orphan = await stored(fileKey(uniqueBytes()));
    const recentOrphan = await stored(fileKey(uniqueBytes()), undefined, true);
    const stagedBytes = uniqueBytes();
    const staged = await stored(fileKey(stagedBytes), stagedBytes);
    const expiredBytes = uniqueBytes();
    const expired = await stored(fileKey(expiredBytes), expiredBytes);
    const row = { ownerId, projectId: project.id, filename: 'a.jar', size: 1, sha512: 'x', created: new Date() };
    await database.db.insert(t.stagedUploads).values([
      { ...row, id: randomId(), sha1: sha1(stagedBytes), blobKey: staged },
      { ...row, id: randomId(), sha1: sha1(expiredBytes), blobKey: expired, created: longAgo() },
    ]);

    const totals = await sweepAll();
    expect(totals).toMatchObject({ stagedUploads: 1, blobs: 1 });
    expect({
      published: await exists(published), orphan: await exists(orphan), recentOrphan: await exists(recentOrphan),
      staged: await exists(staged), expired: await exists(expired),
    }).toEqual({ published: true, orphan: false, recentOrphan: true, staged: true, expired: false });
  });
});

describe('images and application icons', () => {
  it('keeps images their owner still shows (icon, gallery, body, changelog, avatar, app icon) and deletes the others', async () => {
    const project = await makeProject(database.db, { ownerId });
    const folder = `images/project/${project.id}`;
    const icon = await stored(`${folder}/${sha1(uniqueBytes())}.png`);
    const gallery = await stored(`${folder}/gallery/${sha1(uniqueBytes())}.webp`);
    const body = await stored(`${folder}/body/${sha1(uniqueBytes())}.png`);
    const changelog = await stored(`${folder}/body/${sha1(uniqueBytes())}.gif`);
    const replacedIcon = await stored(`${folder}/${sha1(uniqueBytes())}.png`);
    const unusedBody = await stored(`${folder}/body/${sha1(uniqueBytes())}.png`);
    const goneProject = await stored(`images/project/${randomId()}/${sha1(uniqueBytes())}.png`);
    await database.db.update(t.projects).set({ iconUrl: `${CDN}/${icon}`, body: `Look: ![shot](${CDN}/${body})` }).where(eq(t.projects.id, project.id));
    await database.db.insert(t.galleryItems).values({ id: randomId(), projectId: project.id, url: `${CDN}/${gallery}`, rawUrl: `${CDN}/${gallery}`, created: new Date() });
    await makeVersion(database.db, { projectId: project.id, authorId: ownerId, changelog: `![new](${CDN}/${changelog})` });

    const user = await makeUser(database.db);
    const avatar = await stored(`images/user/${user.id}/${sha1(uniqueBytes())}.jpg`);
    const oldAvatar = await stored(`images/user/${user.id}/${sha1(uniqueBytes())}.jpg`);
    await database.db.update(t.users).set({ avatarUrl: `${CDN}/${avatar}` }).where(eq(t.users.id, user.id));

    const appId = randomId();
    const appIcon = await stored(`oauth-icons/${appId}/${randomId()}`);
    const oldAppIcon = await stored(`oauth-icons/${appId}/${randomId()}`);
    await database.db.insert(t.oauthApps).values({
      id: appId, name: 'App', iconKey: appIcon, iconType: 'image/png', maxScopes: 1, secretHash: 'x', createdBy: ownerId, created: new Date(),
    });

    await sweepAll();
    const kept = async (keys: Record<string, string>) =>
      Object.fromEntries(await Promise.all(Object.entries(keys).map(async ([name, key]) => [name, await exists(key)])));
    expect(await kept({ icon, gallery, body, changelog, avatar, appIcon })).toEqual({
      icon: true, gallery: true, body: true, changelog: true, avatar: true, appIcon: true,
    });
    expect(await kept({ replacedIcon, unusedBody, goneProject, oldAvatar, oldAppIcon })).toEqual({
      replacedIcon: false, unusedBody: false, goneProject: false, oldAvatar: false, oldAppIcon: false,
    });
  });

  it('never deletes a blob whose key it does not recognise', async () => {
    const keys = [await stored('status-probe'), await stored('backups/nightly.tar'), await stored('images/unknown-owner/x/y.png')];
    await sweepAll();
    expect(await Promise.all(keys.map(exists))).toEqual([true, true, true]);
  });
});

describe('abandoned writes', () => {
  it('removes partial files a crash left behind once they are past the grace period', async () => {
    const old = join(blobDir, 'files', '.abandoned.1.partial');
    const recent = join(blobDir, 'files', '.in-progress.2.partial');
    writeFileSync(old, 'half');
    writeFileSync(recent, 'half');
    utimesSync(old, longAgo(), longAgo());
    expect((await sweepAll()).abandonedWrites).toBe(1);
    expect(readdirSync(join(blobDir, 'files')).filter((name) => name.endsWith('.partial'))).toEqual(['.in-progress.2.partial']);
    rmSync(recent);
  });
});

describe('a bounded run', () => {
  it('looks at `limit` blobs per run and carries on from its cursor until the store is covered', async () => {
    const orphans = [];
    for (let index = 0; index < 5; index += 1) orphans.push(await stored(fileKey(uniqueBytes())));
    const first = await sweepBlobs(runtime, { limit: 2 });
    expect(first.next).toBeDefined();
    expect(first.blobs).toBeLessThanOrEqual(2);
    const totals = await sweepAll(2);
    expect(totals.runs).toBeGreaterThan(2);
    expect(await Promise.all(orphans.map(exists))).toEqual([false, false, false, false, false]);
  });
});

describe('a concurrent publish', () => {
  it('keeps an old orphan that a publish stores again between the reference check and the deletion', async () => {
    const bytes = uniqueBytes();
    const key = await stored(fileKey(bytes), bytes);
    const racing: Runtime = {
      ...runtime,
      blobs: {
        ...runtime.blobs,
        async deleteUnlessStoredSince(target, since) {
          if (target === key) await runtime.blobs.put(key, bytes, { sha1: sha1(bytes) });
          return runtime.blobs.deleteUnlessStoredSince(target, since);
        },
      },
    };
    await sweepAll(500, racing);
    expect(await exists(key)).toBe(true);
  });
});

describe('the sweeper', () => {
  it('runs the sweep on its timer until stopped', async () => {
    const orphan = await stored(fileKey(uniqueBytes()));
    const sweeper = startBlobSweeper(runtime, { intervalMs: 10 });
    try {
      await expect.poll(() => exists(orphan), { timeout: 5000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });
});
