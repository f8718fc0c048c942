// Contract test of Wings backups into an S3-compatible blob store (Wings' `s3` adapter) against the fake Wings daemon
// and a real S3 server (s3rver): the node uploads the archive in parts through the panel's presigned links, the panel
// completes the upload, a restore downloads it from a presigned link, and deleting removes it from the bucket.
import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '#testing/s3-bucket.ts';
import type { BlobStore } from '../../blobs/port.ts';
import type { BackupTarget, NodeDriver, NodeRef } from '../port.ts';
import type { FakeWings } from './fake-wings.ts';
import { serverIdOfWingsUuid, wingsUuidOf } from './server-uuid.ts';
import { startWingsWithPanel, type WingsWithPanel } from './testing.ts';

const SERVER_ID = 'Bk3dE5gH';
const serverUuid = wingsUuidOf(SERVER_ID)!;
// Small parts, so that even a small archive is uploaded in several.
const PART_SIZE = 64;

let bucket: TestBucket;
let store: BlobStore;
let wings: WingsWithPanel;
let fake: FakeWings;
let driver: NodeDriver;
let node: NodeRef;
let refuseLinks = false;
const uploads = new Map<string, { key: string; uploadId: string }>();
const reports: { path: string; body: { successful: boolean; parts: { etag: string; part_number: number }[] } }[] = [];
const target = (id: string): BackupTarget => ({ id, key: `server-backups/${SERVER_ID}/${id}.tar.gz`, store });

beforeAll(async () => {
  bucket = await startTestBucket();
  store = bucket.store;
  // The panel's side of Wings' s3 adapter, as Kiln's panel answers it: part links for the archive's key, and the
  // upload completed from the parts the node reports.
  const panel = new Hono()
    .get('/api/remote/backups/:backup', async (c) => {
      if (refuseLinks) return c.json({ error: 'not_found' }, 404);
      const uuid = c.req.param('backup');
      const key = target(serverIdOfWingsUuid(uuid)!).key;
      const { uploadId, urls } = await store.presign!.startUpload(key, Number(c.req.query('size')), PART_SIZE, 600, 'application/x-gzip');
      uploads.set(uuid, { key, uploadId });
      return c.json({ parts: urls, part_size: PART_SIZE });
    })
    .post('/api/remote/backups/*', async (c) => {
      const body = await c.req.json();
      reports.push({ path: c.req.path, body });
      const upload = uploads.get(c.req.path.split('/')[4]!);
      if (body.successful && upload && !c.req.path.endsWith('/restore')) {
        await store.presign!.completeUpload(upload.key, upload.uploadId, body.parts.map((part: { etag: string; part_number: number }) => ({ partNumber: part.part_number, etag: part.etag })));
      }
      return c.body(null, 204);
    });
  wings = await startWingsWithPanel(panel);
  ({ fake, driver, node } = wings);
});

beforeEach(() => {
  reports.length = 0;
  refuseLinks = false;
  fake.servers.set(serverUuid, {
    state: 'offline', suspended: false, configuration: {}, installScript: null, console: [],
    files: new Map([['server.properties', 'motd=In the bucket'], ['world/level.dat', 'level 1'], ['world/region/r.0.0.mca', 'x'.repeat(300)]]),
  });
});

afterAll(async () => {
  await wings.close();
  await bucket.close();
});

const archiveFiles = async (key: string) => {
  const blob = await store.get(key);
  return blob ? JSON.parse(gunzipSync(new Uint8Array(await new Response(blob.body).arrayBuffer())).toString()) : null;
};

describe('Wings backups into an S3-compatible blob store', () => {
  it('uploads the archive in parts to the backup’s key, restores from a presigned link, and deletes it from the bucket', async () => {
    const id = 'S3bAcKup';
    await driver.createBackup(node, SERVER_ID, target(id));
    await fake.backupsSettled();
    const [made] = reports;
    expect(made!.body.successful).toBe(true);
    expect(made!.body.parts.length).toBeGreaterThan(1);
    expect(made!.body.parts.map((part) => part.part_number)).toEqual(made!.body.parts.map((_, index) => index + 1));
    expect(await archiveFiles(target(id).key)).toEqual({ 'server.properties': 'motd=In the bucket', 'world/level.dat': 'level 1', 'world/region/r.0.0.mca': 'x'.repeat(300) });
    // Wings' s3 adapter keeps nothing on the node.
    expect(fake.backups.has(wingsUuidOf(id)!)).toBe(false);

    fake.servers.get(serverUuid)!.files.set('world/level.dat', 'level 2');
    fake.servers.get(serverUuid)!.files.set('added-later.txt', 'gone after the restore');
    reports.length = 0;
    expect(await driver.restoreBackup(node, SERVER_ID, target(id))).toEqual({ status: 'started' });
    await fake.backupsSettled();
    expect(Object.fromEntries(fake.servers.get(serverUuid)!.files)).toEqual({ 'server.properties': 'motd=In the bucket', 'world/level.dat': 'level 1', 'world/region/r.0.0.mca': 'x'.repeat(300) });
    expect(reports).toEqual([{ path: `/api/remote/backups/${wingsUuidOf(id)}/restore`, body: { successful: true } }]);

    const link = (await driver.backupDownloadUrl(node, SERVER_ID, target(id), 60_000))!;
    expect(link.startsWith(fake.url)).toBe(false);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-gzip');

    await driver.deleteBackup(node, SERVER_ID, target(id));
    expect(await store.head(target(id).key)).toBeNull();
  });

  it('reports a failed backup when the panel gives no upload links, and nothing reaches the bucket', async () => {
    refuseLinks = true;
    const id = 'NoL1nks0';
    await driver.createBackup(node, SERVER_ID, target(id));
    await fake.backupsSettled();
    expect(reports.map((report) => report.body.successful)).toEqual([false]);
    expect(await store.head(target(id).key)).toBeNull();
  });

  it('fails a restore whose archive is not in the bucket, as Wings refuses a link that does not answer the archive', async () => {
    await expect(driver.restoreBackup(node, SERVER_ID, target('Miss1nG0'))).rejects.toMatchObject({ reason: 'invalid' });
  });
});
