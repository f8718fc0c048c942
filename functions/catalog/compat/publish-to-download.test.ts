// End to end over HTTP: a project written in one transaction with its outbox row is searchable within a second,
// and its file is then found by hash and downloaded with the exact bytes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueSearchRefresh, stopSearchIndexer } from '../../search/service.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await stopSearchIndexer(server.runtime);
  await server.close();
  database.dispose();
});

describe('publish → search → download', () => {
  it('finds a new project within a second and serves its file by hash', async () => {
    expect((await request(server.url, '/v2/search?query=glowstone')).body.total_hits).toBe(0);

    const db = database.db;
    const bytes = new TextEncoder().encode('PK fake jar bytes for the freshness test');
    const owner = await makeUser(db);
    const project = await makeProject(db, { ownerId: owner.id, title: 'Glowstone Lanterns', slug: 'glowstone-lanterns' });
    const version = await makeVersion(db, {
      projectId: project.id, authorId: owner.id, files: [{ filename: 'glowstone-lanterns-1.0.jar', bytes }],
      blobs: server.runtime.blobs,
    });
    const enqueuedAt = Date.now();
    await db.transaction((tx) => enqueueSearchRefresh(tx, [project.id]));

    let hits: { slug: string }[] = [];
    while (hits.length === 0 && Date.now() - enqueuedAt < 1000) {
      hits = (await request(server.url, '/v2/search?query=glowstone')).body.hits;
      if (hits.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hits.map((hit) => hit.slug)).toEqual(['glowstone-lanterns']);
    expect(Date.now() - enqueuedAt).toBeLessThan(1000);

    const sha1 = version.files[0]!.sha1;
    const redirect = await fetch(`${server.url}/v2/version_file/${sha1}/download`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    // The test server listens on a random port its configured CDN root cannot know.
    const file = await fetch(redirect.headers.get('location')!.replace(server.runtime.config.cdnUrl, `${server.url}/cdn`));
    expect(file.status).toBe(200);
    const downloaded = new Uint8Array(await file.arrayBuffer());
    expect(createHash('sha1').update(downloaded).digest('hex')).toBe(sha1);
  });
});
