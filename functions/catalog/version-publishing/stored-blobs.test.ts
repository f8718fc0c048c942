// Publishing over a blob store a crash left damaged: a truncated blob of the same bytes is replaced, never served.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { fabricJar } from '../file-inspection/fixtures.ts';
import { blobKeyOf } from './files.ts';
import { postForm, versionData, versionForm } from './testing.ts';

const context = useTestServer();
let token: string;
let projectId: string;

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/** What a crash mid-write used to leave: the first bytes of the file under its final name. */
function plantTruncatedBlob(bytes: Uint8Array) {
  const path = join(context.server.runtime.config.blobDir, blobKeyOf(sha1(bytes)));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(context.server.url + new URL(url).pathname);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  const { db } = context.database;
  const owner = await makeUser(db);
  token = await makePat(db, owner.id, ALL_SCOPES);
  projectId = (await makeProject(db, { ownerId: owner.id })).id;
});

describe('publishing over a truncated blob of the same bytes', () => {
  it('stores the whole file again, so the CDN serves bytes with the sha1 the API lists', async () => {
    const bytes = fabricJar('1.20.1', '2.0.0');
    plantTruncatedBlob(bytes);
    const published = await postForm(context.server.url, '/v2/version', token, versionForm(
      versionData(projectId, { version_number: '2.0.0' }), [{ name: 'file', filename: 'example.jar', bytes }],
    ));
    expect(published.status).toBe(200);
    const [file] = published.body.files;
    expect(file.hashes.sha1).toBe(sha1(bytes));
    expect(sha1(await download(file.url))).toBe(file.hashes.sha1);
  });
});
