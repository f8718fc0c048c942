// A Wings node uploading a backup's archive into an S3-compatible blob store (Wings' s3 adapter), against s3rver: the
// panel hands out presigned part links only for its own backups being made, and the node's report completes the
// upload before the backup is ready (or leaves it failed when the node or the upload failed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { wingsUuidOf } from '#platform/server-nodes/wings/index.ts';
import { startTestBucket, type TestBucket } from '#testing/s3-bucket.ts';
import { useTestServer } from '#testing/server.ts';
import { memoryNode, ownedServer } from './testing.ts';

const wingsNode = (id: string, tokenId: string) => ({
  id, region: 'central-europe', public_host: `${id}.example`, url: `https://${id}.example:8080`, token_id: tokenId, token: `${tokenId}-secret-token-0123`, memory_mb: 16384, ports: '25565-25600',
});
const context = useTestServer({ SERVER_NODES: 'wings', WINGS_NODES: JSON.stringify([wingsNode('fra-1', 'fra'), wingsNode('fra-2', 'fra2')]) });
let s3: TestBucket;
let bucket: BlobStore;

beforeAll(async () => {
  s3 = await startTestBucket();
  bucket = s3.store;
  context.server.runtime.blobs = bucket;
  context.server.runtime.nodes.driver = async () => memoryNode().driver;
});
afterAll(() => s3.close());

async function creatingOnFra1(state: 'creating' | 'ready' = 'creating') {
  const { id } = await ownedServer(context.database.db, { nodeId: 'fra-1' });
  const backupId = `B${id}`;
  const blobKey = `server-backups/${id}/${backupId}.tar.gz`;
  await context.database.db.insert(t.serverBackups).values({ id: backupId, serverId: id, name: 'Into the bucket', state, blobKey, created: new Date(), started: new Date() });
  return { backupId, blobKey, uuid: wingsUuidOf(backupId)! };
}

const asNode = (tokenId = 'fra') => ({ 'content-type': 'application/json', authorization: `Bearer ${tokenId}.${tokenId}-secret-token-0123` });
const links = (uuid: string, size: string, tokenId?: string) => fetch(`${context.server.url}/api/remote/backups/${uuid}?size=${size}`, { headers: asNode(tokenId) });
const report = (uuid: string, body: unknown) => fetch(`${context.server.url}/api/remote/backups/${uuid}`, { method: 'POST', body: JSON.stringify(body), headers: asNode() });
const rowOf = async (backupId: string) => (await context.database.db.select().from(t.serverBackups).where(eq(t.serverBackups.id, backupId)))[0]!;

describe('Wings backup uploads into the blob store', () => {
  it('hands out one link per 100 MiB part, for its own node’s backups being made, with a bounded size', async () => {
    const { backupId, uuid } = await creatingOnFra1();
    expect((await links(uuid, String(250 * 1024 * 1024), 'fra2')).status).toBe(404);
    expect((await links(uuid, '-1')).status).toBe(400);
    expect((await links(uuid, String(2 ** 50))).status).toBe(400);
    const answer = await links(uuid, String(250 * 1024 * 1024));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toEqual({ parts: [expect.any(String), expect.any(String), expect.any(String)], part_size: 100 * 1024 * 1024 });
    expect((await rowOf(backupId)).uploadId).toEqual(expect.any(String));

    const ready = await creatingOnFra1('ready');
    expect((await links(ready.uuid, '10')).status).toBe(409);
  });

  it('completes the upload when the node reports its parts: the archive is in the bucket and the backup ready', async () => {
    const { backupId, blobKey, uuid } = await creatingOnFra1();
    const archive = new TextEncoder().encode('a gzipped world, in one part');
    const { parts } = await (await links(uuid, String(archive.byteLength))).json();
    const put = await fetch(parts[0], { method: 'PUT', body: archive, headers: { 'content-type': 'application/x-gzip' } });
    expect(put.status).toBe(200);
    expect(await bucket.head(blobKey)).toBeNull();

    const made = { checksum: 'abc', checksum_type: 'sha1', size: archive.byteLength, successful: true, parts: [{ etag: put.headers.get('etag'), part_number: 1 }] };
    expect((await report(uuid, made)).status).toBe(204);
    expect(await rowOf(backupId)).toMatchObject({ state: 'ready', sizeBytes: archive.byteLength, uploadId: null });
    const stored = await bucket.get(blobKey);
    expect(new Uint8Array(await new Response(stored!.body).arrayBuffer())).toEqual(archive);
  });

  it('leaves the backup failed when the node failed or its parts cannot be assembled', async () => {
    const failed = await creatingOnFra1();
    await links(failed.uuid, '10');
    expect((await report(failed.uuid, { successful: false, parts: [] })).status).toBe(204);
    expect(await rowOf(failed.backupId)).toMatchObject({ state: 'create_failed', errorDetail: 'The node reported the backup failed', uploadId: null });

    const bogus = await creatingOnFra1();
    await links(bogus.uuid, '10');
    // A success naming no parts cannot be assembled into the archive.
    expect((await report(bogus.uuid, { successful: true, size: 10, parts: null })).status).toBe(204);
    expect(await rowOf(bogus.backupId)).toMatchObject({ state: 'create_failed', errorDetail: 'The uploaded archive could not be stored' });
    expect(await bucket.head(bogus.blobKey)).toBeNull();
  });

  it('hands out no links when the blob store cannot presign them (the node keeps its archives)', async () => {
    const { uuid } = await creatingOnFra1();
    const original = context.server.runtime.blobs;
    context.server.runtime.blobs = { ...bucket, presign: undefined };
    try {
      expect((await links(uuid, '10')).status).toBe(404);
    } finally {
      context.server.runtime.blobs = original;
    }
  });
});
