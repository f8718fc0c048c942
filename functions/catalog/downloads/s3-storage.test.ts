// Files on S3-compatible storage, end to end over HTTP: a version published through POST /v2/version is stored in the
// bucket (its upload moved to its content address there), inspected there, and served by /cdn with ranges and by hash.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { startTestBucket, type TestBucket } from '#testing/s3-bucket.ts';
import { useTestServer } from '#testing/server.ts';
import { fabricJar } from '../file-inspection/fixtures.ts';
import { postForm, versionData, versionForm } from '../version-publishing/testing.ts';

const context = useTestServer();
let bucket: TestBucket;
let token: string;
let projectId: string;

beforeAll(async () => {
  bucket = await startTestBucket('files');
  context.server.runtime.blobs = bucket.store;
  const owner = await makeUser(context.database.db);
  token = await makePat(context.database.db, owner.id, ALL_SCOPES);
  projectId = (await makeProject(context.database.db, { ownerId: owner.id })).id;
});
afterAll(() => bucket.close());

describe('a version on S3-compatible storage', () => {
  it('is published into the bucket and downloaded whole, in ranges and by hash', async () => {
    const bytes = fabricJar('1.20.1', '3.1.4');
    const published = await postForm(context.server.url, '/v2/version', token, versionForm(versionData(projectId), [{ name: 'file', filename: 'stored.jar', bytes }]));
    expect(published.status).toBe(200);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const [file] = published.body.files;
    expect(file.hashes.sha1).toBe(sha1);
    expect((await context.server.runtime.blobs.list({ limit: 100 })).map((entry) => entry.key)).toEqual([`files/${sha1.slice(0, 2)}/${sha1}`]);

    // The file's URL names the configured CDN; the test server answers the same path.
    const url = `${context.server.url}${new URL(file.url).pathname}`;
    const whole = await fetch(url);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const range = await fetch(url, { headers: { range: 'bytes=10-19' } });
    expect(range.status).toBe(206);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const byHash = await fetch(`${context.server.url}/v2/version_file/${sha1}/download`, { redirect: 'manual' });
    expect(new URL(byHash.headers.get('location')!).pathname).toBe(new URL(file.url).pathname);
  });
});
